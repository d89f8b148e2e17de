import {describe, expect, it} from 'vitest';
import {
  evaluateTargets,
  figure,
  pairTemplates,
  ratio,
  renderMarkdown,
  schedule,
  summarize,
  type ColdLoad,
  type ExamplePress,
  type LighthouseRun,
  type PageMedians,
  type PageRuns,
  type Report,
  type Template,
} from './load-summary';

const lighthouseRun = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1100,
  tbtMs: 40,
  jsKiB: 80,
  benchmarkIndex: 2000,
  ...overrides,
});

const coldLoad = (overrides: Partial<ColdLoad> = {}): ColdLoad => ({
  fcpMs: 1000,
  lcpMs: 1200,
  hydratedMs: 2000,
  domContentLoadedMs: 900,
  loadEventMs: 1500,
  searchPressMs: 2050,
  search: 'took effect',
  searchMs: 300,
  ...overrides,
});

const examplePress = (overrides: Partial<ExamplePress> = {}): ExamplePress => ({
  fcpMs: 1000,
  hydratedMs: 2500,
  pressMs: 1100,
  outcome: 'took effect',
  effectMs: 1600,
  ...overrides,
});

function pageRuns(site: 'bui' | 'stock', path: string, overrides: Partial<PageRuns> = {}): PageRuns {
  return {
    site,
    path,
    simulated: [lighthouseRun()],
    devtools: [lighthouseRun({performance: 90, lcpMs: 2000})],
    cold: [coldLoad()],
    examples: [],
    errors: [],
    ...overrides,
  };
}

const HOME: Template = {label: 'home', bui: '/', stock: '/', examples: false};
const BUTTON: Template = {
  label: 'component page',
  bui: '/docs/components/button',
  stock: '/docs/intro',
  examples: true,
};

describe('figure', () => {
  it('is the median of the runs that gave a value, and says how many did', () => {
    expect(figure([300, null, 100, 200])).toEqual({median: 200, n: 3});
    expect(figure([4, 1, 3, 2])).toEqual({median: 2.5, n: 4});
  });

  it('has no median when no run gave a value', () => {
    expect(figure([null, null])).toEqual({median: null, n: 0});
    expect(figure([])).toEqual({median: null, n: 0});
  });
});

describe('ratio', () => {
  it('divides the BUI figure by the stock one', () => {
    expect(ratio(800, 1000)).toBe(0.8);
  });

  it('gives none when a figure is missing or the anchor is 0', () => {
    expect(ratio(null, 1000)).toBeNull();
    expect(ratio(800, null)).toBeNull();
    expect(ratio(800, 0)).toBeNull();
  });
});

describe('summarize', () => {
  it('takes each figure on its own, and counts lost presses apart from the timed ones', () => {
    const summary = summarize(
      pageRuns('bui', '/docs/components/button', {
        simulated: [lighthouseRun({performance: 90}), lighthouseRun({performance: 99}), lighthouseRun()],
        cold: [
          coldLoad({hydratedMs: 3000}),
          coldLoad({hydratedMs: 1000, search: 'lost', searchMs: null}),
          coldLoad({hydratedMs: 2000, searchMs: 500}),
        ],
        examples: [
          examplePress({effectMs: 100}),
          examplePress({outcome: 'lost', effectMs: null}),
          examplePress({outcome: 'not pressed', pressMs: null, effectMs: null}),
        ],
        errors: ['one'],
      }),
    );
    expect(summary.simulated.performance).toEqual({median: 99, n: 3});
    expect(summary.cold.hydratedMs).toEqual({median: 2000, n: 3});
    // The lost press has no time: the median is of the two that took effect.
    expect(summary.cold.searchMs).toEqual({median: 400, n: 2});
    expect(summary.cold.searchLost).toBe(1);
    expect(summary.examples).toEqual({
      runs: 3,
      pressMs: {median: 1100, n: 2},
      effectMs: {median: 100, n: 1},
      lost: 1,
      notPressed: 1,
    });
    expect(summary.errors).toBe(1);
  });

  it('has no example figures for a page whose examples were not pressed', () => {
    expect(summarize(pageRuns('stock', '/')).examples).toBeNull();
  });
});

/** The BUI and stock medians of the two templates, from one run each with the given changes. */
function medians(bui: Partial<PageRuns> = {}, stock: Partial<PageRuns> = {}, button: Partial<PageRuns> = {}) {
  return [
    summarize(pageRuns('bui', '/', bui)),
    summarize(
      pageRuns('bui', '/docs/components/button', {
        examples: [examplePress()],
        simulated: [lighthouseRun({jsKiB: 100})],
        ...bui,
        ...button,
      }),
    ),
    summarize(pageRuns('stock', '/', {simulated: [lighthouseRun({jsKiB: 100})], ...stock})),
    summarize(pageRuns('stock', '/docs/intro', {simulated: [lighthouseRun({jsKiB: 100})], ...stock})),
  ];
}

