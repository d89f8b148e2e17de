import * as FrameModule from './Frame';

/** Replaces `liveFrame.ts` in the server build: the frame renders into the page's HTML. */
export const serverFrame: typeof FrameModule | null = FrameModule;

export function loadFrame(): Promise<typeof FrameModule> {
  return Promise.resolve(FrameModule);
}
