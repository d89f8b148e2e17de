// `npm test`: every check and test, in the order of scripts/lib/test-steps.ts,
// with the machine tools installed in the background meanwhile. Stops at the
// first step that fails, and ends with each step's time.
import {spawn, type ChildProcess} from 'node:child_process';
import {stepsOf, summary, testSteps, toolSteps, type Step} from './lib/test-steps';

type Timing = {name: string; seconds: number; ok: boolean};

/** Children still running: a failed step stops the background installs too. */
const running = new Set<ChildProcess>();

function run(step: Step, output: 'inherit' | 'buffer'): Promise<{ok: boolean; seconds: number; text: string}> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: {...process.env, ...step.env},
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const done = (ok: boolean, extra = '') => {
      running.delete(child);
      resolve({ok, seconds: (performance.now() - started) / 1000, text: text + extra});
    };
    child.on('error', (error) => done(false, `\n${error.message}`));
    child.on('close', (code) => done(code === 0));
  });
}

/** The tool installs, one after another, their output kept for when a step first needs them. */
async function installTools(): Promise<{ok: boolean; timings: Timing[]; text: string}> {
  const timings: Timing[] = [];
  let text = '';
  for (const step of toolSteps) {
    const result = await run(step, 'buffer');
    timings.push({name: `${step.name} (background)`, seconds: result.seconds, ok: result.ok});
    text += result.text;
    if (!result.ok) return {ok: false, timings, text};
  }
  return {ok: true, timings, text};
}

async function main(): Promise<number> {
  const started = performance.now();
  const tools = installTools();
  const timings: Timing[] = [];
  let toolsReported = false;
  const finish = (code: number) => {
    for (const child of running) child.kill();
    console.log(`\n${summary(timings, (performance.now() - started) / 1000)}`);
    return code;
  };
  for (const stage of testSteps) {
    const steps = stepsOf(stage);
    if (steps.some((step) => step.needsTools) && !toolsReported) {
      const installed = await tools;
      toolsReported = true;
      timings.push(...installed.timings);
      process.stdout.write(installed.text);
      if (!installed.ok) return finish(1);
    }
    // A lone step prints as it goes; steps side by side print whole, each once it ends, so their lines do not mix.
    const alone = steps.length === 1;
    const results = await Promise.all(
      steps.map(async (step) => {
        if (alone) console.log(`\n— ${step.name}`);
        const result = await run(step, alone ? 'inherit' : 'buffer');
        if (!alone) process.stdout.write(`\n— ${step.name}\n${result.text}`);
        return {step, result};
      }),
    );
    for (const {step, result} of results) timings.push({name: step.name, seconds: result.seconds, ok: result.ok});
    if (results.some(({result}) => !result.ok)) return finish(1);
  }
  return finish(0);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