const targetsOf = (pages: PageMedians[], templates: Template[] = [HOME, BUTTON]) =>
  evaluateTargets(pairTemplates(templates, pages));
const find = (pages: PageMedians[], name: RegExp, templates?: Template[]) => {
  const target = targetsOf(pages, templates).find((item) => name.test(item.target));
  if (!target) throw new Error(`no target ${String(name)}`);
  return target;
};

describe('evaluateTargets', () => {
  it('passes time to hydrated at 0.8× stock on every template, and fails above it on any', () => {
    const at = find(medians({cold: [coldLoad({hydratedMs: 1600})]}), /hydrated/);
    expect(at.status).toBe('PASS');
    expect(at.rows.map((row) => row.measured)).toEqual([
      '0.80× (BUI 1600 ms / stock 2000 ms)',
      '0.80× (BUI 1600 ms / stock 2000 ms)',
    ]);
    const above = find(medians({}, {}, {cold: [coldLoad({hydratedMs: 1700})]}), /hydrated/);
    expect(above.rows.map((row) => row.status)).toEqual(['FAIL', 'FAIL']);
    expect(above.status).toBe('FAIL');
  });

  it('passes the observed LCP at 0.9× stock', () => {
    expect(find(medians({cold: [coldLoad({lcpMs: 1080})]}), /Largest/).status).toBe('PASS');
    expect(find(medians({cold: [coldLoad({lcpMs: 1090})]}), /Largest/).status).toBe('FAIL');
  });

  it('allows 0.85× the JavaScript without examples and 1.0× with them', () => {
    const js = find(
      medians({simulated: [lighthouseRun({jsKiB: 85})]}, {}, {simulated: [lighthouseRun({jsKiB: 100})]}),
      /JavaScript/,
    );
    expect(js.rows.map((row) => [row.template, row.status])).toEqual([
      ['home', 'PASS'],
      ['component page', 'PASS'],
    ]);
    expect(js.wanted).toMatch(/0\.85× stock without examples, <= 1\.00× with examples/);
    const over = find(
      medians({simulated: [lighthouseRun({jsKiB: 86})]}, {}, {simulated: [lighthouseRun({jsKiB: 101})]}),
      /JavaScript/,
    );
    expect(over.rows.map((row) => row.status)).toEqual(['FAIL', 'FAIL']);
  });

  it('wants a simulated performance of 95 on every BUI template, and the other scores at 100', () => {
    const pages = medians(
      {simulated: [lighthouseRun({performance: 95, jsKiB: 50})]},
      {},
      {
        simulated: [lighthouseRun({performance: 94, seo: 92})],
      },
    );
    const perf = find(pages, /performance/);
    expect(perf.rows.map((row) => [row.measured, row.status])).toEqual([
      ['95', 'PASS'],
      ['94', 'FAIL'],
    ]);
    const quality = find(pages, /accessibility/);
    expect(quality.rows.map((row) => [row.measured, row.status])).toEqual([
      ['100 / 100 / 100', 'PASS'],
      ['100 / 100 / 92', 'FAIL'],
    ]);
  });

  it('fails a lost first press on a live example, and only looks at pages with examples', () => {
    const lost = find(
      medians({}, {}, {examples: [examplePress(), examplePress({outcome: 'lost', effectMs: null})]}),
      /live example/,
    );
    expect(lost.rows).toEqual([{template: 'component page', measured: 'lost 1 of 2 first presses', status: 'FAIL'}]);
    expect(find(medians(), /live example/).status).toBe('PASS');
  });

  it('claims nothing for a template it could not compare: n/a, never PASS', () => {
    const buiOnly = medians().filter((page) => page.site === 'bui');
    const hydrated = find(buiOnly, /hydrated/);
    expect(hydrated.rows.map((row) => [row.measured, row.status])).toEqual([
      ['not measured', 'n/a'],
      ['not measured', 'n/a'],
    ]);
    expect(hydrated.status).toBe('n/a');
    // One template passing and one not measured is not "every template".
    const half = medians({cold: [coldLoad({hydratedMs: 1000})]}).filter((page) => page.path !== '/docs/intro');
    expect(find(half, /hydrated/).status).toBe('n/a');
    // A failure is a failure even in a partial run.
    const failing = medians({cold: [coldLoad({hydratedMs: 5000})]}).filter((page) => page.path !== '/docs/intro');
    expect(find(failing, /hydrated/).status).toBe('FAIL');
  });

  it('passes a stock figure of 0 only when the BUI figure is 0 too', () => {
    const zero = (value: number) => [
      summarize(pageRuns('bui', '/', {cold: [coldLoad({hydratedMs: value})]})),
      summarize(pageRuns('stock', '/', {cold: [coldLoad({hydratedMs: 0})]})),
    ];
    expect(find(zero(0), /hydrated/, [HOME]).status).toBe('PASS');
    expect(find(zero(5), /hydrated/, [HOME]).status).toBe('FAIL');
  });
});

