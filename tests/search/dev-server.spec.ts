import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {createShardedEngine} from '../../src/plugins/local-search/client/engine';
import {SHARDED_FORMAT_VERSION, type ShardedIndexHead} from '../../src/plugins/local-search/indexShards';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {hitPaths, openModal, search} from './browser';

/**
 * Search works under `npm start` too: the development server serves the same
 * split index as the build, made from the Markdown sources, at the same URL,
 * and the modal uses it through the same engine. Starts its own dev server,
 * with its own generated-files folder.
 */

test.describe.configure({mode: 'serial', timeout: 300_000});

const root = path.resolve(__dirname, '..', '..');
const port = Number(process.env.TEST_PORT ?? 4173) + 3;
const origin = `http://127.0.0.1:${port}`;
// The site under test is the dev server: its origin is the one pages may talk to.
test.use({baseURL: origin});
let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  // A whole build or first compilation: minutes on a loaded 2-core machine, not the 60 s a test gets.
  test.setTimeout(300_000);
  server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-start',
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  // Ready once the first compilation has emitted the index.
  for (let waited = 0; waited < 240_000; waited += 500) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/search-index.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`docusaurus start did not serve /search-index.json:\n${output.slice(-2000)}`);
});

test.afterAll(() => {
  if (server?.exitCode === null) server.kill();
});

test('the dev server serves the split index of the Markdown pages, as the build writes it', async ({request}) => {
  const head = (await (await request.get(`${origin}/search-index.json`)).json()) as ShardedIndexHead;
  expect(head.v).toBe(SHARDED_FORMAT_VERSION);
  const paths = head.pages.map(([pagePath]) => pagePath);
  expect(paths).toContain('/docs/components/donut');
  expect(paths).toContain('/blog/welcome');
  // Its parts are served beside it: the browser's engine, run here, finds sections and props.
  const engine = createShardedEngine(
    head,
    async (name) => {
      const response = await request.get(`${origin}/${name}`);
      if (!response.ok()) throw new Error(`${name}: HTTP ${response.status()}`);
      return response.json() as Promise<unknown>;
    },
    origin,
  );
  const sections = await engine.search({query: 'accessibility', hitsPerPage: 50});
  expect(sections.hits.some((hit) => (hit.hierarchy as {lvl2: string | null}).lvl2 === 'Accessibility')).toBe(true);
  const props = await engine.search({query: 'labelPosition'});
  expect(props.hits.slice(0, 3).map((hit) => hit.url)).toContain(
    `${origin}/docs/components/switch#prop-Switch-labelPosition`,
  );
});

test('the modal finds pages under npm start', async ({page}) => {
  await openHydrated(page, '/docs/components/modal');
  // The page is served by the dev server, not the production build.
  expect(page.url()).toContain(`:${port}/`);
  await openModal(page);
  await search(page, 'donut');
  await expect.poll(async () => (await hitPaths(page))[0], {timeout: 30_000}).toBe('/docs/components/donut');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/\/docs\/components\/donut$/);
});
