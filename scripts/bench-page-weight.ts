// JavaScript a page makes the browser download, from a production build,
// measured in Chromium: every script the page requests until the network is
// idle (route prefetches of other pages excluded), raw and gzipped, then what
// the live examples load once the reader acts, and which
// parts of src/bui that code contains (as the build recorded them). On a page with live examples it
// then presses the first Edit and reports what the playground adds on demand.
//
// Usage: npm run bench:weight [-- --dir <build dir>] [-- --json <file>] [route …]
// Default routes: a component page with live examples and a page without any.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {waitForHydration} from '../tests/support/hydration';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {CHUNK_COMPONENTS_FILE, type ChunkComponents} from '../src/plugins/bui-library/chunk-components';

const root = path.resolve(__dirname, '..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const buildDir = path.resolve(option('--dir') ?? path.join(root, 'build'));
const jsonOut = option('--json') ?? path.join(root, 'bench-results', 'page-weight.json');
const routes = process.argv
  .slice(2)
  .filter((arg, index, args) => arg.startsWith('/') && !['--dir', '--json'].includes(args[index - 1] ?? ''));
if (routes.length === 0) routes.push('/docs/components/button', '/docs/getting-started/intro');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

/** The build as a static host serves it: `<route>` is `<route>.html`, `/` is index.html. Uncompressed. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const candidates = pathname.endsWith('/')
      ? [`${pathname}index.html`]
      : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(dir, path.normalize(candidate));
      if (!file.startsWith(dir)) break;
      try {
        const body = readFileSync(file);
        response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'});
        response.end(body);
        return;
      } catch {
        // Not this candidate; try the next.
      }
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * What each script of the build holds of src/bui, as the build recorded it
 * (src/plugins/bui-library/chunk-components.ts): exact, not guessed from strings.
 */
function readChunkComponents(): ChunkComponents | null {
  // Next to the build it describes: <site>/.docusaurus for <site>/build.
  const file = path.join(path.dirname(buildDir), '.docusaurus', CHUNK_COMPONENTS_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ChunkComponents;
  } catch {
    // A build from before the record existed (an older commit): sizes only.
    return null;
  }
}

interface Scripts {
  files: number;
  raw: number;
  gzip: number;
  scripts: {url: string; raw: number; gzip: number}[];
}

interface PageWeight extends Scripts {
  route: string;
  /** null when the build did not record what its scripts hold */
  components: string[] | null;
  /** What the live examples load once the reader first acts (a turn of the wheel), if the page has any. */
  onActivity: Scripts | null;
  /** What pressing the first example's Edit loads (the playground), if the page has one. */
  onEdit: Scripts | null;
}

function weigh(bodies: Map<string, Buffer>): Scripts {
  const scripts = [...bodies]
    .map(([url, body]) => ({url, raw: body.length, gzip: gzipSync(body).length}))
    .sort((a, b) => b.raw - a.raw);
  return {
    files: scripts.length,
    raw: scripts.reduce((total, script) => total + script.raw, 0),
    gzip: scripts.reduce((total, script) => total + script.gzip, 0),
    scripts,
  };
}

async function main(): Promise<void> {
  const server = await serve(buildDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
  const chunkComponents = readChunkComponents();
  const results: PageWeight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Script requests only: Docusaurus also prefetches other routes' chunks (type "other"), which
      // this page does not run. Sizes come from the build's files, since a response served from the
      // prefetch cache has no body to read in Playwright.
      let bodies = new Map<string, Buffer>();
      page.on('request', (request) => {
        // The playground's own blob: module is the reader's code, not a download.
        if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
        const {pathname} = new URL(request.url());
        bodies.set(pathname, readFileSync(path.join(buildDir, pathname)));
      });
      const response = await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
      if (response?.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
      const loaded = bodies;
      // No example loads until the reader sets out for one: the pointer over it, or the first scroll for all
      // (src/components/Example/hydrationQueue.ts).
      let onActivity: Scripts | null = null;
      const activityBodies = new Map<string, Buffer>();
      const islands = page.locator('[data-island]');
      if ((await islands.count()) > 0) {
        bodies = activityBodies;
        // Once the page has hydrated, a turn of the wheel loads every example (as in the browser tests).
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        onActivity = weigh(activityBodies);
      }
      let onEdit: Scripts | null = null;
      const edit = page.locator('figure[data-example]').getByRole('button', {name: 'Edit'}).first();
      if ((await edit.count()) > 0) {
        bodies = new Map();
        await edit.click();
        await page.locator('[data-playground] [role="textbox"]').first().waitFor();
        await page.waitForLoadState('networkidle');
        onEdit = weigh(bodies);
      }
      await context.close();
      results.push({
        route,
        ...weigh(loaded),
        components: chunkComponents
          ? [
              ...new Set(
                [...loaded.keys(), ...activityBodies.keys()].flatMap((url) => chunkComponents[url.slice(1)] ?? []),
              ),
            ].sort()
          : null,
        onActivity,
        onEdit,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`JavaScript per page, ${path.relative(root, buildDir) || buildDir} (gzip at zlib's default level 6)`);
  const line = (label: string, weight: Scripts, rest: string) =>
    `${label.padEnd(32)} ${String(weight.files).padStart(3)} files  ${kib(weight.raw).padStart(11)} raw  ${kib(weight.gzip).padStart(10)} gzip  ${rest}`;
  for (const result of results) {
    console.log(
      line(
        result.route,
        result,
        result.components ? `components: ${result.components.join(', ') || 'none'}` : 'components: not recorded',
      ),
    );
    if (result.onActivity)
      console.log(
        line(
          '  + once the reader acts',
          result.onActivity,
          '(the live examples: one when the pointer comes over it, all on the first scroll)',
        ),
      );
    if (result.onEdit) console.log(line('  + after pressing Edit', result.onEdit, '(the playground, on demand)'));
  }
  mkdirSync(path.dirname(jsonOut), {recursive: true});
  writeFileSync(jsonOut, `${JSON.stringify({buildDir, results}, null, 2)}\n`);
  console.log(`details (every script): ${path.relative(root, jsonOut)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
