import {describe, expect, test} from 'vitest';
import {summary, testSteps, toolSteps} from './test-steps';

describe('the steps of npm test', () => {
  test('the steps that use a machine tool wait for the installs, and nothing before the first of them does', () => {
    const needing = testSteps.filter((step) => step.needsTools).map((step) => step.name);
    expect(needing).toEqual(['HTML', 'browser tests']);
    expect(toolSteps.map((step) => step.name)).toEqual(['Chromium', 'nginx', 'Java']);
  });

  test('the browser tests run last, on the test build the cold build made', () => {
    expect(testSteps.at(-1)?.args).toEqual(['playwright', 'test']);
    const build = testSteps.find((step) => step.name === 'cold build');
    expect(build?.env).toEqual({BUI_TEST_FAULTS: '1'});
    expect(testSteps.indexOf(build!)).toBeLessThan(testSteps.findIndex((step) => step.name === 'build tests'));
  });

  test('the summary gives each step its seconds, marks a failure, and ends with the total', () => {
    const text = summary(
      [
        {name: 'lint', seconds: 91.96, ok: true},
        {name: 'browser tests', seconds: 1400, ok: false},
      ],
      1500.04,
    );
    expect(text.split('\n')).toEqual([
      'lint              92.0 s',
      'browser tests   1400.0 s  FAILED',
      'total           1500.0 s',
    ]);
  });
});
