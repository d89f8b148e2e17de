import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Locator, Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {specRoutes} from '../../tooling/spec-routes';
import {ownPageChecks} from '../site/own-page';
import {exampleSweep, formatLayoutFindings, pagesWithExamples} from '../components/example-layout';
import {axeExceptions} from '../exceptions/axe';
import {
  axeFindings,
  COLOUR_RULES,
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
  type Mode,
  type Width,
} from './helpers';

/**
 * Gate 1: axe-core on every page of the spec's route table and the not-found
 * page, light and dark, at desktop width, and at phone width where the page
 * has markup of its own there (phoneRoutes) — zero violations of any impact.
 * One test per route and width loads the page as a reader who chose dark
 * mode and scans it as it first shows, before any gesture: the live examples
 * still hold their server markup, which is what such a reader sees until
 * they move the pointer or scroll. Then, once the page and its examples have
 * hydrated, it toggles to light and scans again. A failure lists the page's
 * findings at once and the run reports by page.
 * The dark scan runs the colour rules (COLOUR_RULES): the modes differ in
 * colours only, so every other rule would repeat the light scan's verdict,
 * at about a third of the scan's time on a component page. Colour contrast is one of
 * axe's rules, so code blocks, admonitions, the announcement bar (shown on
 * every fresh visit) and tags are measured wherever they appear; the search
 * modal and the search page with results, which need a reader's input to
 * appear, are scanned in the tests at the end.
 *
 * Issue 22, parts 2 and 4: on a docs page with live examples, the desktop
 * test goes on, on the same load, to sweep them (exampleSweep in
 * tests/components/example-layout.ts): layout at every frame width in both
 * directions and on a phone screen, target sizes, and forced colours. A load
 * of its own cost each page 1.7–3.2 s, and an axe injection, on this machine.
 */

/** The two widths every page is seen at. */
const [desktop, phone] = widths;

/** Every rule in light mode; in dark mode the colour rules only (see above). */
const rulesFor = (mode: Mode): readonly string[] | undefined => (mode === 'dark' ? COLOUR_RULES : undefined);

/** Checks a test makes on the same load as its scan (tests/site/own-page.ts): `watch` before it, `verify` once settled. */
type LoadChecks = ReturnType<typeof ownPageChecks>;

/** What a test does on the desktop load once both scans are done (the examples' sweep). */
type AfterScans = (page: Page) => Promise<void>;

/**
 * Loads `path` once at desktop width and returns the findings of `scan` in
 * light mode and, after the reader's toggle, in dark mode; then narrows the
 * window to phone width (the layout follows the viewport, no reload needed)
 * and scans dark, when `darkAtPhone`, and light again.
 */
async function scanAtBothWidths(
  browser: Browser,
  path: string,
  scan: (page: Page, view: string, mode: Mode) => Promise<Finding[]>,
  {darkAtPhone = true}: {darkAtPhone?: boolean} = {},
): Promise<Finding[]> {
  const context = await newReaderContext(browser, desktop);
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status(), `${path} HTTP status`).toBe(200);
    await waitForSettledPage(page, 'light');
    const findings = await scan(page, viewName({mode: 'light', width: desktop}), 'light');
    await toggleColourMode(page, 'dark');
    findings.push(...(await scan(page, viewName({mode: 'dark', width: desktop}), 'dark')));
    await page.setViewportSize({width: phone.width, height: phone.height});
    if (darkAtPhone) findings.push(...(await scan(page, viewName({mode: 'dark', width: phone}), 'dark')));
    await toggleColourMode(page, 'light');
    findings.push(...(await scan(page, viewName({mode: 'light', width: phone}), 'light')));
    return findings;
  } finally {
    await context.close();
  }
}

/**
 * The route sweep's load (see Gate 1): dark as the page first shows, with no
 * gesture and its examples not yet hydrated, then light once everything has
 * hydrated, after `checks` on the same load.
 */
