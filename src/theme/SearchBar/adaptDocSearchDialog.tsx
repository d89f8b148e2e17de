import React, {useCallback, useEffect, useState, type ReactNode, type RefObject} from 'react';
import type {DocSearchTransformClient, DocSearchTranslations} from '@docsearch/react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type {LocalSearchClient} from '@site/src/plugins/local-search/client/searchClient';
import './adaptDocSearchDialog.css';

/**
 * What the ejected SearchBar changes in DocSearch's modal, in both search
 * modes, kept out of the ejected file so that its diff stays small. DocSearch
 * has no options for these, so its markup and its search client are adapted:
 *
 * - The error text stays on screen. DocSearch 4.7.0 shows "Unable to fetch
 *   results" when a search fails with a RetryError, but autocomplete-core
 *   resets its status to idle in the same tick, so the modal falls back to
 *   "No results found". We note which query failed (by watching the search
 *   client's answers; the client itself is left as it is) and show
 *   DocSearch's error screen, with its own texts, for as long as that query
 *   is in the search box.
 * - With the local index, the footer's "Powered by Algolia" is removed, and
 *   the index starts loading as soon as the modal opens, not only at the
 *   first keystroke.
 * - The modal gets the semantics of a modal dialog. Upstream makes the
 *   full-screen backdrop a focusable role="button" holding the whole search
 *   UI (axe: nested-interactive), and its <header> and <footer> become a
 *   second banner and contentinfo landmark beside the site's own (axe:
 *   landmark-no-duplicate-*). So the backdrop loses its button role and tab
 *   stop (a click on it and Escape still close the modal), the panel becomes
 *   role="dialog" aria-modal="true" named "Search", and header and footer
 *   become plain containers. React leaves these attributes alone: their props
 *   do not change while the modal is open.
 */

/** Gives DocSearch's open modal (its .DocSearch-Container) the semantics of a modal dialog. */
export function adaptDocSearchDialog(container: Element): void {
  container.removeAttribute('role');
  container.removeAttribute('tabindex');
  container.removeAttribute('aria-expanded');
  const modal = container.querySelector('.DocSearch-Modal');
  modal?.setAttribute('role', 'dialog');
  modal?.setAttribute('aria-modal', 'true');
  modal?.setAttribute('aria-label', 'Search');
  for (const landmark of container.querySelectorAll('header.DocSearch-SearchBar, footer.DocSearch-Footer')) {
    landmark.setAttribute('role', 'none');
  }
}

type Transform = (client: DocSearchTransformClient) => DocSearchTransformClient;

/** The query of a search request, in the v5 form ({requests}) or the legacy one (an array). */
export function queryOf(request: unknown): string | null {
  const first: unknown = Array.isArray(request)
    ? request[0]
    : (request as {requests?: unknown[]} | null)?.requests?.[0];
  const entry = first as {query?: unknown; params?: {query?: unknown}} | undefined;
  const query = entry?.query ?? entry?.params?.query;
  return typeof query === 'string' ? query : null;
}

export function useDocSearchDialogAdapter({
  container,
  isOpen,
  localSearchClient,
  transformSearchClient,
  errorTexts,
}: {
  container: RefObject<HTMLElement | null>;
  isOpen: boolean;
  localSearchClient: LocalSearchClient | null;
  /** The modal's own (upstream: adds Docusaurus to Algolia's agent; with the local index: our client). */
  transformSearchClient: Transform | undefined;
  /** DocSearch's error screen texts (@theme/SearchTranslations' load with the modal; the English ones until then). */
  errorTexts: NonNullable<DocSearchTranslations['modal']>['errorScreen'];
}): {transformSearchClient: Transform; errorHost: Element | null; errorScreen: ReactNode} {
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [, setTyped] = useState(0);
  const [host, setHost] = useState<Element | null>(null);

  // Closing the modal forgets the failed query (set while rendering, as React advises for state that follows a prop).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setFailedQuery(null);
  }

  useEffect(() => {
    if (isOpen) localSearchClient?.prefetch();
  }, [isOpen, localSearchClient]);

  // Typing re-renders, so the error screen follows what is in the search box.
  useEffect(() => {
    const element = container.current;
    if (!isOpen || !element) return undefined;
    const onInput = () => setTyped((count) => count + 1);
    element.addEventListener('input', onInput);
    return () => element.removeEventListener('input', onInput);
  }, [isOpen, container]);

  // After every render: DocSearch re-renders its own markup as the reader types.
  useIsomorphicLayoutEffect(() => {
    const element = container.current;
    if (isOpen && localSearchClient) element?.querySelector('.DocSearch-Logo')?.replaceChildren();
    const dialog = isOpen ? element?.querySelector('.DocSearch-Container') : null;
    if (dialog) adaptDocSearchDialog(dialog);
    const input = element?.querySelector<HTMLInputElement>('.DocSearch-Input');
    const failing = isOpen && failedQuery !== null && input?.value === failedQuery;
    const next = failing ? (element?.querySelector('.DocSearch-Dropdown') ?? null) : null;
    setHost((previous) => (previous === next ? previous : next));
  });

  const observed = useCallback<Transform>(
    (client) => {
      const inner = transformSearchClient ? transformSearchClient(client) : client;
      const search = (...args: Parameters<DocSearchTransformClient['search']>) =>
        inner.search(...args).then(
          (response) => {
            setFailedQuery(null);
            return response;
          },
          (error: unknown) => {
            if ((error as Error | null)?.name === 'RetryError') setFailedQuery(queryOf(args[0]));
            throw error;
          },
        );
      return {...inner, search};
    },
    [transformSearchClient],
  );

  // The SearchBar portals this into DocSearch's dropdown (errorHost).
  const errorScreen = (
    <div className="DocSearch-ErrorScreen bui-search-error" role="alert">
      <p className="DocSearch-Title">{errorTexts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{errorTexts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>
  );
  return {transformSearchClient: observed, errorHost: host, errorScreen};
}
