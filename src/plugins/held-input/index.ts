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

export function withHeldInput(html: string): string {
  if (!ISLAND.test(html)) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error('held-input: a page with live examples has no </head> to add its script to.');
  return `${html.slice(0, at)}<script>${holdInputScript()}</script>${html.slice(at)}`;
}
