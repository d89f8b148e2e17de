import {describe, expect, it} from 'vitest';
import {compare, costText, FIGURES, judge, renderAblation, verdict, type Comparison} from './ablation-summary';

const spec = (key: string) => {
  const found = FIGURES.find((item) => item.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
};

describe('compare', () => {
  it('counts a time as help only beyond the larger spread of the two builds', () => {
    // Without the measure, 300 ms slower; the runs spread by at most 100 ms.
    expect(compare(spec('hydratedMs'), [2000, 2050, 2100], [2300, 2350, 2380])).toMatchObject({
      cost: 300,
      noise: 100,
      effect: 'helps',
    });
    // 50 ms slower, but the runs spread by 400 ms.
    expect(compare(spec('hydratedMs'), [1800, 2000, 2200], [2050, 2050, 2050]).effect).toBe('within noise');
    expect(compare(spec('hydratedMs'), [2300, 2310, 2320], [2000, 2010, 2020]).effect).toBe('hurts');
  });

  it("reads Lighthouse's score the other way round: a higher score is better", () => {
    expect(compare(spec('simPerformance'), [95, 96, 95], [80, 81, 80])).toMatchObject({cost: 15, effect: 'helps'});
  });

  it('takes bytes as exact, and counts them from one KiB', () => {
    expect(compare(spec('pageJsKiB'), [100], [101.5])).toMatchObject({noise: 0, effect: 'helps'});
    expect(compare(spec('pageJsKiB'), [100], [100.4]).effect).toBe('within noise');
  });

  it("counts Lighthouse's bytes from one KiB too, though runs may differ", () => {
    expect(compare(spec('jsKiB'), [180.7, 180.7], [181.2, 181.2]).effect).toBe('within noise');
    expect(compare(spec('jsKiB'), [180.7, 180.7], [182.0, 182.0]).effect).toBe('helps');
  });

  it('says when a build gave no value', () => {
    expect(compare(spec('exampleMs'), [], [1]).effect).toBe('not measured');
  });
});

describe('verdict', () => {
  const comparison = (key: string, effect: Comparison['effect']): Comparison => ({
    key,
    withAll: 1,
    without: 1,
    cost: 0,
    noise: 0,
    effect,
  });

  it('keeps a measure that saves bytes or observed time and hurts no observed time', () => {
    expect(verdict([comparison('pageJsKiB', 'helps'), comparison('hydratedMs', 'within noise')]).verdict).toBe('keep');
    expect(verdict([comparison('lcpMs', 'helps')]).verdict).toBe('keep');
  });

  it("removes one that helps only Lighthouse's simulation, or nothing", () => {
    expect(verdict([comparison('simPerformance', 'helps'), comparison('hydratedMs', 'within noise')])).toEqual({
      verdict: 'remove',
      why: 'no observed time or bytes beyond the noise',
    });
  });

  it('leaves help on one figure and harm on another to a person', () => {
    expect(verdict([comparison('pageJsKiB', 'helps'), comparison('hydratedMs', 'hurts')]).verdict).toBe('review');
  });
});

describe('judge and renderAblation', () => {
  const runs = (hydrated: number[], js: number) => ({component: {hydratedMs: hydrated, pageJsKiB: [js]}});
  const result = judge(
    {
      name: 'docs-shell-chunk',
      record: '0013-docs-shell-chunk-group.md',
      off: 'one by one',
      internals: ['docsPluginData'],
    },
    runs([2000, 2010, 2020], 100),
    runs([2000, 2015, 2030], 104),
  );

  it('compares every figure on every page', () => {
    expect(result.pages.component).toHaveLength(FIGURES.length);
    expect(result).toMatchObject({verdict: 'keep', why: "helps the HTML's scripts (runtime, main), gzip"});
  });

  it('writes the verdicts and each page’s table', () => {
    const text = renderAblation({
      machine: {commit: 'abc1234'},
      runs: 3,
      pages: {component: '/docs/components/button'},
      throttling: '150 ms RTT',
      baseline: {component: {hydratedMs: 2010}},
      measures: [result],
      notAblated: [{record: '0018-code-colours-as-css.md', why: 'a swizzle'}],
      errors: [],
    });
    expect(text).toContain(
      "| `docs-shell-chunk` | [0013-docs-shell-chunk-group](../decisions/0013-docs-shell-chunk-group.md) | **keep** | helps the HTML's scripts (runtime, main), gzip | `docsPluginData` |",
    );
    expect(text).toContain('hydrated (observed) 2010 ms');
    expect(text).toContain('**+4.0 KiB**');
    expect(text).toContain('- [0018-code-colours-as-css.md](../decisions/0018-code-colours-as-css.md): a swizzle');
  });

  it('signs what a measure saves', () => {
    expect(costText({key: 'hydratedMs', withAll: 1, without: 0, cost: -120, noise: 30, effect: 'hurts'})).toBe(
      '−120 ms (noise 30 ms)',
    );
  });
});
