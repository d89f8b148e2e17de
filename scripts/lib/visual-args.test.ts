import {describe, expect, it} from 'vitest';
import {visualArgs} from './visual-args';

describe('visualArgs', () => {
  it('runs the specs in tests/visual alone', () => {
    expect(visualArgs([])).toEqual(['playwright', 'test', '--project=nginx', 'tests/visual/']);
  });

  it('takes --update as the rewrite of the baselines that changed', () => {
    expect(visualArgs(['--update'])).toEqual([
      'playwright',
      'test',
      '--project=nginx',
      'tests/visual/',
      '--update-snapshots=changed',
    ]);
  });

  it('passes anything else on to Playwright', () => {
    expect(visualArgs(['tests/visual/examples.spec.ts', '-g', 'button', '--update'])).toEqual([
      'playwright',
      'test',
      '--project=nginx',
      'tests/visual/',
      'tests/visual/examples.spec.ts',
      '-g',
      'button',
      '--update-snapshots=changed',
    ]);
  });
});
