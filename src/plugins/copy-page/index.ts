import {copyPageScript} from './client/copyPage';
import {COPY_PAGE_ATTRIBUTE} from './client/names';

/**
 * Adds the script that presses "Copy page" (./client/copyPage.ts) to the head of every built page with the button,
 * and to no other page. It runs inline, before the page paints, so the first press works while the page's own
 * scripts are still loading. src/plugins/html-output applies it before the CSP hashes are taken, so its hash joins
 * the policy like Docusaurus' own inline scripts.
 */

const BUTTON = new RegExp(`<button[^>]*\\s${COPY_PAGE_ATTRIBUTE}=`);

export function withCopyPageScript(html: string): string {
  if (!BUTTON.test(html)) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('copy-page: a page with the "Copy page" button has no </head> to add its script to.');
  return `${html.slice(0, at)}<script>${copyPageScript()}</script>${html.slice(at)}`;
}
