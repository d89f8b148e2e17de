import type {Browser, Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {specRoutes} from '../../src/spec-routes';
import {axeExceptions} from '../exceptions/axe';
import {
  axeFindings,
  excuse,
  formatFindings,
  newReaderContext,
  notFoundConsoleError,
  notFoundPath,
  toggleColourMode,
  viewName,
  waitForSettledPage,
  widths,
  type Finding,
  type Width,
} from './helpers';

/**
 * Gate 1: axe-core on every page of the spec's route table and the not-found
 * page, light and dark, desktop and mobile — zero violations of any impact.
 * One test per route scans the four views (two loads: light, then the
 * toggle to dark, at each width), so a failure lists all of a page's
 * findings at once and the run reports by page. Colour contrast is one of
 * axe's rules, so code blocks, admonitions, the announcement bar (shown on
 * every fresh visit) and tags are measured wherever they appear; the search
 * modal and the search page with results, which need a reader's input to
 * appear, are scanned in the tests at the end.
 */

/**
 * Loads `path` at the given width and returns the findings of `scan` in light
 * mode and, after the reader's toggle, in dark mode: one page load per width.
 */
async function scanBothModes(
  browser: Browser,
  width: Width,
  path: string,
  scan: (page: Page, view: string) => Promise<Finding[]>,
  expectedStatus = 200,
): Promise<Finding[]> {
  const context = await newReaderContext(browser, width);
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), `${path} HTTP status`).toBe(expectedStatus);
    await waitForSettledPage(page, 'light');
    const findings = await scan(page, viewName({mode: 'light', width}));
    await toggleColourMode(page, 'dark');
    findings.push(...(await scan(page, viewName({mode: 'dark', width}))));
    return findings;
  } finally {
    await context.close();
  }
}

/** Every finding on one page at the given widths, light and dark. */
async function scanPage(browser: Browser, route: string, status = 200, at: readonly Width[] = widths): Promise<void> {
  const findings: Finding[] = [];
  for (const width of at) {
    findings.push(...(await scanBothModes(browser, width, route, axeFindings, status)));
  }
  const {rest, excused} = excuse(
    findings,
    axeExceptions.filter((entry) => entry.routes?.includes(route)),
  );
  expect(rest.length, formatFindings(`axe on ${route} (${excused} excused by tests/exceptions/axe.ts)`, rest)).toBe(0);
}

test.describe('axe: every page, light and dark, desktop and mobile', () => {
  for (const route of specRoutes) {
    // One test per width, so the two halves of a long page run in parallel; a component page
    // with dozens of live examples gets the longer timeout its scans need on a 2-core machine.
    for (const width of widths) {
      test(`${route} has no accessibility violations at ${width.width} px`, async ({browser}) => {
        if (route.startsWith('/docs/components/')) test.slow();
        await scanPage(browser, route, 200, [width]);
      });
    }
  }

  test.describe('the not-found page', () => {
    // Chromium logs the page's own 404 status.
    test.use({expectedConsoleErrors: [notFoundConsoleError]});
    test(`${notFoundPath} has no accessibility violations`, async ({browser}) => {
      await scanPage(browser, notFoundPath, 404);
    });
  });
});

test.describe('axe: search with results, light and dark, desktop and mobile', () => {
  test('the search modal, open with results, has no accessibility violations', async ({browser}) => {
    const findings: Finding[] = [];
    for (const width of widths) {
      const scanModal = async (page: Page, view: string) => {
        await page.locator('.navbar .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('button');
        await page.locator('.DocSearch-Hit').first().waitFor();
        // The whole page: the modal's backdrop and focus trap matter as much as its own colours.
        const found = await axeFindings(page, view);
        await page.keyboard.press('Escape');
        await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
        return found;
      };
      findings.push(...(await scanBothModes(browser, width, '/docs/components/button', scanModal)));
    }
    // The one documented exception (DocSearch's hit rows) applies here only.
    const {rest, excused} = excuse(findings);
    expect(rest.length, formatFindings(`axe on the search modal (${excused} excused by axe-exceptions.ts)`, rest)).toBe(
      0,
    );
  });

  test('/search?q=button, with results, has no accessibility violations', async ({browser}) => {
    const findings: Finding[] = [];
    for (const width of widths) {
      const scanResults = async (page: Page, view: string) => {
        await page.locator('main article').first().waitFor();
        return axeFindings(page, view);
      };
      findings.push(...(await scanBothModes(browser, width, '/search?q=button', scanResults)));
    }
    expect(findings.length, formatFindings('axe on /search?q=button', findings)).toBe(0);
  });
});
