import {addToHead} from '../shared/page-head';
import {holdInputScript} from './client/holdInput';

/**
 * Adds the script that holds a reader's early input for the live examples
 * (./client/holdInput.ts) to the head of every built page that has one, and
 * to no other page. It runs inline, before the page paints, because the
 * page's own scripts may still be on their way when the reader first acts.
 * src/plugins/html-output applies it before the CSP hashes are taken, so its
 * hash joins the policy like Docusaurus' own inline scripts.
 */

const ISLAND = /\sdata-island(?=[\s=>])/;
/** The same for every page: made once per build. */
const SCRIPT = `<script>${holdInputScript()}</script>`;

export function withHeldInput(html: string): string {
  if (!ISLAND.test(html)) return html;
  return addToHead(html, SCRIPT, 'held-input: a page with live examples has no </head> to add its script to.');
}
