import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * A second build of the site made as if Algolia credentials (and an Ask AI
 * assistant) were set, into build-algolia/, for the Algolia-mode browser
 * tests. The credentials are fake: the tests answer every Algolia request
 * themselves. It is rebuilt when the sources changed since the last one, with
 * its own generated-files folder so it never collides with `npm run build`.
 */

export const root = path.resolve(__dirname, '..', '..');
export const OUT_DIR = 'build-algolia';
export const ALGOLIA_ENV = {
  ALGOLIA_APP_ID: 'BUITESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'bui-docs-test',
  ALGOLIA_ASSISTANT_ID: 'test-assistant-id',
};
const STAMP = path.join(root, OUT_DIR, '.bui-variant-stamp');
const SOURCES = ['docs', 'blog', 'src', 'static', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

function sourcesHash(): string {
  const hash = createHash('sha256').update(JSON.stringify(ALGOLIA_ENV));
  const visit = (entry: string) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const child of readdirSync(full).sort()) visit(path.join(entry, child));
    } else {
      hash.update(entry).update(readFileSync(full));
    }
  };
  SOURCES.forEach(visit);
  return hash.digest('hex');
}

export function ensureAlgoliaBuild(): void {
  const wanted = sourcesHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  const result = spawnSync(process.execPath, [docusaurusBin(), 'build', '--out-dir', OUT_DIR], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...ALGOLIA_ENV,
      NO_UPDATE_NOTIFIER: '1',
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-algolia',
      // Rspack's persistent cache keeps resolving @generated/* to .docusaurus/
      // (the other build's folder): this build must not use it.
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    },
    timeout: 280_000,
  });
  if (result.status !== 0) {
    throw new Error(`The Algolia-mode build failed:\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`);
  }
  writeFileSync(STAMP, wanted);
}

function docusaurusBin(): string {
  return path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}

/** `docusaurus serve` on build-algolia/, as the main suite serves build/. */
export async function serveAlgoliaBuild(port: number): Promise<{origin: string; stop: () => void}> {
  const server: ChildProcess = spawn(
    process.execPath,
    [docusaurusBin(), 'serve', '--dir', OUT_DIR, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: root, env: {...process.env, NO_UPDATE_NOTIFIER: '1'}, stdio: 'ignore'},
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill();
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) break; // e.g. the port is taken
    try {
      if ((await fetch(`${origin}/`)).ok) return {origin, stop};
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`docusaurus serve --dir ${OUT_DIR} did not start on port ${port} (is the port taken? set TEST_PORT)`);
}
