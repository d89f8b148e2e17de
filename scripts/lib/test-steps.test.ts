import {describe, expect, test} from 'vitest';
import {stepsOf, summary, testSteps, toolSteps} from './test-steps';

/** Every step, in order; steps of one stage are listed in the stage's order. */
const allSteps = testSteps.flatMap((stage) => stepsOf(stage));

describe('the steps of npm test', () => {
  test('the steps that use a machine tool wait for the installs, and nothing before the first of them does', () => {
    const needing = allSteps.filter((step) => step.needsTools).map((step) => step.name);
    expect(needing).toEqual(['HTML', 'browser tests']);
    expect(toolSteps.map((step) => step.name)).toEqual(['Chromium', 'nginx', 'Java']);
  });

  test('the browser tests run last, on the test build the cold build made', () => {
    expect(allSteps.at(-1)?.args).toEqual(['playwright', 'test']);
    expect(stepsOf(testSteps.at(-1)!)).toHaveLength(1);
    const build = allSteps.find((step) => step.name === 'cold build');
    expect(build?.env).toEqual({BUI_TEST_FAULTS: '1'});
    expect(allSteps.indexOf(build!)).toBeLessThan(allSteps.findIndex((step) => step.name === 'build tests'));
  });

  test('the static checks and the unit tests run side by side, before anything that builds', () => {
    expect(stepsOf(testSteps[0]).map((step) => step.name)).toEqual(['lint', 'format', 'types', 'unit tests']);
    // Side by side means none of them may need the machine tools, which the first stage never waits for.
    expect(stepsOf(testSteps[0]).some((step) => step.needsTools)).toBe(false);
    // ESLint runs on one thread and takes longest: the others yield the CPU to it.
    expect(stepsOf(testSteps[0]).map((step) => step.command)).toEqual(['npm', 'nice', 'nice', 'nice']);
    expect(stepsOf(testSteps[0])[3].args).toEqual(['-n', '10', 'npm', 'run', '--silent', 'test:unit']);
  });

  test('the checks that only read the build run beside the build tests, after the cold build', () => {
    const stage = testSteps.findIndex((each) => stepsOf(each).some((step) => step.name === 'build tests'));
    expect(stepsOf(testSteps[stage]).map((step) => step.name)).toEqual(['links', 'HTML', 'advisories', 'build tests']);
    expect(stepsOf(testSteps[stage - 1]).map((step) => step.name)).toEqual(['cold build']);
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
