import type {Page} from '@playwright/test';
import {toggleColourMode, widths, type Mode} from '../quality/helpers';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {forcedColoursFindings} from './example-forced-colours';
import {
  formatLayoutFindings,
  layoutFindings,
  pagesWithExamples,
  setEveryFrame,
  smallTargets,
  type FrameDirection,
  type FrameWidth,
  type LayoutFinding,
} from './example-layout';

/**
 * Issue 22, part 2: every live example on every docs page, in light and dark,
 * left to right and right to left, and at the frame's three widths, stays
 * inside its preview, clips no text, scrolls only where a keyboard can reach,
 * and gives every target at least 24 × 24 px (WCAG 2.5.8, axe's target-size
 * rule over the previews). Then, with the window narrowed to a 375 px phone,
 * the same in both directions, and the page itself never scrolls sideways.
 * The checks read boxes, not pixels (example-layout.ts).
 *
 * Target sizes are geometry, so they are measured where geometry can differ:
 * in light, left to right, at the tablet and phone frames and on the phone
 * screen. Dark changes colours only (only colour and shadow tokens have a
 * dark value, and src/bui/tokens/tokens-in-css.test.ts keeps every other rule
 * out of the theme), right to left mirrors the same boxes, and the full-width
 * frame is the page as first shown, where the route sweep of a11y.spec.ts
 * runs every axe rule, target-size included. Each axe run is most of a
 * state's cost; the five that would repeat a verdict took a third of the sweep.
 *
 * Issue 22, part 4, on the same load: in forced colours every control keeps
 * its boundary, its checked or selected state and its keyboard focus
 * (example-forced-colours.ts), judged per control from computed styles.
 */

const pages = pagesWithExamples();
const directions: readonly FrameDirection[] = ['LTR', 'RTL'];
const frameWidths: readonly FrameWidth[] = ['Full', 'Tablet', 'Phone'];
const phone = widths.find((width) => width.name === 'mobile')!;
const desktop = {width: widths[0].width, height: widths[0].height};

/** The invariants in the state the page is in, each finding labelled with it; target sizes too when `targets`. */
async function findingsIn(page: Page, state: string, targets: boolean): Promise<LayoutFinding[]> {
  const found = [...(await layoutFindings(page)), ...(targets ? await smallTargets(page) : [])];
  return found.map((finding) => ({...finding, detail: `${finding.detail} (${state})`}));
}

test('the layout sweep covers every docs page with examples', () => {
  expect(pages.length).toBeGreaterThan(40);
  expect(pages).toContain('/docs/components/table');
});

test.describe('every example keeps its layout, and its controls in forced colours', () => {
  for (const route of pages) {
    test(`${route}: inside its preview in light and dark, LTR and RTL, at full, tablet and phone width, and on a ${phone.width} px screen; boundaries, states and focus in forced colours`, async ({
      page,
    }) => {
      test.slow();
      await openHydrated(page, route);
      const findings: LayoutFinding[] = [];
      for (const mode of ['light', 'dark'] as const satisfies readonly Mode[]) {
        if (mode === 'dark') await toggleColourMode(page, 'dark');
        for (const direction of directions) {
          for (const width of frameWidths) {
            await setEveryFrame(page, direction, width);
            const targets = mode === 'light' && direction === 'LTR' && width !== 'Full';
            findings.push(...(await findingsIn(page, `${mode}, ${direction}, ${width}`, targets)));
          }
        }
      }
      // The reader's phone: the same page in a 375 px window (the layout follows the viewport, no reload needed).
      await page.setViewportSize({width: phone.width, height: phone.height});
      for (const direction of directions) {
        await setEveryFrame(page, direction, 'Full');
        findings.push(...(await findingsIn(page, `${phone.width} px screen, ${direction}`, direction === 'LTR')));
      }
      expect.soft(findings.length, formatLayoutFindings(route, findings)).toBe(0);

      // Forced colours, on the same load: the page as first judged, light, left to right, full width.
      await page.setViewportSize(desktop);
      await toggleColourMode(page, 'light');
      await setEveryFrame(page, 'LTR', 'Full');
      const forced = await forcedColoursFindings(page);
      expect(
        forced.findings.length,
        formatLayoutFindings(
          `${route} in forced colours (${forced.controls} controls, ${forced.states} states)`,
          forced.findings,
        ),
      ).toBe(0);
    });
  }
});
