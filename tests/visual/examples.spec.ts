import type {Page} from '@playwright/test';
import {pagesWithExamples, setEveryFrame} from '../components/example-layout';
import {examplePreview} from '../components/examples';
import {toggleColourMode, type Mode} from '../quality/helpers';
import {afterTwoFrames} from '../support/frames';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {baselineName, FIXED_NOW, PINNED_FONTS, renderedFonts} from './baselines';

/**
 * Issue 22, part 5: every live example compared, pixel by pixel, with its
 * committed baseline (tests/visual/baselines, one PNG per example and
 * state): in light and dark at full width, and the first example of each
 * page also right to left and in the 375 px phone frame, in light. They run
 * once, in project nginx; `npm run test:visual` runs them alone, and
 * `npm run test:visual -- --update` rewrites the baselines that changed. The
 * tolerance and what pins the rendering are in decisions/0042-pixel-baselines.md.
 */

/**
 * The first example of a page, in the frame's other states, in light: right to left and the phone frame change
 * layout, which the light and dark comparisons at full width already cover for colour.
 */
const FIRST_EXAMPLE_STATES = [
  {direction: 'RTL', width: 'Full', state: 'rtl-light'},
  {direction: 'LTR', width: 'Phone', state: 'phone-light'},
] as const;

/** Every example on the page, each compared with its baseline for `mode` (soft: the page's other examples go on). */
async function compareEvery(page: Page, mode: Mode): Promise<void> {
  const figures = await page.locator('figure[data-example]').all();
  for (const figure of figures) {
    const source = await figure.getAttribute('data-example');
    await expect.soft(examplePreview(page, source ?? '')).toHaveScreenshot(baselineName(source, mode));
  }
}

/**
 * The sticky navbar and the back-to-top button can lie over a preview scrolled into view: hidden (they keep their
 * place in the layout) for the whole test, which only looks.
 */
const CHROME_OVER_PREVIEWS_HIDDEN = '.navbar, .theme-back-to-top-button { visibility: hidden !important; }';

/** Longer than any timer an example starts on its own: XingLoader's delay message comes after 10 s. */
const TIMERS_RUN_FOR_MS = 15_000;

/** Fires every timer the examples have started, as if that long had passed, then lets the page draw. */
async function runTimersOut(page: Page): Promise<void> {
  await page.clock.runFor(TIMERS_RUN_FOR_MS);
  await afterTwoFrames(page);
}

test.use({
  // Dates, number and list formats and the week's first day follow these; a reader's machine differs, the baselines do not.
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
});

test('the examples render in the fonts the baselines were made with', async ({page}) => {
  await openHydrated(page, '/docs/components/button');
  const fonts = await renderedFonts(page, 'figure[data-example] [data-example-preview]');
  expect(
    fonts.filter((font) => !PINNED_FONTS.includes(font)),
    `fonts other than ${PINNED_FONTS.join(', ')} drew the examples: the baselines would not match (decision 0042)`,
  ).toEqual([]);
  expect(fonts.length).toBeGreaterThan(0);
});

for (const route of pagesWithExamples()) {
  test(`${route}: every example looks as its baselines, light and dark; the first also right to left and in the phone frame`, async ({
    page,
  }) => {
    test.slow();
    // The page's clock starts at one moment (date pickers mark today), and timers are run forward before each
    // comparison, so what an example shows after a while (a loader's label, then its delay message) is there.
    await page.clock.install({time: FIXED_NOW});
    await openHydrated(page, route);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.addStyleTag({content: CHROME_OVER_PREVIEWS_HIDDEN});
    // The pointer rests away from every preview, so nothing in them shows its hover state.
    await page.mouse.move(0, 0);
    const firstSource = await page.locator('figure[data-example]').first().getAttribute('data-example');
    const firstOnly = `figure[data-example="${firstSource}"]`;
    await runTimersOut(page);
    await compareEvery(page, 'light');
    for (const {direction, width, state} of FIRST_EXAMPLE_STATES) {
      await setEveryFrame(page, direction, width, firstOnly);
      await runTimersOut(page);
      await expect.soft(examplePreview(page, firstSource ?? '')).toHaveScreenshot(baselineName(firstSource, state));
    }
    await setEveryFrame(page, 'LTR', 'Full', firstOnly);
    await toggleColourMode(page, 'dark');
    await runTimersOut(page);
    await compareEvery(page, 'dark');
  });
}
