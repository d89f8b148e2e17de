/**
 * What `npm test` runs (scripts/test-all.ts), in order. The machine tools the
 * later steps need (Chromium, nginx, Java) are installed by a background job
 * that starts with the first step: on a fresh machine apt-get spends a minute
 * or more downloading and unpacking them, which costs the CPU-bound checks
 * beside it little. A step that needs them waits for that job first.
 */
export interface Step {
  /** What the summary calls it. */
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** It runs only once the machine tools are installed. */
  needsTools?: boolean;
}

const npmRun = (name: string, script: string, extra: Partial<Step> = {}): Step => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
  ...extra,
});

/**
 * The same step at a lower CPU priority (`nice`), so a step beside it that runs on one thread gets a whole core: the
 * stage ends with its longest step, and that one cannot use the second core once the others are done.
 */
const yielding = (step: Step): Step => ({...step, command: 'nice', args: ['-n', '10', step.command, ...step.args]});
const jiti = (name: string, file: string, args: string[] = []): Step => ({
  name,
  command: 'npx',
  args: ['jiti', file, ...args],
});

/** The machine tools, one apt-get at a time (apt holds a lock): each script does nothing when its tool is there. */
export const toolSteps: readonly Step[] = [
  jiti('Chromium', 'scripts/ensure-chromium.ts'),
  jiti('nginx', 'scripts/nginx-serve.ts', ['--ensure']),
  jiti('Java', 'scripts/ensure-java.ts'),
];

/**
 * A stage is one step, or steps that run at the same time, their output printed as each ends. ESLint, Prettier
 * and tsc each use one core, and ESLint alone takes longer than the other two together: in a row they leave the
 * second core idle for minutes, which the unit tests (a worker per core) fill. ESLint, on one thread, is the
 * longest of the four (about 140 s of CPU of the stage's 430), so the other three yield the CPU to it: shared evenly,
 * ESLint ended the stage alone with the second core idle (245 s in a fresh-clone run).
 */
export type Stage = Step | readonly Step[];

/** The steps of a stage. */
export function stepsOf(stage: Stage): readonly Step[] {
  return 'command' in stage ? [stage] : stage;
}

export const testSteps: readonly Stage[] = [
  [
    npmRun('lint', 'lint'),
    yielding(npmRun('format', 'format:check')),
    yielding(npmRun('types', 'typecheck')),
    yielding(npmRun('unit tests', 'test:unit')),
  ],
  // The test build: a cold one on a fresh clone. BUI_TEST_FAULTS adds the fault trigger tests/faults needs.
  npmRun('cold build', 'build', {env: {BUI_TEST_FAULTS: '1'}}),
  // Checks that read the build and change nothing, beside the build tests, which spend their first minute or so in
  // `npm ci` (network and disk).
  [
    npmRun('links', 'check:links'),
    npmRun('HTML', 'check:html', {needsTools: true}),
    npmRun('advisories', 'check:audit'),
    npmRun('build tests', 'test:build'),
  ],
  {name: 'browser tests', command: 'npx', args: ['playwright', 'test'], needsTools: true},
];

/** One line per step that ran, with its seconds, and the whole: what CI's log ends with. */
export function summary(timings: readonly {name: string; seconds: number; ok: boolean}[], total: number): string {
  const width = Math.max(...timings.map(({name}) => name.length), 'total'.length);
  const line = (name: string, seconds: number, mark = '') =>
    `${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${mark}`;
  return [
    ...timings.map(({name, seconds, ok}) => line(name, seconds, ok ? '' : '  FAILED')),
    line('total', total),
  ].join('\n');
}
