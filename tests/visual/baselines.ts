import type {Page} from '@playwright/test';

/**
 * What the pixel baselines of the live examples (examples.spec.ts) are named
 * by, and what they hold fixed. Decision 0042 says why each is pinned.
 */

/** The moment every page's clock stands at while its examples are compared. */
export const FIXED_NOW = new Date('2026-06-15T09:30:00Z');

/**
 * The fonts the baselines were drawn with: the site's stack (system-ui first)
 * resolves, on Debian, to Debian's own DejaVu packages, fixed for the
 * release, and Liberation, which Debian's Chromium package recommends.
 */
export const PINNED_FONTS: readonly string[] = [
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Mono',
];

/** The example's source file, as the frame names it (`data-example`). */
const EXAMPLE_SOURCE = /^src\/bui\/([A-Za-z]+)\/examples\/([A-Za-z0-9]+)\.tsx$/;

/**
 * The baseline of one example in one state: `<Component>/<Example>-<state>.png`
 * under tests/visual/baselines (the project's snapshotPathTemplate), so a
 * baseline keeps its name when examples are added, removed or reordered.
 */
export function baselineName(source: string | null, state: string): string[] {
  const match = EXAMPLE_SOURCE.exec(source ?? '');
  if (!match) throw new Error(`an example frame names no example file under src/bui/*/examples: ${String(source)}`);
  if (!/^[a-z]+(-[a-z]+)*$/.test(state)) throw new Error(`a baseline state is lower-case words: ${state}`);
  return [match[1], `${match[2]}-${state}.png`];
}

/**
 * The family names of the fonts Chromium drew the text under `selector`
 * with (DevTools' CSS.getPlatformFontsForNode: the font files themselves, not
 * the font-family the styles asked for).
 */
export async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: 0});
    const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector: `${selector} *`});
    const families = new Set<string>();
    for (const nodeId of nodeIds) {
      const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
      for (const font of fonts) families.add(font.familyName);
    }
    return [...families].sort();
  } finally {
    await cdp.detach();
  }
}
