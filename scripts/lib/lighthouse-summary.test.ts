import {describe, expect, it} from 'vitest';
import {
  extractRun,
  formatChecks,
  formatSiteTable,
  lcpElementOf,
  median,
  ratio,
  summarizePage,
  targetChecks,
  type PageSpec,
  type PageSummary,
  type RunMetrics,
} from './lighthouse-summary';

/** The parts of a Lighthouse 13 JSON report the benchmark reads, in the shape Lighthouse writes them. */
function report(overrides: {perf?: number | null; lcp?: number; scripts?: number[]} = {}) {
  return {
    lighthouseVersion: '13.5.0',
    environment: {benchmarkIndex: 2540},
    categories: {
      performance: {score: overrides.perf === undefined ? 0.99 : overrides.perf},
      accessibility: {score: 1},
      'best-practices': {
        score: 0.96,
        auditRefs: [
          {id: 'errors-in-console', weight: 1},
          {id: 'is-on-https', weight: 5},
        ],
      },
      seo: {
        score: 1,
        auditRefs: [
          {id: 'is-crawlable', weight: 1},
          // Unweighted (manual) audits do not count.
          {id: 'structured-data', weight: 0},
        ],
      },
    },
    audits: {
      'first-contentful-paint': {numericValue: 812.4},
      'largest-contentful-paint': {numericValue: overrides.lcp ?? 1234.5},
      'total-blocking-time': {numericValue: 20},
      'cumulative-layout-shift': {numericValue: 0.0012},
      'network-requests': {
        details: {
          type: 'table',
          items: [
            {url: 'http://x/', resourceType: 'Document', transferSize: 9000},
            ...(overrides.scripts ?? [10240, 20480]).map((size, index) => ({
              url: `http://x/${index}.js`,
              resourceType: 'Script',
              transferSize: size,
            })),
            // A route prefetch: Chrome types it Other, and it is not this page's code.
            {url: 'http://x/other.js', resourceType: 'Other', transferSize: 50000},
          ],
        },
      },
      'lcp-breakdown-insight': {
        score: 1,
        scoreDisplayMode: 'informative',
        metricSavings: {LCP: 0},
        details: {
          type: 'list',
          items: [
            {type: 'table', items: [{subpart: 'timeToFirstByte', duration: 6}]},
            {type: 'node', selector: 'main > article > h1', nodeLabel: 'Button', snippet: '<h1 class="title">'},
          ],
        },
      },
      'render-blocking-insight': {
        title: 'Render-blocking requests',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: {FCP: 300, LCP: 150, CLS: 0.5},
      },
      'unused-javascript': {
        title: 'Reduce unused JavaScript',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        metricSavings: {LCP: 0},
        details: {type: 'opportunity', overallSavingsMs: 0, overallSavingsBytes: 40960},
      },
      // Restates TBT: informative, not something to fix.
      'long-tasks': {
        title: 'Avoid long main-thread tasks',
        score: 1,
        scoreDisplayMode: 'informative',
        metricSavings: {TBT: 700},
      },
      // Passes, though it still estimates a little.
      'cache-insight': {
        title: 'Use efficient cache lifetimes',
        score: 1,
        scoreDisplayMode: 'metricSavings',
        metricSavings: {LCP: 90},
      },
      'font-display-insight': {
        title: 'Font display',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: {FCP: 0, LCP: 0},
      },
      'is-on-https': {title: 'Uses HTTPS', score: 1},
      'errors-in-console': {title: 'No browser errors logged to the console', score: 0},
      'is-crawlable': {title: 'Page isn’t blocked from indexing', score: 1},
      'structured-data': {title: 'Structured data is valid', score: 0},
    },
  };
}

const page = (path: string, kind: PageSpec['kind'] = 'template'): PageSpec => ({label: path, path, kind});

