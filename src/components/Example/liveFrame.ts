import type * as FrameModule from './Frame';

/**
 * The browser's side of the live frame: its code, and react-aria with it,
 * is fetched when an island needs it (Island.tsx). The server build aliases
 * this module to `liveFrame.server.ts` (src/plugins/bui-library), where the
 * frame is at hand to render each island's HTML.
 */
export const serverFrame: typeof FrameModule | null = null;

export function loadFrame(): Promise<typeof FrameModule> {
  return import('./Frame');
}
