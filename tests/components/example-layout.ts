import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {docPages} from '../../tooling/spec-routes';
import {runAxe, widths} from '../quality/helpers';
import {expect} from '../support/test';
import {afterTwoFrames} from '../support/frames';
import {forcedColoursFindings, type ForcedColoursCoverage} from './example-forced-colours';

/**
 * The layout invariants of live examples (exampleSweep, run by the route
 * sweep of tests/quality/a11y.spec.ts): what a reader would see as broken in
 * a preview, measured from the rendered boxes, with no images.
 */

export type FrameDirection = 'LTR' | 'RTL';
export type FrameWidth = 'Phone' | 'Tablet' | 'Full';

/** One broken invariant in one preview. */
export interface LayoutFinding {
  /** The example's source file (the frame's data-example). */
  example: string;
  rule: 'outside the preview' | 'text clipped' | 'scrolls out of reach' | 'page scrolls sideways' | 'target too small';
  /** The element, as a short selector-like description. */
  element: string;
  detail: string;
}

/** The docs pages whose built HTML has a live example. */
export function pagesWithExamples(buildDir = path.resolve(__dirname, '..', '..', 'build')): string[] {
  return docPages.filter((route) => {
    const file = [`${route}.html`, `${route}/index.html`]
      .map((candidate) => path.join(buildDir, candidate))
      .find((candidate) => existsSync(candidate));
    return file !== undefined && readFileSync(file, 'utf8').includes('data-example=');
  });
}

/**
 * Sets every example's frame on the page (or those `figures` selects) to
 * `direction` and `width` with its own controls, and waits until each preview
 * shows them. The controls' radios are pressed with `click()` in the page, as
 * assistive technology presses them (react-aria takes it as a virtual press):
 * one round trip for all the examples, where a pointer click per example per
 * state made the sweep several minutes longer. The controls themselves are
 * tested with the reader's pointer and keys in example-frame.spec.ts.
 */
export async function setEveryFrame(
  page: Page,
  direction: FrameDirection,
  width: FrameWidth,
  figures = 'figure[data-example]',
): Promise<void> {
  await page.evaluate(
    ({direction, width, figures}) => {
      const wanted: Record<string, string> = {Direction: direction, Width: width};
      for (const group of document.querySelectorAll(`${figures} [role="radiogroup"]`)) {
        const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
        const choice = wanted[label];
        if (!choice) continue;
        const radio = [...group.querySelectorAll<HTMLElement>('[role="radio"]')].find(
          (candidate) => candidate.textContent === choice,
        );
        if (radio && radio.getAttribute('aria-checked') !== 'true') radio.click();
      }
    },
    {direction, width, figures},
  );
  await page.waitForFunction(
    ({dir, width, figures}) =>
      [...document.querySelectorAll(figures)].every((figure) => {
        const previews = figure.querySelectorAll('[data-example-preview]');
        // While the playground is open the frame has no previews of its own; none is open here.
        return (
          previews.length > 0 &&
          [...previews].every(
            (preview) =>
              preview.getAttribute('dir') === dir &&
              (preview.getAttribute('data-device') === 'phone' ||
                preview.parentElement?.getAttribute('data-width') === width),
          )
        );
      }),
    {dir: direction.toLowerCase(), width: width.toLowerCase(), figures},
    {polling: 'raf'},
  );
  // The frame re-renders in one commit; one more frame lets layout (and ResizeObservers in the examples) settle.
  await afterTwoFrames(page);
}

/**
 * Every broken invariant in the page's previews, measured in the page:
 *
 * - **outside the preview**: a rendered element reaches past the preview's
 *   border box (by more than a pixel of rounding). An element inside a box
 *   that clips or scrolls is judged by that box instead, and a `position:
 *   fixed` element (a toast region) belongs to the viewport, not the preview.
 * - **text clipped**: a box that hides its overflow holds text wider or
 *   taller than itself, unless it truncates on purpose (`text-overflow:
 *   ellipsis`) and offers the whole text (a `title`, or an accessible name
 *   that holds it).
 * - **scrolls out of reach**: a box scrolls its content but a keyboard cannot
 *   reach it (no Tab stop) or it has no name to announce.
 * - **page scrolls sideways**: the document is wider than the viewport.
 */
