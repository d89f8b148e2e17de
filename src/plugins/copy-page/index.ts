import {addToHead} from '../shared/page-head';
import {copyPageScript} from './client/copyPage';
import {COPY_PAGE_NAMES} from './client/names';

/**
 * Adds the script that presses "Copy page" (./client/copyPage.ts) to the head of every built page with the button,
 * and to no other page. It runs inline, before the page paints, so the first press works while the page's own
 * scripts are still loading. src/plugins/html-output applies it before the CSP hashes are taken, so its hash joins
 * the policy like Docusaurus' own inline scripts.
 */

const BUTTON = new RegExp(`<button[^>]*\\s${COPY_PAGE_NAMES.attribute}=`);
/** The same for every page: made once per build. */
const SCRIPT = `<script>${copyPageScript()}</script>`;

export function withCopyPageScript(html: string): string {
  if (!BUTTON.test(html)) return html;
  return addToHead(html, SCRIPT, 'copy-page: a page with the "Copy page" button has no </head> to add its script to.');
}
