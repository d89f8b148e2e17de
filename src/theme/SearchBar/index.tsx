// Ejected (unsafe) from @docusaurus/theme-search-algolia 3.9.1 (MIT, © Facebook, Inc. and its affiliates) to answer from the local index when no Algolia credentials are set and to adapt DocSearch's dialog (adaptDocSearchDialog.tsx): every change is marked "BUI:" and src/theme/ejected-theme.test.ts checks nothing else differs.
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  // BUI: useAlgoliaAskAi replaced by ./useAskAiToggle
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate'; // BUI: translate, for the button's texts
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// BUI: no eager @theme/SearchTranslations: the modal's texts (13 KB) load with the modal (importDocSearchModalIfNeeded)
import {useLocalSearchClient} from '@site/src/plugins/local-search/client/useLocalSearchClient'; // BUI: local index (null with Algolia)
import {forDocSearchModal} from '@site/src/plugins/local-search/client/searchClient'; // BUI: the modal's hits per lvl0
import '@docsearch/css/dist/_variables.css'; // BUI: the button's CSS with the page, the modal's (25 KB) on demand
import '@docsearch/css/dist/button.css'; // BUI: (see above)
import './styles.css'; // BUI: (see above)
import {useDocSearchDialogAdapter} from './adaptDocSearchDialog'; // BUI: dialog semantics, persistent error text; local mode: no Algolia credit, index loaded on open
import {useAskAiToggle} from './useAskAiToggle'; // BUI: see its use
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<(DocSearchModalProps & {askAi: unknown})['askAi'], string | undefined>;
};

// extend DocSearchProps for v4 features
// TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
interface DocSearchV4Props extends DocSearchProps {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'] & DocSearchProps['askAi']; // BUI: also DocSearch 4.7's type (Docusaurus 3.9.1 was typed against an earlier 4.x)
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
let modalTranslations: DocSearchTranslations['modal'] = undefined; // BUI: @theme/SearchTranslations' modal texts, loaded with the modal

// BUI: @theme/SearchTranslations' button texts (same ids and messages), so that the rest of that module can wait for the modal
const buttonTranslations: DocSearchTranslations['button'] = {
  buttonText: translate({id: 'theme.SearchBar.label', message: 'Search'}),
  buttonAriaLabel: translate({id: 'theme.SearchBar.label', message: 'Search'}),
};

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css'),
    import('@theme/SearchTranslations'), // BUI: see modalTranslations
  ]).then(
    // BUI: only the modal's CSS waits for the modal; the button's is in the page's stylesheet
    ([{DocSearchModal: Modal}, , {default: translations}]) => {
      modalTranslations = translations.modal; // BUI: see modalTranslations
      DocSearchModal = Modal;
    },
  );
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  maxResultsPerGroup: number | undefined, // BUI: what the modal shows of each lvl0, for the local client
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const localSearchClient = useLocalSearchClient(); // BUI: local index (null with Algolia)
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      // BUI: with the local index, the modal's Algolia client is replaced by ours (same requests, same answers; its own types).
      if (localSearchClient)
        return forDocSearchModal(localSearchClient, maxResultsPerGroup) as unknown as DocSearchTransformClient;
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion, localSearchClient, maxResultsPerGroup], // BUI: localSearchClient, maxResultsPerGroup
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({closeModal}: {closeModal: () => void}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({contextualSearch, ...props}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(props.maxResultsPerGroup); // BUI: maxResultsPerGroup

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const localSearchClient = useLocalSearchClient(); // BUI: local index (null with Algolia)
  const dialog = useDocSearchDialogAdapter({
    container: searchContainer,
    isOpen,
    localSearchClient,
    transformSearchClient,
    errorTexts: (props.translations?.modal ?? modalTranslations)?.errorScreen,
  }); // BUI: see adaptDocSearchDialog.tsx
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAskAiToggle(
    props.askAi,
    props.placeholder,
    props.translations?.modal ?? modalTranslations,
  ); // BUI: was useAlgoliaAskAi(props), which imports all the modal's texts (see useAskAiToggle.ts)

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, []);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // eslint-disable-next-line @typescript-eslint/no-floating-promises -- BUI: as upstream, a chunk that fails to load leaves the modal closed
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    onAskAiToggle(false);
  }, [onAskAiToggle]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unnecessary-type-assertion -- BUI: theme-search-algolia declares this DocSearch entry point untyped (any); `satisfies` below checks the argument
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps & {
    // TODO Docusaurus v4: cleanup after we drop support for DocSearch v3
    isAskAiActive: boolean;
    onAskAiToggle: (askAiToggle: boolean) => void;
  } as UseDocSearchKeyboardEventsProps);

  return (
    <>
      <Head>
        {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
        {/* BUI: no preconnect to Algolia with the local index. */}
        {!localSearchClient && (
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        )}
      </Head>

      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? buttonTranslations} // BUI: was translations.button
        // BUI: no key caps inside the button. Their text joins its visible label ("SearchCtrlK"), which no accessible
        // name can contain (WCAG 2.5.3 label in name, axe label-content-name-mismatch). The shortcuts still work
        // (useDocSearchKeyboardEvents above) and are announced with the button instead.
        keyboardShortcuts={{'Ctrl/Cmd+K': false}}
        aria-keyshortcuts="Control+K Meta+K /"
      />

      {isOpen &&
        DocSearchModal &&
        // eslint-disable-next-line react-hooks/refs -- BUI: upstream reads the container while rendering; openModal sets it before isOpen turns true
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={dialog.transformSearchClient} // BUI: was transformSearchClient
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            {...props}
            translations={props.translations?.modal ?? modalTranslations} // BUI: was translations.modal
            searchParameters={searchParameters}
            {...extraAskAiProps}
          />,
          // eslint-disable-next-line react-hooks/refs -- BUI: as above
          searchContainer.current,
        )}
      {dialog.errorHost && createPortal(dialog.errorScreen, dialog.errorHost) /* BUI: the persistent error text */}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchV4Props)} />;
}
