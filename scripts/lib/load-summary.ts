// The arithmetic and text of `npm run bench:load` (scripts/bench-load.ts),
// free of browsers and servers so it can be unit-tested: the medians of each
// page's runs, BUI / stock ratios per template, the targets of issue 21 as
// PASS/FAIL, and bench-results/load.md.
import type {Site} from './bench-sites';
import type {RunMetrics} from './lighthouse-summary';
import {median} from './stats';

/** One of the issue's templates: the BUI page and the stock starter's page it is compared with. */
export interface Template {
  label: string;
  bui: string;
  stock: string;
  /**
   * The BUI page has live examples: its JavaScript may reach 1.0× the
   * stock page's instead of 0.85×, and the first press on an example is timed.
   */
  examples: boolean;
}

/** What load.json keeps of one Lighthouse run. */
export type LighthouseRun = Pick<
  RunMetrics,
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'jsKiB' | 'benchmarkIndex'
>;

/**
 * What became of a press: its effect came (`took effect`), it never came
 * within the wait (`lost`), or the press could not be made (`not pressed`,
 * the run's error says why).
 */
export type Outcome = 'took effect' | 'lost' | 'not pressed';

/** One cold load under applied throttling; times in ms from the start of navigation, null when not seen. */
export interface ColdLoad {
  fcpMs: number | null;
  lcpMs: number | null;
  /** When `html[data-has-hydrated]` appeared. */
  hydratedMs: number | null;
  domContentLoadedMs: number | null;
  loadEventMs: number | null;
  /** When the search button was pressed (the event's time). */
  searchPressMs: number | null;
  search: Outcome;
  /** From that press until the modal's input had focus. */
  searchMs: number | null;
}

/** One cold load in which a live example is pressed at first paint. */
export interface ExamplePress {
  fcpMs: number | null;
  hydratedMs: number | null;
  /** When the example was pressed (the event's time). */
  pressMs: number | null;
  outcome: Outcome;
  /** From that press until its effect showed in the DOM. */
  effectMs: number | null;
}

/** Every run of one page of one site. */
export interface PageRuns {
  site: Site;
  path: string;
  simulated: LighthouseRun[];
  devtools: LighthouseRun[];
  cold: ColdLoad[];
  examples: ExamplePress[];
  /** Runs that gave nothing, and why. */
  errors: string[];
}

/** A median and how many runs gave a value for it. */
export interface Figure {
  median: number | null;
  n: number;
}

export function figure(values: readonly (number | null)[]): Figure {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return {median: present.length ? median(present) : null, n: present.length};
}

type LighthouseFigures = Record<keyof LighthouseRun, Figure>;

export interface PageMedians {
  site: Site;
  path: string;
  simulated: LighthouseFigures;
  devtools: LighthouseFigures;
  cold: {
    runs: number;
    fcpMs: Figure;
    lcpMs: Figure;
    hydratedMs: Figure;
    domContentLoadedMs: Figure;
    loadEventMs: Figure;
    searchMs: Figure;
    searchLost: number;
  };
  /** Null when the page's examples were not pressed (the stock pages, the BUI pages without examples). */
  examples: {runs: number; pressMs: Figure; effectMs: Figure; lost: number; notPressed: number} | null;
  errors: number;
}

const LIGHTHOUSE_KEYS: readonly (keyof LighthouseRun)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'jsKiB',
  'benchmarkIndex',
];

