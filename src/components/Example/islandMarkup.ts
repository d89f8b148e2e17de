import type {ReactElement} from 'react';

/**
 * The browser's side of an island's markup: nothing. The server build aliases
 * this module to `islandMarkup.server.ts` (src/plugins/bui-library), so the
 * HTML carries the island's markup and the client bundle carries no server
 * renderer. While React hydrates the page, an element whose inner HTML it
 * sets is a leaf: it keeps the server's children, whatever this returns.
 */
export function islandMarkup(_content: ReactElement, _identifierPrefix: string): string {
  return '';
}
