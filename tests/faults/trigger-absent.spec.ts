import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {filesNaming, TRIGGER} from '../../src/plugins/test-faults';

/**
 * `npm test` builds with BUI_TEST_FAULTS=1, which adds a fault trigger for
 * crash.spec.ts. This builds a copy of the site the way it is published
 * (`npm run build`, no BUI_TEST_FAULTS) and checks no file of it names the
 * trigger; the build's own check (src/plugins/test-faults) must pass too.
 */
const root = path.resolve(__dirname, '..', '..');
const copied = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'docs',
  'blog',
  'src',
  'static',
];

test.describe.configure({timeout: 300_000});

test('a normal build holds no trace of the test-only fault trigger', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-published-build-'));
  try {
    for (const entry of copied) cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const env: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
    delete env.BUI_TEST_FAULTS;
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'published'], {
      cwd: dir,
      encoding: 'utf8',
      env,
      timeout: 240_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(await filesNaming(path.join(dir, 'published'), TRIGGER)).toEqual([]);
    // And the test build really has it, so the check above can fail.
    expect((await filesNaming(path.join(root, 'build', 'assets', 'js'), TRIGGER)).length).toBeGreaterThan(0);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
