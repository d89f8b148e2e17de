// The arithmetic and text of `npm run bench:lighthouse` (scripts/bench-lighthouse.ts),
// kept free of browsers and servers so it can be unit-tested: what one
// Lighthouse JSON report says, the medians of several runs of a page, the
// issue's targets (issue 10) and the tables.

/** A page of a site, as the benchmark measures it. */
export interface PageSpec {
  /** Which kind of page it is ("home", "component page"…), the same words on both sites where they match. */
  label: string;
  path: string;
  /**
   * `template`: one of the issue's templates, counted in the medians over
   * templates. `extra`: reported and checked on its own (the page without
   * examples), not part of those medians.
   */
  kind: 'template' | 'extra';
}

export interface Opportunity {
  id: string;
  title: string;
  /** Estimated savings Lighthouse gives, in ms (0 when it gives only bytes). */
  savingsMs: number;
  savingsBytes: number;
}

/** What one Lighthouse run of one page measured. */
export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Sum of transferSize of the Script requests (compressed bytes on the wire), in KiB. */
  jsKiB: number;
  /**
   * Lighthouse's measure of the machine's speed when it ran (higher is
   * faster): the simulated metrics scale with it, so a busy machine shows here.
   */
  benchmarkIndex: number;
  /** Selector and text of the largest contentful paint's element, or null when Lighthouse names none. */
  lcpElement: string | null;
  opportunities: Opportunity[];
  /** The audits that cost the accessibility, best-practices or SEO score points, as "category: audit id". */
  failedAudits: string[];
}

export interface PageSummary extends PageSpec {
  runs: number;
  /** Each figure the median of the runs, on its own. */
  median: Omit<RunMetrics, 'lcpElement' | 'opportunities' | 'failedAudits'>;
  /** The element most runs named. */
  lcpElement: string | null;
  /** The three largest by median savings over the runs (a run that did not list one counts 0). */
  opportunities: Opportunity[];
  /** Those that failed in any run. */
  failedAudits: string[];
}

// A local copy of the median bench-build.ts and bench-search.ts also keep:
// the shared scripts/lib/stats.ts arrives in another branch of issue 10.
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function field(value: unknown, key: string): unknown {
  return isObject(value) ? value[key] : undefined;
}

function requireNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`the report has no ${what}`);
  return value;
}

/** A category score as 0-100; Lighthouse gives null when it could not score the page, which is a failed run. */
function categoryScore(report: Json, id: string): number {
  const score = field(field(report.categories, id), 'score');
  if (typeof score !== 'number') throw new Error(`the report has no score for "${id}"`);
  return Math.round(score * 100);
}

function firstNode(details: unknown): Json | null {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = firstNode(item);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(details)) return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return null;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** "selector \"visible text\"", or the HTML snippet when the element has no text (an image). */
export function lcpElementOf(details: unknown): string | null {
  const node = firstNode(details);
  if (!node) return null;
  const selector = typeof node.selector === 'string' ? node.selector : '';
  const label = typeof node.nodeLabel === 'string' ? node.nodeLabel : '';
  const snippet = typeof node.snippet === 'string' ? node.snippet : '';
  const what = label ? `"${oneLine(label, 60)}"` : oneLine(snippet, 80);
  return [oneLine(selector, 80), what].filter(Boolean).join(' ') || null;
}

/**
 * The failing audits that estimate a saving: Lighthouse 13's insights and
 * diagnostics carry `metricSavings` (ms per metric), some also
 * `overallSavingsMs`/`overallSavingsBytes` in their details. Passing and
 * informative audits (long tasks, which only restate TBT) are not something
 * to fix. A layout-shift saving is a score, not ms, so it is left out of the ms.
 */
export function opportunitiesOf(audits: Json): Opportunity[] {
  const found: Opportunity[] = [];
  for (const [id, audit] of Object.entries(audits)) {
    if (!isObject(audit) || audit.scoreDisplayMode === 'informative') continue;
    if (typeof audit.score !== 'number' || audit.score >= 1) continue;
    const details = audit.details;
    const savings = isObject(audit.metricSavings) ? audit.metricSavings : {};
    const metricMs = ['FCP', 'LCP', 'TBT', 'INP']
      .map((metric) => savings[metric])
      .filter((value): value is number => typeof value === 'number');
    const overallMs = field(details, 'overallSavingsMs');
    const overallBytes = field(details, 'overallSavingsBytes');
    const savingsMs = typeof overallMs === 'number' ? overallMs : Math.max(0, ...metricMs);
    const savingsBytes = typeof overallBytes === 'number' ? overallBytes : 0;
    if (savingsMs <= 0 && savingsBytes <= 0) continue;
    found.push({id, title: typeof audit.title === 'string' ? audit.title : id, savingsMs, savingsBytes});
  }
  return found;
}

function scriptKiB(audits: Json): number {
  const items = field(field(audits['network-requests'], 'details'), 'items');
  if (!Array.isArray(items)) throw new Error('the report has no network-requests list');
  let bytes = 0;
  for (const item of items) {
    if (field(item, 'resourceType') !== 'Script') continue;
    const size = field(item, 'transferSize');
    if (typeof size === 'number') bytes += size;
  }
  return bytes / 1024;
}