export async function layoutFindings(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(() => {
    const findings: {example: string; rule: string; element: string; detail: string}[] = [];
    const describe = (element: Element): string => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      const role = element.getAttribute('role');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${classes.join('')}${role ? `[role=${role}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const visuallyHidden = (element: Element, style: CSSStyleDeclaration, box: DOMRect): boolean =>
      style.clipPath === 'inset(50%)' ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (box.width <= 1 && box.height <= 1);
    const clips = (style: CSSStyleDeclaration): boolean =>
      style.overflowX !== 'visible' || style.overflowY !== 'visible';

    for (const preview of document.querySelectorAll('figure[data-example] [data-example-preview]')) {
      const example = preview.closest('figure')?.getAttribute('data-example') ?? '?';
      const edge = preview.getBoundingClientRect();
      // `judgeEdges` is false inside a box that clips or scrolls: that box was judged against the preview's edges.
      const walk = (parent: Element, judgeEdges: boolean): void => {
        for (const element of parent.children) {
          const style = getComputedStyle(element);
          if (style.display === 'none' || style.position === 'fixed') continue;
          const box = element.getBoundingClientRect();
          if (visuallyHidden(element, style, box)) continue;
          let outside = false;
          if (judgeEdges && (box.width > 0 || box.height > 0)) {
            const past = {
              left: edge.left - box.left,
              right: box.right - edge.right,
              top: edge.top - box.top,
              bottom: box.bottom - edge.bottom,
            };
            const [side, by] = Object.entries(past).sort((a, b) => b[1] - a[1])[0];
            if (by > 1 && style.visibility !== 'hidden') {
              // Its content reaches out with it: reported once, for the outermost element.
              outside = true;
              findings.push({
                example,
                rule: 'outside the preview',
                element: describe(element),
                detail: `${Math.round(by)} px past its ${side} edge`,
              });
            }
          }
          // A closed disclosure (hidden="until-found") keeps its box and skips drawing what is in it.
          if (style.contentVisibility === 'hidden') continue;
          if (element instanceof HTMLElement && clips(style)) {
            const wider = element.scrollWidth - element.clientWidth;
            const taller = element.scrollHeight - element.clientHeight;
            const scrolls =
              ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
            if (scrolls && (wider > 1 || taller > 1)) {
              // The keyboard reaches what scrolls through the box itself (a Tab stop, which then needs a name) or
              // through focusable content that it scrolls into view as focus moves (a grid's cells, a list's links).
              const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
              const tabStop = element.tabIndex >= 0;
              const inside = element.querySelector(
                'a[href], button, input, select, textarea, [tabindex]:not([tabindex^="-"])',
              );
              if ((!tabStop && !inside) || (tabStop && !named)) {
                findings.push({
                  example,
                  rule: 'scrolls out of reach',
                  element: describe(element),
                  detail: `scrolls ${Math.max(wider, taller)} px; ${tabStop ? 'no name' : 'nothing in it takes focus'}`,
                });
              }
            } else if (!scrolls && (wider > 1 || taller > 1) && (element.textContent ?? '').trim() !== '') {
              const text = (element.textContent ?? '').trim();
              const offered = [element, ...ancestorsWithin(element, preview)].some(
                (each) => each.getAttribute('title')?.includes(text) || each.getAttribute('aria-label')?.includes(text),
              );
              if (!(style.textOverflow === 'ellipsis' && offered)) {
                findings.push({
                  example,
                  rule: 'text clipped',
                  element: describe(element),
                  detail: `content ${wider > 1 ? `${wider} px wider` : `${taller} px taller`} than its box`,
                });
              }
            }
          }
          // An svg's insides are judged with the svg element.
          if (!(element instanceof SVGElement)) walk(element, judgeEdges && !outside && !clips(style));
        }
      };
      walk(preview, true);
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      findings.push({
        example: document.location.pathname,
        rule: 'page scrolls sideways',
        element: 'html',
        detail: `${overflow} px wider than the ${window.innerWidth} px viewport`,
      });
    }
    return findings;

    function ancestorsWithin(element: Element, root: Element): Element[] {
      const found: Element[] = [];
      for (let each = element.parentElement; each && each !== root; each = each.parentElement) found.push(each);
      return found;
    }
  }) as Promise<LayoutFinding[]>;
}

/** The findings as a report: one line each, grouped by example. */
export function formatLayoutFindings(
  title: string,
  findings: readonly {example: string; rule: string; element: string; detail: string}[],
): string {
  const lines = [`${title}: ${findings.length} finding(s)`];
  for (const example of new Set(findings.map((finding) => finding.example))) {
    lines.push(`  ${example}`);
    for (const finding of findings.filter((each) => each.example === example)) {
      lines.push(`    ${finding.rule}: ${finding.element} — ${finding.detail}`);
    }
  }
  return lines.join('\n');
}

/**
 * Targets in the previews smaller than 24 × 24 px without the spacing WCAG
 * 2.5.8 allows instead: axe's target-size rule, which knows that exception,
 * run in the page (runAxe).
 */
export async function smallTargets(page: Page): Promise<LayoutFinding[]> {
  const results = await runAxe(page, 'figure[data-example] [data-example-preview]', {
    runOnly: ['target-size'],
    resultTypes: ['violations'],
  });
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      element: String(node.target[0]),
      detail: node.any.map((check) => check.message).find(Boolean) ?? violation.help,
    })),
  );
  const examples = await page.evaluate(
    (selectors) =>
      selectors.map(
        (selector) => document.querySelector(selector)?.closest('figure')?.getAttribute('data-example') ?? '?',
      ),
    found.map(({element}) => element),
  );
  return found.map((finding, index) => ({example: examples[index], rule: 'target too small' as const, ...finding}));
}

/** What exampleSweep found: layout findings labelled with their state, and the forced-colours check's coverage. */
export interface ExampleSweep {
  layout: LayoutFinding[];
  forced: ForcedColoursCoverage;
}

const directions: readonly FrameDirection[] = ['LTR', 'RTL'];

/**
 * A window wide enough for the tablet frame to be 768 px: at 1280 px the article's previews are 669 px wide, so the
 * tablet frame (at most 768 px) drew the same boxes as the full one, and only from about 1,420 px does it differ.
 */
export const WIDE_WINDOW = {width: 1600, height: 800};
const TABLET_FRAME_PX = 768;

/**
 * Issue 22, parts 2 and 4, on a hydrated page in light mode at desktop width,
 * its frames as first shown (left to right, full width): the load the route
 * sweep of a11y.spec.ts has just scanned with every axe rule.
 *
 * - **Layout** (layoutFindings): every example, left to right and right to
 *   left, in the full and phone frames at the desktop window, in the tablet
 *   frame in a window wide enough for it to be 768 px (WIDE_WINDOW), then
 *   with the window narrowed to a phone's, where the page itself must not
 *   scroll sideways either.
 * - **Target sizes** (smallTargets) where geometry can differ from that full
 *   scan: left to right in the tablet and phone frames, and on the phone
 *   screen. Right to left mirrors the same boxes.
 * - **Forced colours** (example-forced-colours.ts), at desktop width, left to
 *   right, full width: boundaries, states and keyboard focus.
 *
 * Light only: dark changes colours and nothing else. Only colour and shadow
 * tokens have a dark value, and src/bui/tokens/tokens-in-css.test.ts keeps
 * every other rule of the design system out of the colour modes; the dark
 * scans of a11y.spec.ts judge the colours.
 */
export async function exampleSweep(page: Page): Promise<ExampleSweep> {
  const [desktop, phone] = widths;
  const layout: LayoutFinding[] = [];
  const check = async (state: string, targets: boolean) => {
    const found = [...(await layoutFindings(page)), ...(targets ? await smallTargets(page) : [])];
    layout.push(...found.map((finding) => ({...finding, detail: `${finding.detail} (${state})`})));
  };
  for (const direction of directions) {
    for (const width of ['Full', 'Phone'] as const) {
      await setEveryFrame(page, direction, width);
      await check(`${direction}, ${width}`, direction === 'LTR' && width === 'Phone');
    }
  }
  await page.setViewportSize(WIDE_WINDOW);
  for (const direction of directions) {
    await setEveryFrame(page, direction, 'Tablet');
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('[data-width="tablet"] > [data-example-preview]')].map(
        (preview) => preview.getBoundingClientRect().width,
      ),
    );
    expect(
      widths.filter((width) => Math.round(width) !== TABLET_FRAME_PX),
      `previews of the tablet frame not ${TABLET_FRAME_PX} px wide in a ${WIDE_WINDOW.width} px window`,
    ).toEqual([]);
    await check(`${direction}, Tablet`, direction === 'LTR');
  }
  await page.setViewportSize({width: desktop.width, height: desktop.height});
  await setEveryFrame(page, 'LTR', 'Full');
  const forced = await forcedColoursFindings(page);
  // The reader's phone: the same page in a narrower window (the layout follows the viewport, no reload needed).
  await page.setViewportSize({width: phone.width, height: phone.height});
  for (const direction of directions) {
    await setEveryFrame(page, direction, 'Full');
    await check(`${phone.width} px screen, ${direction}`, direction === 'LTR');
  }
  return {layout, forced};
}
