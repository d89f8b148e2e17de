import {readFileSync} from 'node:fs';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {axeExceptions, type AxeException} from '../exceptions/axe';
import {waitForHydration} from '../support/hydration';

/**
 * Shared by the accessibility specs: the four ways a reader sees a page
 * (light/dark × desktop/mobile), the axe run, and a report of its findings
 * grouped by rule, so a failure names page, rule, the modes it shows in, how
 * many elements and what was measured.
 */

export type Mode = 'light' | 'dark';
export const modes: readonly Mode[] = ['light', 'dark'];

/** Desktop is above Infima's 996 px breakpoint; 375 px is the narrowest common phone. */
export const widths = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 375, height: 812},
] as const;
export type Width = (typeof widths)[number];

/** Every combination, in the order the reports list them. */
export const views: readonly {mode: Mode; width: Width}[] = widths.flatMap((width) =>
  modes.map((mode) => ({mode, width})),
);
export const viewName = ({mode, width}: {mode: Mode; width: Width}): string => `${mode} ${width.name}`;

/** A path no route matches: the not-found page is a page readers see too. */
export const notFoundPath = '/this-page-does-not-exist';
export {notFoundConsoleError} from '../support/page-guards';

/**
 * A fresh context at the given size, as a first-time reader gets the site
 * (the announcement bar showing), in light mode (the spec's default) or, for
 * `dark`, as a returning reader who chose dark: the toggle's stored choice is
 * in place before the first script runs, so the page renders dark from the start.
 */
export async function newReaderContext(browser: Browser, width: Width, mode: Mode = 'light'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: {width: width.width, height: width.height},
    // Transitions (link colours, the navbar) would let axe measure a colour
    // half-way between two states; readers who ask for less motion get this too.
    reducedMotion: 'reduce',
  });
  if (mode === 'dark') {
    // Init scripts also run in the about:blank every page starts on, which has no storage.
    await context.addInitScript(() => {
      if (window.location.protocol.startsWith('http')) window.localStorage.setItem('theme', 'dark');
    });
  }
  return context;
}

/**
 * Switches the page to the other colour mode with the navbar's toggle, as a
 * reader does (React re-renders code blocks with the dark code theme), and
 * waits until its transitions have ended (animationsEnded).
 */
export async function toggleColourMode(page: Page, to: Mode): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/}).first();
  // On narrow screens the toggle lives in the closed mobile menu; there the
  // page follows the stored choice the way it follows a change made in
  // another tab (Docusaurus listens for the storage event).
  if (await toggle.isVisible()) {
    await toggle.click();
  } else {
    await page.evaluate((mode) => {
      const oldValue = window.localStorage.getItem('theme');
      window.localStorage.setItem('theme', mode);
      window.dispatchEvent(
        new StorageEvent('storage', {key: 'theme', oldValue, newValue: mode, storageArea: window.localStorage}),
      );
    }, to);
  }
  await page.locator(`html[data-theme="${to}"]`).waitFor({state: 'attached'});
  await animationsEnded(page);
}

/**
 * Waits until no animation or transition that ends is running (an overlay's
 * fade in, a colour transition), so axe measures final colours. Endless ones
 * (a spinner's turn or its reduced-motion pulse) never finish and are not
 * waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Waits until React has hydrated the server HTML in the expected mode and web fonts have settled. */
