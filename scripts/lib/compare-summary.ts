// What bench:compare reports (scripts/bench-compare.ts): the cold-load figures of
// two builds of the site, page by page, as medians with their spread, and
// whether the difference is beyond the noise. Pure, so it is tested without a
// browser.
import {compare} from './ablation-summary';
import {figure, ratio} from './load-summary';

/** The cold-load figures compared, with their labels. */
export const COMPARED = {
  fcpMs: 'first contentful paint',
  lcpMs: 'largest contentful paint',
  hydratedMs: 'hydrated (`html[data-has-hydrated]`)',
  searchMs: 'search press → input focused',
} as const;
export type Compared = keyof typeof COMPARED;

/** One page's runs of one build: each figure's values, a run that gave none left out. */
export type BuildRuns = Record<Compared, number[]>;

export interface Row {
  figure: Compared;
  /** Medians, null when no run gave the figure. */
  a: number | null;
  b: number | null;
  /** b / a. */
  ratio: number | null;
  /** The larger spread (max − min) of the two builds' runs: a difference counts only beyond it. */
  noise: number | null;
  beyondNoise: boolean;
}

/**
 * Each figure's medians, B/A and verdict. The noise and the verdict are bench:ablation's (`compare`): a difference
 * counts only beyond the larger spread of the two builds' runs.
 */
export function compareRuns(a: BuildRuns, b: BuildRuns): Row[] {
  return (Object.keys(COMPARED) as Compared[]).map((key) => {
    const {noise, effect} = compare({key, label: COMPARED[key], unit: 'ms', observed: true}, a[key], b[key]);
    const medianA = figure(a[key]).median;
    const medianB = figure(b[key]).median;
    return {
      figure: key,
      a: medianA,
      b: medianB,
      ratio: ratio(medianB, medianA),
      noise: effect === 'not measured' ? null : noise,
      beyondNoise: effect === 'helps' || effect === 'hurts',
    };
  });
}

export interface Comparison {
  date: string;
  commit: string;
  runs: number;
  throttling: string;
  loadAverage: {start: string; end: string};
  builds: {a: string; b: string};
  pages: {path: string; rows: Row[]}[];
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);

export function renderComparison(comparison: Comparison): string {
  const lines = [
    '# Two builds compared under applied throttling (`npm run bench:compare`)',
    '',
    'Written by `scripts/bench-compare.ts`.',
    '',
    `- Date: ${comparison.date}; commit ${comparison.commit}`,
    `- A: \`${comparison.builds.a}\`; B: \`${comparison.builds.b}\``,
    `- Runs per build and page: ${comparison.runs} (medians); A and B alternate, each run starting with the other`,
    `- Cold loads: ${comparison.throttling}`,
    `- Load average: ${comparison.loadAverage.start} at start, ${comparison.loadAverage.end} at end`,
    '',
    'A difference counts only when it is larger than the noise, the larger spread (max − min) of the two builds’ runs.',
  ];
  for (const {path, rows} of comparison.pages) {
    lines.push(
      '',
      `## \`${path}\``,
      '',
      '| median, ms | A | B | B/A | noise | beyond the noise |',
      '|---|---|---|---|---|---|',
    );
    for (const row of rows) {
      const ratio = row.ratio === null ? '—' : `${row.ratio.toFixed(2)}×`;
      lines.push(
        `| ${COMPARED[row.figure]} | ${ms(row.a)} | ${ms(row.b)} | ${ratio} | ${ms(row.noise)} | ${row.beyondNoise ? '**yes**' : 'no'} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
