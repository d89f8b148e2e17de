/**
 * Gives DocSearch's modal (from @docsearch/react, which the ejected SearchBar
 * renders unchanged) the semantics of a modal dialog. Upstream markup makes
 * the full-screen backdrop a focusable role="button" that contains the whole
 * search UI (axe: nested-interactive), and puts a <header> and <footer> in a
 * portal at the end of <body>, where they become a second banner and a second
 * contentinfo landmark next to the site's own (axe: landmark-no-duplicate-*).
 *
 * The modal is created by a library component we do not own, so this client
 * module adjusts its attributes once each time it opens: the backdrop loses
 * its button role and tab stop (a click on it still closes the modal, and so
 * does Escape), the panel becomes role="dialog" aria-modal="true" named
 * "Search", and the header and footer become plain containers. React never
 * rewrites these attributes because their props do not change while open.
 */
function fixModal(container: Element): void {
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

if (typeof window !== 'undefined' && typeof MutationObserver !== 'undefined') {
  // The theme's SearchBar portals the modal into a <div> it adds to <body>
  // on first open, so watch the subtree (additions only, checked by class).
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.classList.contains('DocSearch-Container')) fixModal(node);
      }
    }
  }).observe(document.body, {childList: true, subtree: true});
}

export {};
