import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Builds a copy of the site with one deliberate mistake and checks the build
 * refuses it with a message naming the file to fix. Each build takes tens of
 * seconds on two cores, so these run only in the full suite.
 */
const root = path.resolve(__dirname, '..', '..');
const copied = ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'docs', 'blog', 'src', 'static'];

function siteCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-build-guard-'));
  for (const entry of copied) cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function build(dir: string) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-guard'], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    timeout: 240_000,
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

function append(dir: string, file: string, text: string) {
  const target = path.join(dir, file);
  writeFileSync(target, `${readFileSync(target, 'utf8')}\n\n${text}\n`);
}

test.describe.configure({timeout: 300_000});

test('a broken link fails the build and names the file', async () => {
  const dir = siteCopy();
  try {
    append(dir, 'docs/getting-started/github.mdx', 'See [the old page](/docs/this-page-was-removed).');
    const {status, output} = build(dir);
    expect(status, output.slice(-2000)).not.toBe(0);
    expect(output).toContain('docs/getting-started/github.mdx');
    expect(output).toContain('/docs/this-page-was-removed');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a broken Markdown file link fails the build and names the file', async () => {
  const dir = siteCopy();
  try {
    append(dir, 'docs/components/badge.mdx', 'Compare with [the chip](./chip.mdx).');
    const {status, output} = build(dir);
    expect(status, output.slice(-2000)).not.toBe(0);
    expect(output).toContain('docs/components/badge.mdx');
    expect(output).toContain('./chip.mdx');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a docs tag that tags.yml does not declare fails the build', async () => {
  const dir = siteCopy();
  try {
    const file = path.join(dir, 'docs/components/tooltip.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^tags:.*$/m, 'tags: [web, desktop]'));
    const {status, output} = build(dir);
    expect(status, output.slice(-2000)).not.toBe(0);
    expect(output).toMatch(/desktop/);
    expect(output).toContain('tooltip.mdx');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
