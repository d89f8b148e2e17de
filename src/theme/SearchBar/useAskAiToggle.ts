import {useCallback, useMemo, useState} from 'react';
import type {DocSearchTranslations} from '@docsearch/react';
import type {AskAiConfig} from '@docusaurus/theme-search-algolia';
import {mergeFacetFilters, useAlgoliaContextualFacetFiltersIfEnabled} from '@docusaurus/theme-search-algolia/client';

type AskAiToggle<Config> = {
  isAskAiActive: boolean;
  currentPlaceholder: string | undefined;
  onAskAiToggle: (active: boolean) => void;
  extraAskAiProps: {
    askAi: Config | undefined;
    canHandleAskAi: boolean;
    isAskAiActive: boolean;
    onAskAiToggle: (active: boolean) => void;
  };
};

/**
 * The SearchBar's Ask AI state, as @docusaurus/theme-search-algolia 3.9.1's
 * `useAlgoliaAskAi` keeps it (the assistant's filters narrowed to the page's
 * context, whether the modal is in Ask AI mode, the search box's
 * placeholder), but with the modal's texts passed in. That hook imports
 * `@theme/SearchTranslations` itself, which put every text of the modal into
 * main.js; the SearchBar loads them with the modal instead.
 */
export function useAskAiToggle<Config extends AskAiConfig>(
  askAiOption: Config | undefined,
  placeholder: string | undefined,
  modalTexts: DocSearchTranslations['modal'],
): AskAiToggle<Config> {
  const [isAskAiActive, setIsAskAiActive] = useState(false);
  const contextualFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const askAi = useMemo((): Config | undefined => {
    if (!askAiOption || !contextualFilters) return askAiOption;
    const searchParameters = askAiOption.searchParameters;
    return {
      ...askAiOption,
      searchParameters: {
        ...searchParameters,
        facetFilters: mergeFacetFilters(searchParameters?.facetFilters, contextualFilters),
      },
    };
  }, [askAiOption, contextualFilters]);
  const onAskAiToggle = useCallback((active: boolean) => setIsAskAiActive(active), []);
  const searchBox = modalTexts?.searchBox;
  return {
    isAskAiActive,
    currentPlaceholder: isAskAiActive
      ? searchBox?.placeholderTextAskAi
      : (searchBox?.placeholderText ?? undefined) || placeholder,
    onAskAiToggle,
    extraAskAiProps: {askAi, canHandleAskAi: Boolean(askAi), isAskAiActive, onAskAiToggle},
  };
}