function summary(path: string, figures: Partial<PageSummary['median']>, kind: PageSpec['kind'] = 'template') {
  const run: RunMetrics = {...extractRun(report()), ...figures};
  return summarizePage(page(path, kind), [run]);
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('extractRun', () => {
  it('reads scores as 0-100, the metrics, the scripts on the wire and what to fix', () => {
    const run = extractRun(report());
    expect(run).toMatchObject({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 812.4,
      lcpMs: 1234.5,
      tbtMs: 20,
      cls: 0.0012,
      jsKiB: 30,
      benchmarkIndex: 2540,
      lcpElement: 'main > article > h1 "Button"',
      failedAudits: ['best-practices: errors-in-console'],
    });
    // The CLS saving (a score) is not counted as ms; passing, informative and saving-nothing audits are left out.
    expect(run.opportunities).toEqual([
      {id: 'render-blocking-insight', title: 'Render-blocking requests', savingsMs: 300, savingsBytes: 0},
      {id: 'unused-javascript', title: 'Reduce unused JavaScript', savingsMs: 0, savingsBytes: 40960},
    ]);
  });

  it('fails on a run Lighthouse could not score, naming why', () => {
    expect(() => extractRun(report({perf: null}))).toThrow(/score for "performance"/);
    expect(() => extractRun({...report(), runtimeError: {code: 'NO_FCP', message: 'The page did not paint'}})).toThrow(
      /NO_FCP/,
    );
    const {audits, ...noAudits} = report();
    expect(audits).toBeDefined();
    expect(() => extractRun(noAudits)).toThrow(/no audits/);
    const withoutRequests = report();
    delete (withoutRequests.audits as Record<string, unknown>)['network-requests'];
    expect(() => extractRun(withoutRequests)).toThrow(/network-requests/);
  });

  it('names the LCP element from Lighthouse 12’s audit too', () => {
    const old = report();
    const audits = old.audits as Record<string, unknown>;
    delete audits['lcp-breakdown-insight'];
    expect(extractRun(old).lcpElement).toBeNull();
    audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [{type: 'table', items: [{node: {type: 'node', selector: 'h1', nodeLabel: 'Hi'}}]}],
      },
    };
    expect(extractRun(old).lcpElement).toBe('h1 "Hi"');
  });

  it('names an image by its markup when it has no text', () => {
    expect(lcpElementOf({items: [{node: {type: 'node', selector: 'img.hero', snippet: '<img  src="a.png">'}}]})).toBe(
      'img.hero <img src="a.png">',
    );
    expect(lcpElementOf({type: 'list', items: []})).toBeNull();
  });
});

describe('summarizePage', () => {
  it('takes each figure’s median on its own, and the element most runs named', () => {
    const runs = [1000, 3000, 2000].map((lcp, index) => ({
      ...extractRun(report({lcp, scripts: [1024 * (index + 1)]})),
      lcpElement: index === 0 ? 'p' : 'h1',
    }));
    const result = summarizePage(page('/'), runs);
    expect(result.runs).toBe(3);
    expect(result.median.lcpMs).toBe(2000);
    expect(result.median.jsKiB).toBe(2);
    expect(result.lcpElement).toBe('h1');
  });

  it('ranks savings by their median, counting a run that did not list one as 0', () => {
    const base = extractRun(report());
    const big = {id: 'big', title: 'Big', savingsMs: 900, savingsBytes: 0};
    const runs = [{...base, opportunities: [big]}, base, base];
    const result = summarizePage(page('/'), runs);
    // "Big" appeared once in three runs: median 0, so it is not a top saving.
    expect(result.opportunities.map((item) => item.id)).toEqual(['render-blocking-insight', 'unused-javascript']);
  });
});