async function scanFirstShownDarkThenLight(
  browser: Browser,
  width: Width,
  path: string,
  expectedStatus: number,
  checks?: LoadChecks,
  afterScans?: AfterScans,
): Promise<Finding[]> {
  const context = await newReaderContext(browser, width, 'dark');
  try {
    const page = await context.newPage();
    checks?.watch(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path} HTTP status`).toBe(expectedStatus);
    await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const findings = await axeFindings(
      page,
      `${viewName({mode: 'dark', width})} as first shown`,
      undefined,
      COLOUR_RULES,
    );
    await waitForSettledPage(page, 'dark');
    if (checks) await test.step('its own page, with only its code', () => checks.verify(page));
    await toggleColourMode(page, 'light');
    findings.push(...(await axeFindings(page, viewName({mode: 'light', width}))));
    if (afterScans) await afterScans(page);
    return findings;
  } finally {
    await context.close();
  }
}

/** A container query, or a media query on the viewport's width. */
const NARROW_LAYOUT = /@container|@media[^{]*\bwidth\b/;

/**
 * At phone width, a scan would repeat the desktop's verdicts except on markup
 * or styles that exist only at that width: the chrome's phone layout (the
 * navbar's menu button, the table of contents' toggle, the search page's
 * narrow form), shown on one page of each template, and the compact layouts
 * of the components whose styles switch at a narrow container or viewport
 * (@container, or @media on the width, in their CSS modules). Those pages get
 * both scans at phone width, light with every rule and dark with the colour
 * rules; the other 60-odd component, doc and post pages are scanned at
 * desktop width only, which saves about a tenth of the browser suite's time.
 */
const phoneRoutes = new Set([
  '/',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/hello',
  '/blog/welcome',
  '/search',
  '/docs',
  '/docs/tags',
  '/docs/tags/web',
  '/docs/category/components',
  '/docs/getting-started/intro',
  '/docs/test-doc',
  '/docs/components/button',
  ...componentsWithNarrowLayouts().map((slug) => `/docs/components/${slug}`),
]);

/** The slugs of the components whose CSS modules switch layout at a narrow container or viewport. */
function componentsWithNarrowLayouts(): string[] {
  const bui = path.resolve(__dirname, '..', '..', 'src', 'bui');
  return readdirSync(bui, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .filter((entry) =>
      readdirSync(path.join(bui, entry.name))
        .filter((file) => file.endsWith('.module.css'))
        .some((file) => NARROW_LAYOUT.test(readFileSync(path.join(bui, entry.name, file), 'utf8'))),
    )
    .map((entry) => entry.name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase());
}

/**
 * Every finding on one page at the given widths, light and dark (at phone width: see phoneRoutes), after
 * `checks` on the desktop load, and `afterScans` on that load once it is scanned.
 */
async function scanPage(
  browser: Browser,
  route: string,
  status = 200,
  at: readonly Width[] = widths,
  checks?: LoadChecks,
  afterScans?: AfterScans,
): Promise<void> {
  const findings: Finding[] = [];
  for (const width of at) {
    const onDesktop = width.name === 'desktop';
    findings.push(
      ...(await scanFirstShownDarkThenLight(
        browser,
        width,
        route,
        status,
        onDesktop ? checks : undefined,
        onDesktop ? afterScans : undefined,
      )),
    );
  }
  const {rest, excused} = excuse(
    findings,
    axeExceptions.filter((entry) => entry.routes?.includes(route) && !entry.opened),
  );
  expect(rest.length, formatFindings(`axe on ${route} (${excused} excused by tests/exceptions/axe.ts)`, rest)).toBe(0);
}

/** The docs pages with live examples: their desktop test goes on to sweep the examples (exampleSweep). */
const withExamples = new Set(pagesWithExamples());

/**
 * Issue 22, parts 2 and 4, on the desktop load of a page with examples, once axe has scanned it in light with every
 * rule: each example's layout, target sizes and forced colours (exampleSweep). Its findings are soft, so a failing
 * test reports them beside axe's.
 */
const sweepExamples =
  (route: string): AfterScans =>
  async (page) => {
    const {layout, forced} = await test.step('its examples: layout, target sizes, forced colours', () =>
      exampleSweep(page));
    expect.soft(layout.length, formatLayoutFindings(route, layout)).toBe(0);
    expect
      .soft(
        forced.findings.length,
        formatLayoutFindings(
          `${route} in forced colours (${forced.controls} controls, ${forced.states} states)`,
          forced.findings,
        ),
      )
      .toBe(0);
  };

test('the sweep of examples covers every docs page with examples', () => {
  expect(withExamples.size).toBeGreaterThan(40);
  expect(withExamples).toContain('/docs/components/table');
  expect([...withExamples].filter((route) => !specRoutes.includes(route))).toEqual([]);
});

test('every page scanned at phone width is a route of the spec', () => {
  expect([...phoneRoutes].filter((route) => !specRoutes.includes(route))).toEqual([]);
  expect(phoneRoutes.size).toBeGreaterThan(15);
});

test.describe('every route: its own page, and axe light and dark, desktop and mobile', () => {
  for (const route of specRoutes) {
    // One test per width, so the two halves of a long page run in parallel; a component page
    // with dozens of live examples gets the longer timeout its scans need on a 2-core machine.
    // At phone width only the pages with markup of their own there (phoneRoutes); elsewhere the phone scan
    // repeated the desktop's verdicts. The desktop load also checks the route itself (tests/site/own-page.ts)
    // and, on a page with live examples, sweeps them (exampleSweep), so the suite loads each route once for all three.
    for (const width of widths.filter((each) => each.name === 'desktop' || phoneRoutes.has(route))) {
      const sweep = width.name === 'desktop' && withExamples.has(route);
      const title =
        width.name === 'desktop'
          ? `${route} renders its own page, cleanly, loading only the design-system code it shows, with no accessibility violations at ${width.width} px${sweep ? `; its examples stay inside their previews in both directions at every frame width and on a ${phone.width} px screen, and keep their boundaries, states and focus in forced colours` : ''}`
          : `${route} has no accessibility violations at ${width.width} px`;
      test(title, async ({browser, baseURL}) => {
        if (route.startsWith('/docs/components/') || sweep) test.slow();
        await scanPage(
          browser,
          route,
          200,
          [width],
          ownPageChecks(route, baseURL),
          sweep ? sweepExamples(route) : undefined,
        );
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
    const scanModal = async (page: Page, view: string, mode: Mode) => {
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('button');
      await page.locator('.DocSearch-Hit').first().waitFor();
      // The whole page: the modal's backdrop and focus trap matter as much as its own colours.
      const found = await axeFindings(page, view, undefined, rulesFor(mode));
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      return found;
    };
    const findings = await scanAtBothWidths(browser, '/docs/components/button', scanModal);
    // The one documented exception (DocSearch's hit rows) applies here only.
    const {rest, excused} = excuse(findings);
    expect(rest.length, formatFindings(`axe on the search modal (${excused} excused by axe-exceptions.ts)`, rest)).toBe(
      0,
    );
  });

  test('/search?q=button, with results, has no accessibility violations', async ({browser}) => {
    const scanResults = async (page: Page, view: string, mode: Mode) => {
      await page.locator('main article').first().waitFor();
      return axeFindings(page, view, undefined, rulesFor(mode));
    };
    const findings = await scanAtBothWidths(browser, '/search?q=button', scanResults);
    expect(findings.length, formatFindings('axe on /search?q=button', findings)).toBe(0);
  });
});

/**
 * Live examples whose overlays appear only when a reader opens them: each is
 * opened from its hero example and the whole page scanned with it open (the
 * rest of the page must be inert or hidden from assistive technology as the
 * pattern says), light and dark, desktop and phone.
 */
interface OpenedExample {
  route: string;
  component: string;
  /** opens the overlay from the example's preview and returns it */
  open: (preview: Locator, page: Page) => Promise<Locator>;
  /** closes it again; Escape unless said otherwise */
  close?: (page: Page, overlay: Locator) => Promise<void>;
}

const openedExamples: OpenedExample[] = [
  {
    route: '/docs/components/modal',
    component: 'Modal',
    open: async (preview, page) => {
      await preview.getByRole('button', {name: 'Delete request'}).click();
      return page.getByRole('alertdialog');
    },
  },
  {
    route: '/docs/components/side-drawer',
    component: 'SideDrawer',
    open: async (preview, page) => {
      await preview.getByRole('button', {name: 'View request'}).click();
      return page.getByRole('dialog');
    },
  },
  {
    route: '/docs/components/context-menu',
    component: 'ContextMenu',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('menu');
    },
  },
  {
    route: '/docs/components/button-split',
    component: 'ButtonSplit',
    open: async (preview, page) => {
      await preview.getByRole('button').nth(1).click();
      return page.getByRole('menu');
    },
  },
  {
    route: '/docs/components/select',
    component: 'Select',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('listbox');
    },
  },
  {
    route: '/docs/components/typeahead',
    component: 'Typeahead',
    open: async (preview, page) => {
      await preview.getByRole('combobox').first().fill('a');
      return page.getByRole('listbox');
    },
  },
  {
    route: '/docs/components/date-picker',
    component: 'DatePicker',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('grid');
    },
  },
  {
    route: '/docs/components/date-range-picker',
    component: 'DateRangePicker',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('grid');
    },
  },
  {
    route: '/docs/components/file-selector',
    component: 'FileSelector',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('dialog');
    },
  },
  {
    route: '/docs/components/toast',
    component: 'Toast',
    open: async (preview, page) => {
      await preview.getByRole('button').first().click();
      return page.getByRole('alert').first();
    },
    // Focus stays on the button that raised it, so Escape does not reach the toast: dismiss it.
    close: async (page, overlay) => {
      await page.getByRole('button', {name: 'Dismiss'}).first().click();
      await overlay.waitFor({state: 'hidden'});
    },
  },
];

test.describe('axe: live examples opened, light and dark, desktop and mobile', () => {
  for (const {route, component, open, close} of openedExamples) {
    test(`${component}, opened on ${route}, has no accessibility violations`, async ({browser}) => {
      test.slow();
      const scanOpened = async (page: Page, view: string, mode: Mode) => {
        const preview = page
          .locator(`figure[data-example="src/bui/${component}/examples/Hero.tsx"] [data-example-preview]`)
          .first();
        // React may replace the preview's element while the page settles: scroll to whichever
        // element is there once it stays attached.
        await expect(async () => preview.scrollIntoViewIfNeeded({timeout: 2_000})).toPass();
        // react-aria closes a combobox's list when the page under it scrolls, and a
        // late scroll (layout settling on a loaded machine) can land mid-scan: the
        // findings count only if the overlay was still open when the scan ended.
        let overlay = await open(preview, page);
        let found: Finding[] = [];
        for (let attempt = 1; ; attempt += 1) {
          await overlay.waitFor();
          found = await axeFindings(page, view, undefined, rulesFor(mode));
          if (await overlay.isVisible()) break;
          if (attempt === 3) throw new Error(`${component}'s overlay closed during each of ${attempt} scans`);
          overlay = await open(preview, page);
        }
        if (close) {
          await close(page, overlay);
        } else {
          await page.keyboard.press('Escape');
          await overlay.waitFor({state: 'hidden'});
        }
        return found;
      };
      // Dark at phone width where the component has a narrow layout of its own, as in the route sweep.
      const findings = await scanAtBothWidths(browser, route, scanOpened, {darkAtPhone: phoneRoutes.has(route)});
      const {rest, excused} = excuse(
        findings,
        axeExceptions.filter((entry) => entry.opened && entry.routes?.includes(route)),
      );
      expect(rest.length, formatFindings(`axe on ${component} opened (${excused} excused)`, rest)).toBe(0);
    });
  }
});
