import type {Locator, Page} from '@playwright/test';

/**
 * The preview of one live example on a component page, found by the example's
 * source file (the frame's `data-example`), e.g. `examplePreview(page,
 * 'src/bui/Tag/examples/Hero.tsx')`. With the default frame there is one
 * preview per example.
 */
export function examplePreview(page: Page, file: string): Locator {
  return page.locator(`figure[data-example="${file}"] [data-example-preview]`).first();
}

/** The frame around an example: its controls (Theme, Direction, Width) live here. */
export function exampleFrame(page: Page, file: string): Locator {
  return page.locator(`figure[data-example="${file}"]`);
}

export interface LiveRegionRecord {
  /** ms since the observer started when the region entered the page */
  insertedAt: number;
  /** its text at that moment */
  textOnInsert: string;
  /** the first non-empty text it received later, and when */
  textLater: string;
  changedAt: number;
  /** whether the container held an SVG when the region was inserted */
  svgOnInsert: boolean;
}

/**
 * Starts recording, inside `container`, every element with `selector` that
 * enters the page: its text on insertion and the first text it gets later.
 * Read the records with `readLiveRegions`.
 */
export async function recordLiveRegions(container: Locator, selector: string): Promise<void> {
  await container.evaluate((root, sel) => {
    const start = performance.now();
    const records: LiveRegionRecord[] = [];
    const tracked = new Map<Element, LiveRegionRecord>();
    (window as unknown as {__liveRegions: LiveRegionRecord[]}).__liveRegions = records;
    const check = () => {
      for (const region of root.querySelectorAll(sel)) {
        const text = region.textContent ?? '';
        const known = tracked.get(region);
        if (!known) {
          const record: LiveRegionRecord = {
            insertedAt: performance.now() - start,
            textOnInsert: text,
            textLater: '',
            changedAt: -1,
            svgOnInsert: root.querySelector('svg') !== null,
          };
          tracked.set(region, record);
          records.push(record);
        } else if (text && !known.textLater && text !== known.textOnInsert) {
          known.textLater = text;
          known.changedAt = performance.now() - start;
        }
      }
    };
    new MutationObserver(check).observe(root, {childList: true, subtree: true, characterData: true});
  }, selector);
}

export async function readLiveRegions(page: Page): Promise<LiveRegionRecord[]> {
  return page.evaluate(() => (window as unknown as {__liveRegions: LiveRegionRecord[]}).__liveRegions);
}

function exampleFile(component: string, example: string): string {
  return `src/bui/${component}/examples/${example}.tsx`;
}

/** Every live preview of one example (two when its frame shows both themes). */
export function preview(page: Page, component: string, example: string): Locator {
  return exampleFrame(page, exampleFile(component, example)).locator('[data-example-preview]');
}

/** The example's frame itself, for its theme, direction and width controls. */
export function frame(page: Page, component: string, example: string): Locator {
  return exampleFrame(page, exampleFile(component, example));
}

/** One of the frame's toggle controls ("Direction" → "RTL", "Width" → "Phone"). */
export function frameOption(page: Page, component: string, example: string, group: string, name: string): Locator {
  return frame(page, component, example).getByRole('radiogroup', {name: group}).getByRole('radio', {name, exact: true});
}