/** Weighted audits of the three other categories that did not score full marks. */
export function failedAuditsOf(report: Json, audits: Json): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const refs = field(field(report.categories, category), 'auditRefs');
    if (!Array.isArray(refs)) continue;
    for (const ref of refs) {
      const id = field(ref, 'id');
      const weight = field(ref, 'weight');
      if (typeof id !== 'string' || typeof weight !== 'number' || weight <= 0) continue;
      const score = field(audits[id], 'score');
      if (typeof score === 'number' && score < 1) failed.push(`${category}: ${id}`);
    }
  }
  return failed;
}

/** Reads one Lighthouse JSON report; throws naming what is missing when the run failed. */
export function extractRun(report: unknown): RunMetrics {
  if (!isObject(report)) throw new Error('the report is not a Lighthouse result object');
  const runtimeError = field(report, 'runtimeError');
  if (isObject(runtimeError)) {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    throw new Error(`Lighthouse failed: ${text(runtimeError.code)} ${text(runtimeError.message)}`.trim());
  }
  const audits = report.audits;
  if (!isObject(audits)) throw new Error('the report has no audits');
  const numeric = (id: string) => requireNumber(field(audits[id], 'numericValue'), `numeric value for "${id}"`);
  return {
    performance: categoryScore(report, 'performance'),
    accessibility: categoryScore(report, 'accessibility'),
    bestPractices: categoryScore(report, 'best-practices'),
    seo: categoryScore(report, 'seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: scriptKiB(audits),
    benchmarkIndex: requireNumber(field(report.environment, 'benchmarkIndex'), 'benchmark index'),
    // Lighthouse 13 names the element in its LCP breakdown; 12 had an audit of its own.
    lcpElement:
      lcpElementOf(field(audits['lcp-breakdown-insight'], 'details')) ??
      lcpElementOf(field(audits['largest-contentful-paint-element'], 'details')),
    opportunities: opportunitiesOf(audits),
    failedAudits: failedAuditsOf(report, audits),
  };
}

function mostFrequent(values: readonly (string | null)[]): string | null {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

export function summarizePage(page: PageSpec, runs: readonly RunMetrics[]): PageSummary {
  if (runs.length === 0) throw new Error(`no successful run of ${page.path}`);
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  const titles = new Map<string, string>();
  for (const run of runs) for (const item of run.opportunities) titles.set(item.id, item.title);
  const opportunities = [...titles]
    .map(([id, title]) => {
      const inRun = (run: RunMetrics) => run.opportunities.find((item) => item.id === id);
      return {
        id,
        title,
        savingsMs: of((run) => inRun(run)?.savingsMs ?? 0),
        savingsBytes: of((run) => inRun(run)?.savingsBytes ?? 0),
      };
    })
    .filter((item) => item.savingsMs > 0 || item.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || a.id.localeCompare(b.id))
    .slice(0, 3);
  return {
    ...page,
    runs: runs.length,
    median: {
      performance: of((run) => run.performance),
      accessibility: of((run) => run.accessibility),
      bestPractices: of((run) => run.bestPractices),
      seo: of((run) => run.seo),
      fcpMs: of((run) => run.fcpMs),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
      jsKiB: of((run) => run.jsKiB),
      benchmarkIndex: of((run) => run.benchmarkIndex),
    },
    lcpElement: mostFrequent(runs.map((run) => run.lcpElement)),
    opportunities,
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
  };
}

/**
 * measured / anchor, or null when the anchor is 0 (a stock TBT of 0 ms): no
 * ratio then, and the check passes only if the measured figure is 0 too.
 */
export function ratio(measured: number, anchor: number): number | null {
  return anchor === 0 ? null : measured / anchor;
}

export type Status = 'PASS' | 'FAIL' | 'n/a';

export interface Check {
  label: string;
  measured: string;
  target: string;
  status: Status;
}

/** The paths the targets name. */
export interface CheckPaths {
  /** BUI's page without examples. */
  noExamples: string;
  /** BUI's component page, with live examples. */
  component: string;
  /** The stock starter's docs page. */
  stockDocs: string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (value: number) => `${value.toFixed(1)} KiB`;

function scoreCheck(
  bui: readonly PageSummary[],
  label: string,
  pick: (page: PageSummary) => number,
  min: number,
): Check {
  const target = min === 100 ? '= 100 on every page' : `>= ${min} on every page`;
  if (bui.length === 0) return {label, measured: 'not measured', target, status: 'n/a'};
  const worst = [...bui].sort((a, b) => pick(a) - pick(b))[0];
  const failing = bui.filter((page) => pick(page) < min).length;
  return {
    label,
    // Which pages fall short is in the site's table; this says how many and the worst.
    measured: `lowest ${pick(worst)} (${worst.path})${failing ? `, ${failing} of ${bui.length} pages below` : ''}`,
    target,
    status: failing ? 'FAIL' : 'PASS',
  };
}

function ratioCheck(
  label: string,
  measured: number | undefined,
  anchor: number | undefined,
  limit: number,
  unit: (value: number) => string,
): Check {
  const target = `<= ${limit.toFixed(2)}`;
  if (measured === undefined || anchor === undefined) return {label, measured: 'not measured', target, status: 'n/a'};
  const value = ratio(measured, anchor);
  const text = `${value === null ? 'no ratio' : value.toFixed(2)} (BUI ${unit(measured)} / stock ${unit(anchor)})`;
  const pass = value === null ? measured === 0 : value <= limit;
  return {label, measured: text, target, status: pass ? 'PASS' : 'FAIL'};
}

const templateMedian = (pages: readonly PageSummary[], pick: (page: PageSummary) => number) => {
  const templates = pages.filter((page) => page.kind === 'template');
  return templates.length ? median(templates.map(pick)) : undefined;
};

/** The issue's targets, each PASS, FAIL or n/a (a page it needs was not measured in this run). */
export function targetChecks(bui: readonly PageSummary[], stock: readonly PageSummary[], paths: CheckPaths): Check[] {
  const find = (pages: readonly PageSummary[], path: string) => pages.find((page) => page.path === path);
  const buiTbt = templateMedian(bui, (page) => page.median.tbtMs);
  const stockTbt = templateMedian(stock, (page) => page.median.tbtMs);
  const buiLcp = templateMedian(bui, (page) => page.median.lcpMs);
  const stockLcp = templateMedian(stock, (page) => page.median.lcpMs);
  const noExamples = find(bui, paths.noExamples)?.median.jsKiB;
  const component = find(bui, paths.component)?.median.jsKiB;
  const stockDocs = find(stock, paths.stockDocs)?.median.jsKiB;
  return [
    scoreCheck(bui, 'BUI performance', (page) => page.median.performance, 98),
    scoreCheck(bui, 'BUI accessibility', (page) => page.median.accessibility, 100),
    scoreCheck(bui, 'BUI best practices', (page) => page.median.bestPractices, 100),
    scoreCheck(bui, 'BUI SEO', (page) => page.median.seo, 100),
    ratioCheck('TBT median over templates, BUI / stock', buiTbt, stockTbt, 0.5, ms),
    ratioCheck('LCP median over templates, BUI / stock', buiLcp, stockLcp, 0.75, ms),
    buiLcp === undefined
      ? {label: 'BUI LCP median over templates', measured: 'not measured', target: '<= 1500 ms', status: 'n/a'}
      : {
          label: 'BUI LCP median over templates',
          measured: ms(buiLcp),
          target: '<= 1500 ms',
          status: buiLcp <= 1500 ? 'PASS' : 'FAIL',
        },
    ratioCheck(`JS of ${paths.noExamples} / stock ${paths.stockDocs}`, noExamples, stockDocs, 0.85, kib),
    ratioCheck(`JS of ${paths.component} / stock ${paths.stockDocs}`, component, stockDocs, 1, kib),
  ];
}

function columns(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string {
  const widths = rows[0].map((_, index) => Math.max(...rows.map((row) => row[index].length)));
  return rows
    .map((row) =>
      row
        .map((cell, index) => (rightAligned.has(index) ? cell.padStart(widths[index]) : cell.padEnd(widths[index])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One site's table, then per page the LCP element and the top opportunities. */
export function formatSiteTable(title: string, pages: readonly PageSummary[]): string {
  const header = [
    'page',
    'path',
    'runs',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KiB',
    'CPU index',
  ];
  const rows = pages.map((page) => [
    page.kind === 'extra' ? `${page.label} *` : page.label,
    page.path,
    String(page.runs),
    String(page.median.performance),
    String(page.median.accessibility),
    String(page.median.bestPractices),
    String(page.median.seo),
    String(Math.round(page.median.fcpMs)),
    String(Math.round(page.median.lcpMs)),
    String(Math.round(page.median.tbtMs)),
    page.median.cls.toFixed(3),
    page.median.jsKiB.toFixed(1),
    String(Math.round(page.median.benchmarkIndex)),
  ]);
  const lines = [title, columns([header, ...rows], new Set([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))];
  if (pages.some((page) => page.kind === 'extra'))
    lines.push('* not a template: left out of the medians over templates');
  lines.push("CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster)");
  for (const page of pages) {
    lines.push(`${page.path}`);
    lines.push(`  LCP element: ${page.lcpElement ?? '(none named)'}`);
    const found = page.opportunities.map(
      (item) =>
        `${item.title} (${[item.savingsMs > 0 ? ms(item.savingsMs) : '', item.savingsBytes > 0 ? kib(item.savingsBytes / 1024) : ''].filter(Boolean).join(', ')})`,
    );
    lines.push(`  top savings: ${found.length ? found.join('; ') : 'none estimated'}`);
    if (page.failedAudits.length) lines.push(`  failing audits: ${page.failedAudits.join(', ')}`);
  }
  return lines.join('\n');
}

export function formatChecks(checks: readonly Check[]): string {
  return columns(
    [
      ['target', 'measured', 'wanted', ''],
      ...checks.map((check) => [check.label, check.measured, check.target, check.status]),
    ],
    new Set(),
  );
}
