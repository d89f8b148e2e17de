// The arithmetic and text of `npm run bench:ablation` (scripts/bench-ablation.ts),
// free of browsers and builds so it can be unit-tested: for each speed measure,
// the build without it against the build with every measure, figure by figure,
// with the run-to-run noise measured in the same run, and a verdict.
import {median} from './stats';

/** Lower is better for every figure but Lighthouse's performance score. */
export interface FigureSpec {
  key: string;
  label: string;
  unit: 'ms' | 'KiB' | 'score';
  /** Deterministic for a build (bytes of its files): any difference is real, none is noise. */
  exact?: boolean;
  /** Observed under applied throttling, so it counts as what readers get. */
  observed?: boolean;
}

export const FIGURES: readonly FigureSpec[] = [
  {key: 'hydratedMs', label: 'hydrated (observed)', unit: 'ms', observed: true},
  {key: 'lcpMs', label: 'LCP (observed)', unit: 'ms', observed: true},
  {key: 'searchMs', label: 'search press to focus (observed)', unit: 'ms', observed: true},
  {key: 'exampleMs', label: 'first example press to effect (observed)', unit: 'ms', observed: true},
  {key: 'simPerformance', label: 'Lighthouse performance (simulated)', unit: 'score'},
  {key: 'simLcpMs', label: 'Lighthouse LCP (simulated)', unit: 'ms'},
  {key: 'simTbtMs', label: 'Lighthouse TBT (simulated)', unit: 'ms'},
  {key: 'jsKiB', label: 'JavaScript transferred in the Lighthouse run', unit: 'KiB'},
  // The HTML names runtime~main and main only; route chunks, and what they import, load after them.
  {key: 'pageJsKiB', label: "the HTML's scripts (runtime, main), gzip", unit: 'KiB', exact: true},
  {key: 'pageCssKiB', label: "the HTML's stylesheets, gzip", unit: 'KiB', exact: true},
];

/** Every run's value of each figure, for one build on one page. */
export type Runs = Record<string, number[]>;

/** Bytes below this are not worth a measure's code and internals. */
export const BYTES_WORTH_KEEPING_KIB = 1;

export type Effect = 'helps' | 'hurts' | 'within noise' | 'not measured';

export interface Comparison {
  key: string;
  /** Medians with every measure, and without this one. */
  withAll: number | null;
  without: number | null;
  /** How much worse the page is without the measure: positive when the measure helps. */
  cost: number | null;
  /** The larger spread (max − min) of the two builds' runs; 0 for exact figures. */
  noise: number;
  effect: Effect;
}

const spread = (values: readonly number[]) => (values.length ? Math.max(...values) - Math.min(...values) : 0);

export function compare(spec: FigureSpec, withAll: readonly number[], without: readonly number[]): Comparison {
  if (!withAll.length || !without.length) {
    return {key: spec.key, withAll: null, without: null, cost: null, noise: 0, effect: 'not measured'};
  }
  const a = median(withAll);
  const b = median(without);
  const cost = spec.unit === 'score' ? a - b : b - a;
  const noise = spec.exact ? 0 : Math.max(spread(withAll), spread(without));
  const margin = spec.unit === 'KiB' ? Math.max(noise, BYTES_WORTH_KEEPING_KIB) : noise;
  const effect: Effect = cost > margin ? 'helps' : cost < -margin ? 'hurts' : 'within noise';
  return {key: spec.key, withAll: a, without: b, cost, noise, effect};
}

export type Verdict = 'keep' | 'remove' | 'review';

/**
 * A measure is kept when it helps what readers get, observed time or bytes,
 * by more than the noise, and hurts no observed figure; it is removed when it
 * helps none; help on one figure and harm on another is for a person to weigh.
 */
export function verdict(comparisons: readonly Comparison[]): {verdict: Verdict; why: string} {
  const counts = (c: Comparison) => FIGURES.find((spec) => spec.key === c.key);
  const reader = comparisons.filter((c) => counts(c)?.observed || counts(c)?.unit === 'KiB');
  const helps = reader.filter((c) => c.effect === 'helps');
  const hurts = comparisons.filter((c) => counts(c)?.observed && c.effect === 'hurts');
  const names = (list: readonly Comparison[]) => [...new Set(list.map((c) => counts(c)?.label ?? c.key))].join('; ');
  if (helps.length && hurts.length) return {verdict: 'review', why: `helps ${names(helps)}; hurts ${names(hurts)}`};
  if (helps.length) return {verdict: 'keep', why: `helps ${names(helps)}`};
  if (hurts.length) return {verdict: 'remove', why: `hurts ${names(hurts)}, helps nothing readers get`};
  return {verdict: 'remove', why: 'no observed time or bytes beyond the noise'};
}

export interface MeasureResult {
  measure: string;
  record: string;
  off: string;
  internals: readonly string[];
  /** page → comparisons, in FIGURES order. */
  pages: Record<string, Comparison[]>;
  verdict: Verdict;
  why: string;
}

