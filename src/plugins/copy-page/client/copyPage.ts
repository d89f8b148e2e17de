/**
 * "Copy page": a docs page's Markdown (src/plugins/page-markdown) to the clipboard, from the first paint on.
 *
 * The button is server-rendered markup (src/components/CopyPageButton) with no React handler. This function is what
 * presses it: one click listener on the document, added by an inline script in the head of every page with the
 * button (src/plugins/copy-page), so a press works before the page's scripts have loaded or hydrated, and the same
 * way after. A page opened by client-side navigation from a page without the button gets the listener from the
 * button's component, which imports this module once (`copyPageInstalled` says whether it must).
 *
 * The Markdown is fetched when pressed, inside the press: the clipboard takes a promise of it (`ClipboardItem`), so
 * the write keeps the reader's gesture however long the fetch takes. Where `ClipboardItem` is missing, the text is
 * written once it has arrived. The outcome shows on the button (`data-copy-state`, which its CSS turns into the
 * visible label) and is announced by the status region beside it, whose text React never hydrates.
 *
 * Its source is inlined with `Function.prototype.toString`, so it refers to nothing outside itself.
 */

import {COPY_PAGE_NAMES, type CopyPageNames} from './names';

/** Adds the document's click listener for the copy buttons, once per window. (No comments inside: the function's text is the script.) */
export function installCopyPage(win: Window & typeof globalThis, names: CopyPageNames): void {
  const flags = win as unknown as Record<string, boolean | undefined>;
  if (flags[names.global]) return;
  flags[names.global] = true;
  win.document.documentElement.setAttribute(names.ready, '');
  const timers = new WeakMap<Element, number>();
  win.document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const button = target.closest(`[${names.attribute}]`);
    const address = button ? button.getAttribute(names.attribute) : null;
    if (!button || !address || button.getAttribute(names.state) === 'pending') return;
    const area = button.closest(`[${names.area}]`);
    const status = area ? area.querySelector(`[${names.status}]`) : null;
    const report = (outcome: 'copied' | 'failed'): void => {
      button.setAttribute(names.state, outcome);
      if (status) status.textContent = names.messages[outcome].replace('{address}', address);
      win.clearTimeout(timers.get(button));
      timers.set(
        button,
        win.setTimeout(() => {
          button.removeAttribute(names.state);
          if (status) status.textContent = '';
        }, names.stateMs),
      );
    };
    button.setAttribute(names.state, 'pending');
    if (status) status.textContent = '';
    // Undefined outside a secure context, whatever the types say.
    const clipboard = win.navigator.clipboard as Clipboard | undefined;
    const fetchText = (): Promise<string> =>
      win.fetch(address).then((response) => {
        if (!response.ok) throw new Error(`${address} answered ${String(response.status)}`);
        return response.text();
      });
    let written: Promise<void>;
    if (!clipboard) {
      written = Promise.reject(new Error('this page has no clipboard (it needs a secure context)'));
    } else if (typeof win.ClipboardItem === 'function' && typeof clipboard.write === 'function') {
      const blob = fetchText().then((markdown) => new win.Blob([markdown], {type: 'text/plain'}));
      written = clipboard.write([new win.ClipboardItem({'text/plain': blob})]);
    } else {
      written = fetchText().then((markdown) => clipboard.writeText(markdown));
    }
    written.then(
      () => report('copied'),
      (error: unknown) => {
        win.console.error('Copy page: the page could not be copied.', error);
        report('failed');
      },
    );
  });
}

/** The inline script: `installCopyPage`'s own source, called with the page's names. */
export function copyPageScript(): string {
  return `(${installCopyPage.toString()})(window,${JSON.stringify(COPY_PAGE_NAMES)})`;
}