function lighthouseFigures(runs: readonly LighthouseRun[]): LighthouseFigures {
  return Object.fromEntries(
    LIGHTHOUSE_KEYS.map((key) => [key, figure(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
}

export function summarize(runs: PageRuns): PageMedians {
  const cold = (pick: (run: ColdLoad) => number | null) => figure(runs.cold.map(pick));
  return {
    site: runs.site,
    path: runs.path,
    simulated: lighthouseFigures(runs.simulated),
    devtools: lighthouseFigures(runs.devtools),
    cold: {
      runs: runs.cold.length,
      fcpMs: cold((run) => run.fcpMs),
      lcpMs: cold((run) => run.lcpMs),
      hydratedMs: cold((run) => run.hydratedMs),
      domContentLoadedMs: cold((run) => run.domContentLoadedMs),
      loadEventMs: cold((run) => run.loadEventMs),
      searchMs: cold((run) => run.searchMs),
      searchLost: runs.cold.filter((run) => run.search === 'lost').length,
    },
    examples: runs.examples.length
      ? {
          runs: runs.examples.length,
          pressMs: figure(runs.examples.map((run) => run.pressMs)),
          effectMs: figure(runs.examples.map((run) => run.effectMs)),
          lost: runs.examples.filter((run) => run.outcome === 'lost').length,
          notPressed: runs.examples.filter((run) => run.outcome === 'not pressed').length,
        }
      : null,
    errors: runs.errors.length,
  };
}

/** measured / anchor; null when either is missing or the anchor is 0 (no ratio can be drawn). */
export function ratio(measured: number | null, anchor: number | null): number | null {
  if (measured === null || anchor === null || anchor === 0) return null;
  return measured / anchor;
}

export type Status = 'PASS' | 'FAIL' | 'n/a';

export interface TargetRow {
  template: string;
  measured: string;
  status: Status;
}

export interface Target {
  target: string;
  wanted: string;
  rows: TargetRow[];
  /**
   * FAIL when any template fails; PASS only when every template was measured
   * and passes; n/a otherwise (a partial run cannot claim "every template").
   */
  status: Status;
}

function overall(rows: readonly TargetRow[]): Status {
  if (rows.some((row) => row.status === 'FAIL')) return 'FAIL';
  if (rows.length && rows.every((row) => row.status === 'PASS')) return 'PASS';
  return 'n/a';
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (value: number) => `${value.toFixed(1)} KiB`;

/** The BUI and stock figures of each template, for the targets and the tables. */
export interface TemplateMedians {
  template: Template;
  bui: PageMedians | undefined;
  stock: PageMedians | undefined;
}

export function pairTemplates(templates: readonly Template[], pages: readonly PageMedians[]): TemplateMedians[] {
  const find = (site: Site, path: string) => pages.find((page) => page.site === site && page.path === path);
  return templates.map((template) => ({
    template,
    bui: find('bui', template.bui),
    stock: find('stock', template.stock),
  }));
}

function ratioRow(
  pair: TemplateMedians,
  pick: (page: PageMedians) => Figure,
  limit: number,
  unit: (value: number) => string,
): TargetRow {
  const bui = pair.bui ? pick(pair.bui).median : null;
  const stock = pair.stock ? pick(pair.stock).median : null;
  const value = ratio(bui, stock);
  if (bui === null || stock === null) {
    return {template: pair.template.label, measured: 'not measured', status: 'n/a'};
  }
  return {
    template: pair.template.label,
    measured: `${value === null ? 'no ratio' : `${value.toFixed(2)}×`} (BUI ${unit(bui)} / stock ${unit(stock)})`,
    // A stock figure of 0 gives no ratio: only a BUI figure of 0 matches it.
    status: (value === null ? bui === 0 : value <= limit) ? 'PASS' : 'FAIL',
  };
}

/** The targets of issue 21 that this benchmark measures, each per template. */
export function evaluateTargets(pairs: readonly TemplateMedians[]): Target[] {
  const ratioTarget = (
    target: string,
    pick: (page: PageMedians) => Figure,
    limitOf: (template: Template) => number,
    unit: (value: number) => string,
  ): Target => {
    const rows = pairs.map((pair) => ratioRow(pair, pick, limitOf(pair.template), unit));
    const limits = [...new Set(pairs.map((pair) => limitOf(pair.template)))];
    const wanted =
      limits.length === 1
        ? `<= ${limits[0].toFixed(2)}× stock`
        : '<= 0.85× stock without examples, <= 1.00× with examples';
    return {target, wanted, rows, status: overall(rows)};
  };
  const scoreRows = (pick: (page: PageMedians) => string | null, pass: (page: PageMedians) => boolean) =>
    pairs.map((pair): TargetRow => {
      const text = pair.bui ? pick(pair.bui) : null;
      if (!pair.bui || text === null) return {template: pair.template.label, measured: 'not measured', status: 'n/a'};
      return {template: pair.template.label, measured: text, status: pass(pair.bui) ? 'PASS' : 'FAIL'};
    });
  const perf = scoreRows(
    (page) => (page.simulated.performance.median === null ? null : String(page.simulated.performance.median)),
    (page) => (page.simulated.performance.median ?? 0) >= 95,
  );
  const others = ['accessibility', 'bestPractices', 'seo'] as const;
  const quality = scoreRows(
    (page) =>
      others.some((key) => page.simulated[key].median === null)
        ? null
        : others.map((key) => page.simulated[key].median).join(' / '),
    (page) => others.every((key) => page.simulated[key].median === 100),
  );
  const pressRows = pairs
    .filter((pair) => pair.template.examples)
    .map((pair): TargetRow => {
      const examples = pair.bui?.examples;
      if (!examples || examples.runs === examples.notPressed) {
        return {template: pair.template.label, measured: 'not measured', status: 'n/a'};
      }
      const pressed = examples.runs - examples.notPressed;
      return {
        template: pair.template.label,
        measured: `lost ${examples.lost} of ${pressed} first presses`,
        status: examples.lost === 0 ? 'PASS' : 'FAIL',
      };
    });
  return [
    ratioTarget(
      'Time to hydrated, BUI / stock (observed)',
      (page) => page.cold.hydratedMs,
      () => 0.8,
      ms,
    ),
    ratioTarget(
      'Largest contentful paint, BUI / stock (observed)',
      (page) => page.cold.lcpMs,
      () => 0.9,
      ms,
    ),
    ratioTarget(
      'JavaScript per page, BUI / stock (Lighthouse, gzip on the wire)',
      (page) => page.simulated.jsKiB,
      (template) => (template.examples ? 1 : 0.85),
      kib,
    ),
    {
      target: 'Lighthouse performance, simulated (BUI)',
      wanted: '>= 95',
      rows: perf,
      status: overall(perf),
    },
    {
      target: 'Lighthouse accessibility / best practices / SEO, simulated (BUI)',
      wanted: '100 / 100 / 100',
      rows: quality,
      status: overall(quality),
    },
    {
      target: 'First press on a live example at first paint takes effect (BUI)',
      wanted: 'none lost',
      rows: pressRows,
      status: overall(pressRows),
    },
  ];
}

export interface MachineInfo {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  lighthouse: string;
  loadAverage: {start: string; end: string};
  cores: number;
}

export interface Report {
  machine: MachineInfo;
  /** Runs asked for per page. */
  runs: number;
  /** Whether every template of both sites was measured. */
  partial: boolean;
  throttling: string;
  pairs: TemplateMedians[];
  targets: Target[];
  errors: string[];
}

/** Escapes what would break a Markdown table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** A median, with how many runs gave it when fewer than were asked for. */
function shown(value: Figure | undefined, runs: number, format: (value: number) => string): string {
  if (!value || value.median === null) return '—';
  return value.n < runs ? `${format(value.median)} (${value.n} of ${runs})` : format(value.median);
}

const formatRatio = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);
const round = (value: number) => String(Math.round(value));

function templateTable(pair: TemplateMedians, runs: number): string {
  const rows: string[][] = [];
  const add = (label: string, pick: (page: PageMedians) => Figure, format: (value: number) => string = round) => {
    const bui = pair.bui ? pick(pair.bui) : undefined;
    const stock = pair.stock ? pick(pair.stock) : undefined;
    rows.push([
      label,
      shown(bui, runs, format),
      shown(stock, runs, format),
      formatRatio(ratio(bui?.median ?? null, stock?.median ?? null)),
    ]);
  };
  add('Cold load: first contentful paint, ms', (page) => page.cold.fcpMs);
  add('Cold load: largest contentful paint, ms', (page) => page.cold.lcpMs);
  add('Cold load: hydrated (`html[data-has-hydrated]`), ms', (page) => page.cold.hydratedMs);
  add('Cold load: load event, ms', (page) => page.cold.loadEventMs);
  add('Cold load: search press → input focused, ms', (page) => page.cold.searchMs);
  const lost = (page: PageMedians | undefined) => (page ? `${page.cold.searchLost} of ${page.cold.runs}` : '—');
  rows.push(['Cold load: search presses lost', lost(pair.bui), lost(pair.stock), '']);
  if (pair.template.examples) {
    const examples = pair.bui?.examples;
    rows.push([
      'Cold load: live example pressed at (first paint, as soon as Playwright could), ms',
      examples ? shown(examples.pressMs, examples.runs, round) : '—',
      'no examples',
      '',
    ]);
    rows.push([
      'Cold load: first press on a live example at first paint → effect, ms',
      examples ? shown(examples.effectMs, examples.runs, round) : '—',
      'no examples',
      '',
    ]);
    rows.push([
      'Cold load: first presses on a live example lost',
      examples
        ? `${examples.lost} of ${examples.runs}${examples.notPressed ? ` (${examples.notPressed} not pressed)` : ''}`
        : '—',
      'no examples',
      '',
    ]);
  }
  for (const [mode, label] of [
    ['simulated', 'Lighthouse simulated'],
    ['devtools', 'Lighthouse applied (devtools)'],
  ] as const) {
    add(`${label}: performance`, (page) => page[mode].performance);
    add(`${label}: FCP, ms`, (page) => page[mode].fcpMs);
    add(`${label}: LCP, ms`, (page) => page[mode].lcpMs);
    add(`${label}: TBT, ms`, (page) => page[mode].tbtMs);
  }
  add(
    'JavaScript, KiB (gzip on the wire, Lighthouse simulated run)',
    (page) => page.simulated.jsKiB,
    (value) => value.toFixed(1),
  );
  add("Lighthouse's CPU index (higher is faster)", (page) => page.simulated.benchmarkIndex);
  return table(['median', 'BUI', 'stock', 'BUI/stock'], rows);
}

/** bench-results/load.md. */
export function renderMarkdown(report: Report, jsonFile = 'load.json'): string {
  const {machine} = report;
  const lines = [
    '# What readers get: BUI against the stock starter (`npm run bench:load`)',
    '',
    `Written by \`scripts/bench-load.ts\`; every run is in \`${jsonFile}\` beside this file.`,
    '',
    `- Date: ${machine.date}; commit ${machine.commit}`,
    `- Runs per page: ${report.runs} (medians)${report.runs < 5 ? ', fewer than the 5 the issue asks for' : ''}${report.partial ? '; a partial run: not every template of both sites' : ''}`,
    `- Cold loads: ${report.throttling}`,
    `- Machine: ${machine.cores} cores; load average ${machine.loadAverage.start} at start, ${machine.loadAverage.end} at end`,
    `- Node ${machine.node}; ${machine.chromium}; Lighthouse ${machine.lighthouse}`,
    '',
    '## Targets (issue 21)',
    '',
    table(
      ['target', 'wanted', 'template', 'measured', 'result'],
      report.targets.flatMap((target) => [
        [`**${target.target}**`, target.wanted, 'all', '', `**${target.status}**`],
        ...target.rows.map((row) => ['', '', row.template, row.measured, row.status]),
      ]),
    ),
    '',
    'A target holds on every template: it passes when each one was measured and passes.',
    '',
    '## Medians per template',
  ];
  for (const pair of report.pairs) {
    lines.push(
      '',
      `### ${pair.template.label}: BUI \`${pair.template.bui}\`, stock \`${pair.template.stock}\``,
      '',
      templateTable(pair, report.runs),
    );
  }
  lines.push('', '## Failed runs and presses that could not be made', '');
  lines.push(...(report.errors.length ? report.errors.map((error) => `- ${error}`) : ['None.']));
  return `${lines.join('\n')}\n`;
}

export interface Job {
  site: Site;
  path: string;
  round: number;
}

/**
 * The order of the runs: each round takes every page once, the two sites in
 * turn page by page (which goes first alternating too), so a busy minute of
 * the machine falls on both sites rather than on one.
 */
export function schedule(pages: Record<Site, readonly string[]>, runs: number): Job[] {
  const jobs: Job[] = [];
  const longest = Math.max(pages.bui.length, pages.stock.length);
  for (let round = 1; round <= runs; round += 1) {
    for (let index = 0; index < longest; index += 1) {
      const order: Site[] = (round + index) % 2 ? ['stock', 'bui'] : ['bui', 'stock'];
      for (const site of order) {
        const path = pages[site][index];
        if (path !== undefined) jobs.push({site, path, round});
      }
    }
  }
  return jobs;
}