export function judge(
  measure: {name: string; record: string; off: string; internals: readonly string[]},
  baseline: Record<string, Runs>,
  variant: Record<string, Runs>,
): MeasureResult {
  const pages: Record<string, Comparison[]> = {};
  for (const page of Object.keys(baseline)) {
    pages[page] = FIGURES.map((spec) =>
      compare(spec, baseline[page]?.[spec.key] ?? [], variant[page]?.[spec.key] ?? []),
    );
  }
  return {
    measure: measure.name,
    record: measure.record,
    off: measure.off,
    internals: measure.internals,
    pages,
    ...verdict(Object.values(pages).flat()),
  };
}

const amount = (value: number, unit: FigureSpec['unit']) =>
  unit === 'KiB' ? `${value.toFixed(1)} KiB` : unit === 'ms' ? `${Math.round(value)} ms` : `${Math.round(value)}`;

/** "+120 ms (noise 80)": how much the measure saves; a minus sign when the page is better without it. */
export function costText(comparison: Comparison): string {
  const spec = FIGURES.find((item) => item.key === comparison.key);
  if (!spec || comparison.cost === null) return '—';
  const sign = comparison.cost > 0 ? '+' : comparison.cost < 0 ? '−' : '±';
  const text = `${sign}${amount(Math.abs(comparison.cost), spec.unit)}`;
  return spec.exact ? text : `${text} (noise ${amount(comparison.noise, spec.unit)})`;
}

export interface AblationReport {
  machine: Record<string, string | number>;
  runs: number;
  pages: Record<string, string>;
  throttling: string;
  baseline: Record<string, Record<string, number | null>>;
  measures: MeasureResult[];
  notAblated: readonly {record: string; why: string}[];
  errors: string[];
}

export function renderAblation(report: AblationReport, jsonFile = 'ablation.json'): string {
  const lines = [
    '# Ablation: each speed measure switched off, one at a time (`npm run bench:ablation`)',
    '',
    `Written by \`scripts/bench-ablation.ts\`; every run is in \`${jsonFile}\` beside this file.`,
    '',
    ...Object.entries(report.machine).map(([key, value]) => `- ${key}: ${value}`),
    `- Runs per build and page: ${report.runs}; the builds' runs are interleaved, so drift falls on all of them alike`,
    `- Cold loads: ${report.throttling}`,
    `- Pages: ${Object.entries(report.pages)
      .map(([name, route]) => `${name} (${route})`)
      .join(', ')}`,
    '',
    'Each figure is what the measure saves: the median without it minus the median with every measure (for',
    "Lighthouse's score, with minus without). Positive means the measure helps. The noise is the larger spread",
    "(max − min) of the two builds' runs; a time counts only beyond it. Bytes count from",
    `${BYTES_WORTH_KEEPING_KIB} KiB (and beyond the noise where runs differ). A measure is kept when it helps an observed time or the bytes, and hurts no observed time.`,
    'Only what a cold load shows is measured: what a measure does for client-side navigations, or for pages not listed, is not.',
    '',
    '## Verdicts',
    '',
    '| measure | record | verdict | why | internals it needs |',
    '|---|---|---|---|---|',
    ...report.measures.map(
      (m) =>
        `| \`${m.measure}\` | [${m.record.replace(/\.md$/, '')}](../decisions/${m.record}) | **${m.verdict}** | ${m.why} | ${m.internals.length ? m.internals.map((id) => `\`${id}\``).join(', ') : 'none'} |`,
    ),
    '',
  ];
  for (const [page, route] of Object.entries(report.pages)) {
    lines.push(`## ${page} (${route})`, '');
    const base = report.baseline[page] ?? {};
    lines.push(
      `With every measure (medians): ${FIGURES.map((spec) => {
        const value = base[spec.key];
        return `${spec.label} ${value === null || value === undefined ? '—' : amount(value, spec.unit)}`;
      }).join('; ')}.`,
      '',
      `| measure | ${FIGURES.map((spec) => spec.label).join(' | ')} |`,
      `|---|${FIGURES.map(() => '---').join('|')}|`,
    );
    for (const m of report.measures) {
      const row = (m.pages[page] ?? []).map((c) => (c.effect === 'helps' ? `**${costText(c)}**` : costText(c)));
      lines.push(`| \`${m.measure}\` | ${row.join(' | ')} |`);
    }
    lines.push('');
  }
  if (report.notAblated.length) {
    lines.push('## Not switched off here', '');
    for (const item of report.notAblated) lines.push(`- [${item.record}](../decisions/${item.record}): ${item.why}`);
    lines.push('');
  }
  if (report.errors.length) {
    lines.push('## Runs that gave nothing', '');
    for (const error of report.errors) lines.push(`- ${error}`);
    lines.push('');
  }
  return `${lines.join('\n')}`;
}