export async function waitForSettledPage(page: Page, mode: Mode): Promise<void> {
  await waitForHydration(page);
  await page.locator(`html[data-theme="${mode}"]`).waitFor({state: 'attached'});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** One offending element, as axe reported it. */
export interface Finding {
  view: string;
  rule: string;
  impact: string;
  help: string;
  target: string;
  /** The first check message: for contrast it carries the ratio and both colours. */
  detail: string;
}

/**
 * Every rule of the installed axe-core, switched on: its default set (WCAG
 * 2.0–2.2 A and AA plus best practices) and the rules it leaves off by
 * default (experimental, deprecated, WCAG 2.2 target size, AAA link purpose
 * and refresh). All but one: color-contrast-enhanced is WCAG's AAA 7:1
 * contrast, and this site targets WCAG 2.2 AA, whose 4.5:1 (color-contrast)
 * runs on every element.
 */
export const AXE_RULES_OFF: readonly string[] = ['color-contrast-enhanced'];
const axeRules = Object.fromEntries(
  axe.getRules().map(({ruleId}) => [ruleId, {enabled: !AXE_RULES_OFF.includes(ruleId)}]),
);

/**
 * The rules whose outcome depends on colour: a change of colour mode changes
 * the colours of the same elements, and nothing else axe looks at (the theme
 * swaps stylesheets and code-theme colours, not markup or names).
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's minified build, the same code as `axe.source` in 0.65 MB instead
 * of 1.5: evaluating it in a page took 0.47–0.61 s against 0.62–0.87 s.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page itself over the elements `include` selects (the whole
 * document when omitted). Its source goes in once per document:
 * @axe-core/playwright put it in again on every scan, 0.4 to 0.7 s each on a
 * 2-core machine. A page that loads afresh gets it again. Each scan waits for
 * running animations to end first (animationsEnded).
 */
export async function runAxe(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  // An overlay fading in, or a colour transition, would be measured halfway.
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({include, options}) => {
      const {axe: inPage} = window as unknown as {axe: typeof axe};
      return inPage.run(include ? {include} : document, options);
    },
    {include, options},
  );
}

/**
 * Runs axe with every rule (above), or the `only` ones, every impact, over
 * the page, or over `include` only, and returns each violation's offending
 * elements.
 */
export async function axeFindings(
  page: Page,
  view: string,
  include?: string,
  only?: readonly string[],
): Promise<Finding[]> {
  const rules = only
    ? Object.fromEntries(Object.keys(axeRules).map((id) => [id, {enabled: only.includes(id)}]))
    : axeRules;
  const results = await runAxe(page, include, {rules, resultTypes: ['violations']});
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      view,
      rule: violation.id,
      impact: violation.impact ?? 'n/a',
      help: violation.help,
      target: node.target.join(' '),
      detail: [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean) ?? '',
    })),
  );
}

/**
 * Splits findings into those an entry of axe-exceptions.ts accepts and the
 * rest; an entry passed in `expected` that accepted nothing is returned as a
 * finding itself, so a stale exception fails the run.
 */
export function excuse(
  findings: Finding[],
  expected: readonly AxeException[] = axeExceptions.filter((entry) => entry.routes === undefined),
): {rest: Finding[]; excused: number} {
  const used = new Set<AxeException>();
  let excused = 0;
  const rest = findings.filter((finding) => {
    const entry = expected.find(
      (candidate) => candidate.rule === finding.rule && candidate.target.test(finding.target),
    );
    if (entry) {
      used.add(entry);
      excused += 1;
    }
    return !entry;
  });
  for (const entry of expected) {
    if (!used.has(entry)) {
      rest.push({
        view: 'all',
        rule: entry.rule,
        impact: 'n/a',
        help: 'exception no longer needed: remove it from tests/exceptions/axe.ts',
        target: String(entry.target),
        detail: '',
      });
    }
  }
  return {rest, excused};
}

/**
 * The findings of one page as a readable report: one block per rule with the
 * views it fails in, the element count, and up to five distinct elements.
 */
export function formatFindings(title: string, findings: Finding[]): string {
  if (findings.length === 0) return `${title}: no findings`;
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
  const lines = [`${title}: ${findings.length} violation node(s) in ${byRule.size} rule(s)`];
  for (const [rule, list] of byRule) {
    const perView = new Map<string, number>();
    for (const finding of list) perView.set(finding.view, (perView.get(finding.view) ?? 0) + 1);
    const viewsText = [...perView].map(([view, count]) => `${view}: ${count}`).join(', ');
    lines.push(`  ${rule} (${list[0].impact}) ${list[0].help} — ${viewsText}`);
    const examples = new Map<string, Finding>();
    for (const finding of list) {
      const key = `${finding.target} ${finding.detail}`;
      if (!examples.has(key)) examples.set(key, finding);
    }
    for (const finding of [...examples.values()].slice(0, 5)) {
      lines.push(`    [${finding.view}] ${finding.target}${finding.detail ? ` — ${finding.detail}` : ''}`);
    }
    if (examples.size > 5) lines.push(`    … and ${examples.size - 5} more distinct finding(s)`);
  }
  return lines.join('\n');
}
