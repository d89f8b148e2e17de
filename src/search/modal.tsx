/// <reference types="@docusaurus/theme-search-algolia" />
import React, {useCallback, useEffect, useState, type ReactNode, type RefObject} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from './client';
import './modal.css';

/**
 * What the ejected SearchBar adds to DocSearch's modal, kept out of the
 * ejected file so that its diff stays small:
 *
 * - The error text stays on screen. DocSearch 4.7.0 shows "Unable to fetch
 *   results" when a search fails with a RetryError, but autocomplete-core
 *   resets its status to idle in the same tick, so the modal falls back to
 *   "No results found". We note which query failed (by watching the search
 *   client's answers, in both modes; the client itself is left as it is) and
 *   show DocSearch's error screen, with its own texts, for as long as that
 *   query is in the search box.
 * - With the local index, the footer's "Powered by Algolia" is removed:
 *   DocSearch has no option to leave it out; and the index starts loading
 *   as soon as the modal opens, not only at the first keystroke.
 * - The modal gets the semantics of a modal dialog (in both modes). Upstream
 *   makes the full-screen backdrop a focusable role="button" holding the whole
 *   search UI (axe: nested-interactive), and its <header> and <footer> become a
 *   second banner and contentinfo landmark beside the site's own (axe:
 *   landmark-no-duplicate-*). So the backdrop loses its button role and tab
 *   stop (a click on it and Escape still close the modal), the panel becomes
 *   role="dialog" aria-modal="true" named "Search", and header and footer
 *   become plain containers. React leaves these attributes alone: their props
 *   do not change while the modal is open.
 */

function giveDialogSemantics(container: Element): void {
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

type SearchClient = {search: (request: unknown, ...rest: unknown[]) => Promise<unknown>} & Record<string, unknown>;
type Transform = (client: never) => unknown;

function queryOf(request: unknown): string | null {
  const first = Array.isArray(request) ? request[0] : (request as {requests?: unknown[]} | null)?.requests?.[0];
  const query =
    (first as {query?: unknown; params?: {query?: unknown}} | undefined)?.query ??
    (first as {params?: {query?: unknown}})?.params?.query;
  return typeof query === 'string' ? query : null;
}

export function useModalAdditions({
  container,
  isOpen,
  localSearchClient,
  transformSearchClient,
}: {
  container: RefObject<HTMLElement | null>;
  isOpen: boolean;
  localSearchClient: LocalSearchClient | null;
  transformSearchClient: Transform;
}): {transformSearchClient: Transform; errorHost: Element | null; errorScreen: ReactNode} {
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [, setTyped] = useState(0);
  const [host, setHost] = useState<Element | null>(null);

  useEffect(() => {
    if (!isOpen) setFailedQuery(null);
    else localSearchClient?.prefetch();
  }, [isOpen, localSearchClient]);

  // Typing re-renders, so the error screen follows what is in the search box.
  useEffect(() => {
    const element = container.current;
    if (!isOpen || !element) return undefined;
    const onInput = () => setTyped((count) => count + 1);
    element.addEventListener('input', onInput);
    return () => element.removeEventListener('input', onInput);
  }, [isOpen, container]);

  useIsomorphicLayoutEffect(() => {
    const element = container.current;
    if (isOpen && localSearchClient) element?.querySelector('.DocSearch-Logo')?.replaceChildren();
    const dialog = isOpen ? element?.querySelector('.DocSearch-Container') : null;
    if (dialog) giveDialogSemantics(dialog);
    const input = element?.querySelector<HTMLInputElement>('.DocSearch-Input');
    const failing = isOpen && failedQuery !== null && input?.value === failedQuery;
    const next = failing ? (element?.querySelector('.DocSearch-Dropdown') ?? null) : null;
    setHost((previous) => (previous === next ? previous : next));
  });

  const observed = useCallback(
    (client: never) => {
      const inner = transformSearchClient(client) as SearchClient;
      return {
        ...inner,
        search: (request: unknown, ...rest: unknown[]) =>
          inner.search(request, ...rest).then(
            (response) => {
              setFailedQuery(null);
              return response;
            },
            (error: unknown) => {
              if ((error as Error | null)?.name === 'RetryError') setFailedQuery(queryOf(request));
              throw error;
            },
          ),
      };
    },
    [transformSearchClient],
  );

  const texts = translations.modal?.errorScreen;
  // The SearchBar portals this into DocSearch's dropdown (errorHost).
  const errorScreen = (
    <div className="DocSearch-ErrorScreen bui-search-error" role="alert">
      <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{texts?.helpText ?? 'You might want to check your network connection.'}</p>
    </div>
  );
  return {transformSearchClient: observed, errorHost: host, errorScreen};
}