describe('targetChecks', () => {
  const paths = {noExamples: '/intro', component: '/button', stockDocs: '/docs/intro'};
  const stock = [
    summary('/', {tbtMs: 100, lcpMs: 2000, jsKiB: 200}),
    summary('/docs/intro', {tbtMs: 60, lcpMs: 2400, jsKiB: 200}),
  ];

  it('passes a site that meets every target', () => {
    const bui = [
      summary('/', {tbtMs: 20, lcpMs: 1200, performance: 99, bestPractices: 100}),
      summary('/button', {tbtMs: 30, lcpMs: 1400, jsKiB: 200, bestPractices: 100}),
      summary('/intro', {tbtMs: 500, lcpMs: 9000, jsKiB: 170, bestPractices: 100}, 'extra'),
    ];
    const checks = targetChecks(bui, stock, paths);
    expect(checks.map((check) => `${check.label}: ${check.status}`)).toEqual([
      'BUI performance: PASS',
      'BUI accessibility: PASS',
      'BUI best practices: PASS',
      'BUI SEO: PASS',
      // 25 ms / 80 ms: the extra page's 500 ms is not a template.
      'TBT median over templates, BUI / stock: PASS',
      'LCP median over templates, BUI / stock: PASS',
      'BUI LCP median over templates: PASS',
      'JS of /intro / stock /docs/intro: PASS',
      'JS of /button / stock /docs/intro: PASS',
    ]);
    expect(checks[4].measured).toBe('0.31 (BUI 25 ms / stock 80 ms)');
  });

  it('fails each target a site misses, naming the pages', () => {
    const bui = [
      summary('/', {tbtMs: 50, lcpMs: 1700, performance: 97, seo: 92}),
      summary('/button', {tbtMs: 50, lcpMs: 1700, jsKiB: 200.1}),
      summary('/intro', {jsKiB: 171}, 'extra'),
    ];
    const checks = targetChecks(bui, stock, paths);
    expect(checks.map((check) => check.status)).toEqual([
      'FAIL',
      'PASS',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
    ]);
    expect(checks[0].measured).toBe('lowest 97 (/), 1 of 3 pages below');
    expect(checks[2].measured).toBe('lowest 96 (/), 3 of 3 pages below');
  });

  it('says n/a, never PASS, for what the run did not measure', () => {
    const checks = targetChecks([summary('/', {})], [], paths);
    expect(checks.slice(4).map((check) => check.status)).toEqual(['n/a', 'n/a', 'PASS', 'n/a', 'n/a']);
    expect(targetChecks([], [], paths)[0].status).toBe('n/a');
  });

  it('compares with a stock TBT of 0 ms without dividing by it', () => {
    expect(ratio(10, 0)).toBeNull();
    const zero = [summary('/', {tbtMs: 0})];
    expect(targetChecks([summary('/', {tbtMs: 0})], zero, paths)[4].status).toBe('PASS');
    expect(targetChecks([summary('/', {tbtMs: 10})], zero, paths)[4]).toMatchObject({
      status: 'FAIL',
      measured: 'no ratio (BUI 10 ms / stock 0 ms)',
    });
  });
});

describe('the tables', () => {
  it('prints one row per page, with what to fix under it', () => {
    const text = formatSiteTable('BUI', [summary('/docs/x', {}), summary('/intro', {}, 'extra')]);
    expect(text).toContain('/docs/x');
    expect(text).toMatch(/\/intro \*\s+\/intro\s+1\s+99\s+100\s+96\s+100\s+812\s+1235\s+20\s+0\.001\s+30\.0\s+2540/);
    expect(text).toContain('* not a template');
    expect(text).toContain('failing audits: best-practices: errors-in-console');
    expect(text).toContain('LCP element: main > article > h1 "Button"');
    expect(text).toContain('top savings: Render-blocking requests (300 ms); Reduce unused JavaScript (40.0 KiB)');
    const checks = formatChecks(
      targetChecks([summary('/', {})], [], {noExamples: 'a', component: 'b', stockDocs: 'c'}),
    );
    expect(checks.split('\n')[1]).toMatch(/^BUI performance\s+lowest 99 \(\/\)\s+>= 98 on every page\s+PASS$/);
  });
});