describe('schedule', () => {
  it('takes every page once a round, the sites in turn, which goes first alternating', () => {
    const jobs = schedule({bui: ['/', '/a', '/b'], stock: ['/', '/x']}, 2);
    expect(jobs.map((job) => `${job.round} ${job.site} ${job.path}`)).toEqual([
      '1 stock /',
      '1 bui /',
      '1 bui /a',
      '1 stock /x',
      '1 bui /b',
      '2 bui /',
      '2 stock /',
      '2 stock /x',
      '2 bui /a',
      '2 bui /b',
    ]);
  });

  it('runs one site alone when the other has no pages', () => {
    expect(schedule({bui: [], stock: ['/']}, 3)).toHaveLength(3);
  });
});

describe('renderMarkdown', () => {
  const report = (overrides: Partial<Report> = {}): Report => {
    const pairs = pairTemplates(
      [HOME, BUTTON],
      medians({}, {}, {examples: [examplePress({outcome: 'lost', effectMs: null})]}),
    );
    return {
      machine: {
        date: '2026-11-26T20:00:00.000Z',
        commit: 'abc1234',
        node: 'v20.20.2',
        chromium: 'Chromium 156.0',
        lighthouse: '13.5.0',
        loadAverage: {start: '0.10 0.20 0.30', end: '0.40 0.50 0.60'},
        cores: 2,
      },
      runs: 1,
      partial: false,
      throttling: '150 ms RTT',
      pairs,
      targets: evaluateTargets(pairs),
      errors: [],
      ...overrides,
    };
  };

  it('gives the machine, each target with its templates, and a table per template', () => {
    const text = renderMarkdown(report());
    expect(text).toContain('- Date: 2026-11-26T20:00:00.000Z; commit abc1234');
    expect(text).toContain('load average 0.10 0.20 0.30 at start, 0.40 0.50 0.60 at end');
    expect(text).toContain('- Node v20.20.2; Chromium 156.0; Lighthouse 13.5.0');
    expect(text).toContain('| **Time to hydrated, BUI / stock (observed)** | <= 0.80× stock | all |  | **FAIL** |');
    expect(text).toContain('|  |  | component page | lost 1 of 1 first presses | FAIL |');
    expect(text).toContain('### component page: BUI `/docs/components/button`, stock `/docs/intro`');
    expect(text).toContain('| Cold load: hydrated (`html[data-has-hydrated]`), ms | 2000 | 2000 | 1.00× |');
    expect(text).toContain('| Cold load: first presses on a live example lost | 1 of 1 | no examples |  |');
    expect(text).toContain('| Lighthouse applied (devtools): LCP, ms | 2000 | 2000 | 1.00× |');
    // The home page has no examples: no example rows in its table.
    const home = text.slice(text.indexOf('### home'), text.indexOf('### component page'));
    expect(home).not.toContain('live example');
    expect(text).toContain('## Failed runs and presses that could not be made\n\nNone.');
  });

  it('says when a run is partial or short of runs, and how many runs gave a median', () => {
    const short = report({runs: 3, partial: true});
    const text = renderMarkdown(short);
    expect(text).toContain('- Runs per page: 3 (medians), fewer than the 5 the issue asks for; a partial run');
    // One run of three gave each figure.
    expect(text).toContain('| Cold load: first contentful paint, ms | 1000 (1 of 3) | 1000 (1 of 3) | 1.00× |');
  });

  it('lists what failed, and keeps a | in a cell from splitting it', () => {
    const text = renderMarkdown(
      report({errors: ['bui / (run 2), cold load: no hydration within 60 s'], throttling: 'a | b'}),
    );
    expect(text).toContain('- bui / (run 2), cold load: no hydration within 60 s');
    const table = renderMarkdown(
      report({
        targets: [{target: 'a | b', wanted: 'x', rows: [], status: 'n/a'}],
      }),
    );
    expect(table).toContain('| **a \\| b** | x | all |  | **n/a** |');
  });
});
