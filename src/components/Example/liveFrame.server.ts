import * as FrameModule from './Frame';

/** Replaces `liveFrame.ts` in the server build: the frame renders into the page's HTML. */
export const serverFrame: typeof FrameModule | null = FrameModule;

/** Never called on the server (islands load only in effects); here because the alias must export what liveFrame.ts does. */
export function loadFrame(): Promise<typeof FrameModule> {
  return Promise.resolve(FrameModule);
}
