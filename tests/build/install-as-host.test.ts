import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {filesNaming, TRIGGER} from '../../src/plugins/test-faults';
import {root} from './site-copy';

/**
 * A host installs the site the way production installs go: from the lock
 * file, without devDependencies (`npm ci --omit=dev`), then runs
 * `npm run build`. So everything the build loads, directly or through a
 * config it reads (tsconfig.json's base), must be a dependency. This does
 * that on a copy of the repository's tracked files, with no node_modules
 * shared: the packages come from npm's local cache when it has them.
 *
 * That build is also the site as it is published. `npm test` builds with
 * BUI_TEST_FAULTS=1, which adds a fault trigger for
 * tests/faults/crash.spec.ts; the published one must hold no file naming it
 * (and the build's own check, src/plugins/test-faults, must pass).
 */
const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) => {
  const started = Date.now();
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', timeout: 600_000});
  const output = `${result.stdout}\n${result.stderr}${result.error ? `\n${result.error.message}` : ''}`;
  return {
    status: result.status,
    seconds: (Date.now() - started) / 1000,
    output,
    /** The first and last lines, where npm and Docusaurus say what went wrong. */
    summary: output.length > 4000 ? `${output.slice(0, 2000)}\n…\n${output.slice(-2000)}` : output,
  };
};

test('`npm ci --omit=dev && npm run build` builds the site as published, with no trace of the test-only fault trigger', async () => {
  // The test build really has it, so the check at the end can fail.
  expect(
    (await filesNaming(path.join(root, 'build', 'assets', 'js'), TRIGGER)).length,
    'build/ is not a test build: run `BUI_TEST_FAULTS=1 npm run build` first (npm test does)',
  ).toBeGreaterThan(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-install-as-host-'));
  try {
    const tracked = run('git', ['ls-files', '-z'], root, process.env);
    expect(tracked.status, tracked.output).toBe(0);
    for (const file of tracked.output.split('\0').filter(Boolean)) {
      // A file deleted in the working tree but not yet in the index is listed too.
      if (!existsSync(path.join(root, file))) continue;
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      cpSync(path.join(root, file), path.join(dir, file));
    }
    // As a host runs it: no test-only switches, no development install.
    const env: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1', npm_config_update_notifier: 'false'};
    delete env.BUI_TEST_FAULTS;
    delete env.NODE_ENV;

    const install = run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], dir, env);
    expect(install.status, install.summary).toBe(0);
    expect(existsSync(path.join(dir, 'node_modules', 'vitest')), 'a devDependency was installed').toBe(false);

    const build = run('npm', ['run', 'build'], dir, env);
    expect(build.status, build.summary).toBe(0);
    // Docusaurus only warns of a broken anchor (onBrokenAnchors), so the published build's log is where one shows.
    const anchorWarnings = build.output.split('\n').filter((line) => /Broken anchor|-> linking to/.test(line));
    expect(anchorWarnings, 'the build reported broken anchors').toEqual([]);
    expect(existsSync(path.join(dir, 'build', 'index.html'))).toBe(true);
    expect(await filesNaming(path.join(dir, 'build'), TRIGGER)).toEqual([]);
    console.log(`npm ci --omit=dev: ${install.seconds.toFixed(0)} s; npm run build: ${build.seconds.toFixed(0)} s`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}, 1_200_000);
