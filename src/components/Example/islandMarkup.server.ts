import type {ReactElement} from 'react';
import {renderToString} from 'react-dom/server';

/**
 * An island's markup, rendered as its own React tree, as the browser will
 * hydrate it: the same identifier prefix gives the same `useId` values.
 * Replaces `islandMarkup.ts` in the server build (src/plugins/bui-library).
 */
export function islandMarkup(content: ReactElement, identifierPrefix: string): string {
  return renderToString(content, {identifierPrefix});
}
