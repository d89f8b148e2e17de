import type {Page} from '@playwright/test';
import {toggleColourMode, widths, type Mode} from '../quality/helpers';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
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
 */

const pages = pagesWithExamples();
const directions: readonly FrameDirection[] = ['LTR', 'RTL'];
const frameWidths: readonly FrameWidth[] = ['Full', 'Tablet', 'Phone'];
const phone = widths.find((width) => width.name === 'mobile')!;

/** The invariants in the state the page is in, each finding labelled with it; target sizes too when `targets`. */
async function findingsIn(page: Page, state: string, targets: boolean): Promise<LayoutFinding[]> {
  const found = [...(await layoutFindings(page)), ...(targets ? await smallTargets(page) : [])];
  return found.map((finding) => ({...finding, detail: `${finding.detail} (${state})`}));
}

test('the layout sweep covers every docs page with examples', () => {
  expect(pages.length).toBeGreaterThan(40);
  expect(pages).toContain('/docs/components/table');
});

test.describe('every example keeps its layout', () => {
  for (const route of pages) {
    test(`${route}: inside its preview in light and dark, LTR and RTL, at full, tablet and phone width, and on a ${phone.width} px screen`, async ({
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
            // Sizes do not change with the colour mode: targets are measured in light only.
            findings.push(...(await findingsIn(page, `${mode}, ${direction}, ${width}`, mode === 'light')));
          }
        }
      }
      // The reader's phone: the same page in a 375 px window (the layout follows the viewport, no reload needed).
      await page.setViewportSize({width: phone.width, height: phone.height});
      for (const direction of directions) {
        await setEveryFrame(page, direction, 'Full');
        findings.push(...(await findingsIn(page, `${phone.width} px screen, ${direction}`, true)));
      }
      expect(findings.length, formatLayoutFindings(route, findings)).toBe(0);
    });
  }
});
