// Local search benchmark (ARCHITECTURE.md "Search"): index build time and size; query
// latency in Node on the real index and on a synthetic one 100x its size,
// through the engine over the split index (what the site runs), beside the
// engine over all records in memory (the reference it must equal); the bytes a query
// downloads, in Node (every keystroke of each relevance query, on a cold
// engine) and in Chromium (modal, engine and index parts, gzip sizes from the
// network, on the real build and on the 100x corpus); and the time from the
// first keystroke to the first results in Chromium. Reads the production build
// (run `npm run build` first, or pass --build to have it made). Prints medians
// and p50/p95 and the targets, PASS or FAIL; with --json also writes them to
// bench-results/. The 100x corpus is written to a temporary
// folder, removed at the end.
// Usage: npm run bench:search [-- --build] [-- --json] [-- --times 100] [-- --runs 7] [-- --no-browser | --only-browser]
// Ports: BENCH_PORT (docusaurus serve, 4181) and BENCH_STATIC_PORT (the static server, BENCH_PORT + 1).
// Run by jiti, which has no top-level await: the steps are functions, run by main().
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {extractBuiltPages, splitIndex, writeSplitIndex} from '../src/plugins/local-search/build';
import {createShardedEngine, type SearchParams, type SearchResponse} from '../src/plugins/local-search/client/engine';
import {createInMemoryEngine} from '../src/plugins/local-search/client/engine/search';
import {relevanceCases} from '../src/plugins/local-search/client/relevanceCases';
import type {ShardedIndex, ShardedIndexHead} from '../src/plugins/local-search/indexShards';
import {recordsOfPages, type ExtractedPage} from '../src/plugins/local-search/records';
import {waitForHydration} from '../tests/support/hydration';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {median, percentile} from './lib/stats';
import {deployedGzipLevel} from './lib/nginx-config';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const times = option('--times', 100);
const runs = option('--runs', 7);
const indexFile = path.join(root, 'build', 'search-index.json');

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The level deploy/nginx.conf compresses with, so the bytes are the ones a reader downloads. */
const GZIP_LEVEL = deployedGzipLevel(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'));
const gzip = (text: string | Buffer) => gzipSync(text, {level: GZIP_LEVEL}).length;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const targets: {name: string; value: string; ok: boolean}[] = [];
const target = (name: string, value: string, ok: boolean) => targets.push({name, value, ok});
const results: Record<string, unknown> = {date: new Date().toISOString(), node: process.version};

function ensureBuild(): void {
  if (!args.includes('--build') && !existsSync(indexFile)) {
    console.error(
      'No build/search-index.json: run `npm run build` (without ALGOLIA_* variables) first, or pass --build.',
    );
    process.exit(1);
  }
  if (args.includes('--build')) {
    console.log('Building the site (npx docusaurus build)…');
    const build = spawnSync('npx', ['docusaurus', 'build'], {
      cwd: root,
      stdio: 'ignore',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    if (build.status !== 0 || !existsSync(indexFile)) {
      console.error(
        'The build failed, or it is not a local-search build (are ALGOLIA_* variables set?). Run `npm run build` to see why.',
      );
      process.exit(1);
    }
  }
}

// --- Index: build time (reading the built pages back, as postBuild does) and size.
async function benchIndex(): Promise<ExtractedPage[]> {
  const head = JSON.parse(readFileSync(indexFile, 'utf8')) as ShardedIndexHead;
  const routes = head.pages.map(([pagePath]) => pagePath);
  const buildTimes: number[] = [];
  let pages: ExtractedPage[] | null = null;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    pages = await extractBuiltPages(path.join(root, 'build'), '/', routes);
    splitIndex(pages);
    buildTimes.push(performance.now() - started);
  }
  if (!pages) throw new Error('--runs must be at least 1');
  const split = splitIndex(pages);
  const figures = {
    pages: pages.length,
    sections: split.head.levels.length,
    headGzipBytes: gzip(JSON.stringify(split.head)),
    parts: split.parts.size,
    partsGzipBytes: [...split.parts.values()].reduce((sum, text) => sum + gzip(text), 0),
    buildMsMedian: median(buildTimes),
  };
  results.index = figures;
  console.log(`\nIndex: ${figures.pages} pages, ${figures.sections} sections`);
  console.log(
    `  split index     head ${kib(figures.headGzipBytes)} gzipped + ${figures.parts} parts, ${kib(figures.partsGzipBytes)} gzipped in all`,
  );
  console.log(
    `  build time      median ${ms(figures.buildMsMedian)} over ${runs} runs (read ${routes.length} built pages, extract, split)`,
  );
  return pages;
}

// --- Query latency in Node, through the engine the browser runs, with the modal's request.
const queries: string[] = [];
for (const {query} of relevanceCases)
  for (let length = 1; length <= query.length; length += 1) queries.push(query.slice(0, length));
const modalParams: SearchParams = {
  hitsPerPage: 20,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [
    'hierarchy.lvl1:15',
    'hierarchy.lvl2:15',
    'hierarchy.lvl3:15',
    'hierarchy.lvl4:15',
    'hierarchy.lvl5:15',
    'hierarchy.lvl6:15',
    'content:15',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

// Synthetic corpus `factor` times larger: every page copied (under
// /copy-<n>/); in copies, some words of 4+ letters get a suffix unique to the
// copy, at the rate that makes the vocabulary grow as Heaps' law with
// beta = 0.6 (100x the text, ~16x the distinct words), so prefixes and typos
// expand to more terms, and the dictionary grows, as on a real larger site.
function synthetic(pages: ExtractedPage[], factor: number, beta = 0.6): {pages: ExtractedPage[]; vocabulary: number} {
  const texts = pages.flatMap((page) => [
    page.lvl0,
    ...page.sections.flatMap((section) => [section.heading, section.content.join(' ')]),
  ]);
  const vocabulary = new Set<string>();
  let eligible = 0;
  for (const text of texts) {
    eligible += text.match(/[A-Za-z]{4,}/g)?.length ?? 0;
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) vocabulary.add(word);
  }
  const rate = factor > 1 ? Math.min(1, ((factor ** beta - 1) * vocabulary.size) / ((factor - 1) * eligible)) : 0;
  const suffixes = ['ing', 'ed', 'er', 'ly', 'ness', 'ment', 'able', 'ful', 'ize', 'ive', 'ous', 'al'];
  const out: ExtractedPage[] = [];
  for (let copy = 0; copy < factor; copy += 1) {
    let seed = copy * 7919 + 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const tag = copy.toString(36);
    const mutate = (text: string) =>
      copy === 0
        ? text
        : text.replace(/[A-Za-z]{4,}/g, (word) =>
            random() < rate ? `${word}${suffixes[Math.floor(random() * suffixes.length)]}${tag}` : word,
          );
    for (const page of pages) {
      out.push({
        ...page,
        path: copy ? `/copy-${copy}${page.path}` : page.path,
        sections: page.sections.map((section) => ({
          ...section,
          heading: mutate(section.heading),
          content: section.content.map(mutate),
        })),
      });
    }
  }
  return {pages: out, vocabulary: vocabulary.size};
}

type Marked = {value?: string};
type HitAsRead = {
  type: string;
  _highlightResult: {hierarchy?: Record<string, Marked | undefined>};
  _snippetResult: {hierarchy?: Record<string, Marked | undefined>; content?: Marked};
};

// What the modal reads of each hit (highlights and snippets are computed
// when read), so that the latency covers everything the reader sees.
function readAsTheModalDoes(response: SearchResponse): number {
  let length = 0;
  for (const hit of response.hits as unknown as HitAsRead[]) {
    length += (hit._highlightResult.hierarchy?.lvl0?.value ?? '').length;
    length += (hit._snippetResult.hierarchy?.lvl1?.value ?? '').length;
    length += (hit._snippetResult.hierarchy?.[hit.type]?.value ?? '').length;
    length += (hit._snippetResult.content?.value ?? '').length;
  }
  return length;
}

type Latency = {sections: number; engineBuildMs: number; p50: number; p95: number; max: number; samples: number};

/** p50/p95 of the typed queries; `search` has everything it needs in memory after the warm-up round. */
async function latency(
  label: string,
  sections: number,
  create: () => {search(params: SearchParams): SearchResponse | Promise<SearchResponse>},
): Promise<Latency> {
  const started = performance.now();
  const engine = create();
  const createMs = performance.now() - started;
  for (const query of queries) readAsTheModalDoes(await engine.search({...modalParams, query})); // warm-up (and fetches)
  const samples: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      readAsTheModalDoes(await engine.search({...modalParams, query}));
      samples.push(performance.now() - start);
    }
  }
  const figures = {
    sections,
    engineBuildMs: createMs,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    samples: samples.length,
  };
  console.log(
    `  ${label.padEnd(26)} p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)} (${samples.length} queries; engine built in ${ms(createMs)})`,
  );
  return figures;
}

/** The split index's engine, its parts read from memory; counts the gzip bytes of what it fetches. */
function inMemory(split: ShardedIndex) {
  const fetched = {bytes: gzip(JSON.stringify(split.head)), parts: 1};
  const engine = createShardedEngine(
    JSON.parse(JSON.stringify(split.head)) as ShardedIndexHead,
    (name) => {
      const text = split.parts.get(name);
      if (text === undefined) return Promise.reject(new Error(`no part ${name}`));
      fetched.bytes += gzip(text);
      fetched.parts += 1;
      return Promise.resolve(JSON.parse(text) as unknown);
    },
    'http://127.0.0.1',
  );
  return {engine, fetched};
}

/**
 * Bytes of the index a reader downloads: each relevance query typed letter by
 * letter into a cold engine (every keystroke a search, as in the modal), then
 * each other one as a further query on that warm engine. Index only: the
 * modal's and the engine's code are measured in Chromium.
 */
async function indexBytes(label: string, split: ShardedIndex) {
  const first: number[] = [];
  const further: number[] = [];
  for (const [at, {query}] of relevanceCases.entries()) {
    const {engine, fetched} = inMemory(split);
    const type = async (text: string) => {
      for (let length = 1; length <= text.length; length += 1) {
        await engine.search({...modalParams, query: text.slice(0, length)});
      }
    };
    await type(query);
    first.push(fetched.bytes);
    if (at < 8) {
      for (const other of relevanceCases.slice(at + 1, at + 4)) {
        const before = fetched.bytes;
        await type(other.query);
        further.push(fetched.bytes - before);
      }
    }
  }
  const figures = {
    headBytes: gzip(JSON.stringify(split.head)),
    firstMedian: median(first),
    firstMax: Math.max(...first),
    furtherMedian: median(further),
    furtherMax: Math.max(...further),
  };
  console.log(
    `  ${label.padEnd(26)} first query typed: median ${kib(figures.firstMedian)}, max ${kib(figures.firstMax)} (head ${kib(figures.headBytes)}); further: median ${kib(figures.furtherMedian)}, max ${kib(figures.furtherMax)}`,
  );
  return figures;
}

async function benchLatency(pages: ExtractedPage[]): Promise<ShardedIndex> {
  if (args.includes('--only-browser')) return splitIndex(synthetic(pages, times).pages);
  console.log(
    `\nQuery latency in Node (${queries.length} queries: ${relevanceCases.length} queries and every prefix of them, as typed; the split index's parts already fetched)`,
  );
  const split = splitIndex(pages);
  const big = synthetic(pages, times);
  const bigStarted = performance.now();
  const bigSplit = splitIndex(big.pages);
  const splitMs = performance.now() - bigStarted;
  const {records} = recordsOfPages(pages);
  const bigRecords = recordsOfPages(big.pages).records;
  const sections = records.length;
  const bigSections = bigRecords.length;
  results.latency1x = await latency('real, in memory', sections, () =>
    createInMemoryEngine(records, 'http://127.0.0.1'),
  );
  const split1x = await latency('real, split index', sections, () => inMemory(split).engine);
  results.latencySplit1x = split1x;
  results[`latency${times}x`] = await latency(`${times}x, in memory`, bigSections, () =>
    createInMemoryEngine(bigRecords, 'http://127.0.0.1'),
  );
  const splitBig = await latency(`${times}x, split index`, bigSections, () => inMemory(bigSplit).engine);
  results[`latencySplit${times}x`] = splitBig;
  console.log(
    `  (${times}x: ${big.pages.length} pages, ${bigSections} sections, ${decodedTerms(bigSplit)} terms; split in ${ms(splitMs)})`,
  );
  target('p95 query time, real index (Node) ≤ 5 ms', ms(split1x.p95), split1x.p95 <= 5);
  target(`p95 query time, ${times}x (Node) ≤ 50 ms`, ms(splitBig.p95), splitBig.p95 <= 50);

  console.log(`\nIndex bytes per query in Node (gzip level ${GZIP_LEVEL}, as nginx sends them)`);
  results.indexBytes1x = await indexBytes('real index', split);
  results[`indexBytes${times}x`] = await indexBytes(`${times}x`, bigSplit);
  return bigSplit;
}

const decodedTerms = (split: ShardedIndex) => split.head.terms.split('\n').length;

type FirstResults = {medianMs: number; maxMs: number; loadMedianMs: number; engineBuildMedianMs: number};

// --- First keystroke to first results, in Chromium, against `docusaurus serve`.
async function benchFirstResults(): Promise<void> {
  // Not 4190: browsers and fetch refuse that port (ManageSieve).
  const port = Number(process.env.BENCH_PORT ?? 4181);
  const origin = `http://127.0.0.1:${port}`;
  const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const server = spawn(
    process.execPath,
    [docusaurus, 'serve', '--no-open', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    },
  );
  let serverOutput = '';
  server.stdout.on('data', (chunk) => (serverOutput += String(chunk)));
  server.stderr.on('data', (chunk) => (serverOutput += String(chunk)));
  const stopServer = () => {
    if (server.exitCode === null) server.kill();
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${origin}/`)).ok) break;
      } catch {
        if (attempt > 600 || server.exitCode !== null) {
          throw new Error(
            `docusaurus serve did not start on port ${port} (set BENCH_PORT to use another):\n${serverOutput}`,
          );
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
    // Resolves with the time from the first keydown to the first hit on screen.
    const arm = (page: Page) =>
      page.evaluate(() => {
        (window as unknown as {__firstResults: Promise<number>}).__firstResults = new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('no results within 10 s of the keystroke')), 10_000);
          let keydown = 0;
          document.addEventListener('keydown', () => (keydown ||= performance.now()), {capture: true, once: true});
          new MutationObserver((_, observer) => {
            if (keydown && document.querySelector('.DocSearch-Hit')) {
              observer.disconnect();
              resolve(performance.now() - keydown);
            }
          }).observe(document.body, {childList: true, subtree: true});
        });
      });
    // open: the reader opens the modal (Ctrl+K) and types at once; the index
    // starts loading as the modal opens, a few milliseconds before the key.
    // cold: the same, with that early load made to fail, so that loading the
    // index, parsing it and building the engine all happen after the keystroke
    // (the engine's code, fetched by the early load, stays cached).
    const scenarios: Record<'open' | 'cold', (page: Page) => Promise<void>> = {
      open: async (page) => {
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        await arm(page);
        await page.keyboard.press('m');
      },
      cold: async (page) => {
        let refused = false;
        await page.route(/\/search-index\.json/, (route) =>
          refused ? route.continue() : ((refused = true), route.abort()),
        );
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        await page.waitForLoadState('networkidle');
        await arm(page);
        await page.keyboard.press('m');
      },
    };
    const firstResults: Record<string, FirstResults | number> = {runs};
    results.firstResults = firstResults;
    for (const [scenario, act] of Object.entries(scenarios)) {
      const samples: number[] = [];
      const breakdown: {load: number[]; build: number[]} = {load: [], build: []};
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(); // cold: nothing cached
        const page = await context.newPage();
        let indexBeforeAct = false;
        let acting = false;
        page.on('request', (request) => {
          if (request.url().includes('/search-index.json') && !acting) indexBeforeAct = true;
        });
        await page.goto(`${origin}/docs/components/modal`);
        // Hydrated, and its examples too: their code loads on the pointer over them and the first scroll, not on search's press.
        await waitForHydration(page);
        if (indexBeforeAct) throw new Error('The index was loaded with the page.');
        acting = true;
        await act(page);
        samples.push(
          await page.evaluate(() => (window as unknown as {__firstResults: Promise<number>}).__firstResults),
        );
        const measures = await page.evaluate(() =>
          Object.fromEntries(
            performance
              .getEntriesByType('measure')
              .filter((entry) => entry.name.startsWith('bui-search'))
              .map((entry) => [entry.name, entry.duration]),
          ),
        );
        breakdown.load.push(measures['bui-search: load index and engine']);
        breakdown.build.push(measures['bui-search: build engine']);
        await context.close();
      }
      firstResults[scenario] = {
        medianMs: median(samples),
        maxMs: Math.max(...samples),
        loadMedianMs: median(breakdown.load),
        engineBuildMedianMs: median(breakdown.build),
      };
    }
    await browser.close();
    const open = firstResults.open as FirstResults;
    const cold = firstResults.cold as FirstResults;
    console.log(
      `\nFirst keystroke to first results (Chromium, localhost, fresh context each run), ${runs} runs; target ≤ 150 ms`,
    );
    console.log(
      `  modal open      median ${ms(open.medianMs)}, max ${ms(open.maxMs)} (Ctrl+K, then a letter as soon as the box has focus)`,
    );
    console.log(
      `  cold            median ${ms(cold.medianMs)}, max ${ms(cold.maxMs)} (index fetched, parsed and indexed after the keystroke)`,
    );
    console.log(
      `                  of which fetching index + engine ${ms(cold.loadMedianMs)}, building the engine ${ms(cold.engineBuildMedianMs)} (medians)`,
    );
  } finally {
    stopServer();
  }
}

// --- Bytes a query downloads in Chromium: modal, engine and index parts.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

/**
 * A static server for the benchmark: the first of `roots` that has the file
 * answers, gzipped at deploy/nginx.conf's level, as it serves these types.
 */
function staticServer(roots: string[], port: number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      if (pathname.endsWith('/')) pathname += 'index.html';
      const candidates = [pathname, `${pathname}.html`, `${pathname}/index.html`];
      for (const rootDir of roots) {
        for (const candidate of candidates) {
          const file = path.join(rootDir, path.normalize(candidate));
          if (!file.startsWith(rootDir)) continue;
          try {
            const body = await readFile(file);
            const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
            const zipped =
              type !== 'application/octet-stream' && /gzip/.test(String(request.headers['accept-encoding']));
            response.writeHead(200, {
              'content-type': type,
              'cache-control': 'no-cache',
              ...(zipped ? {'content-encoding': 'gzip'} : {}),
            });
            response.end(zipped ? gzipSync(body, {level: GZIP_LEVEL}) : body);
            return;
          } catch {
            // the next candidate
          }
        }
      }
      response.writeHead(404).end();
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const firstQuery = 'date picker';
const furtherQueries = ['modal', 'focus managment', 'sentence case', 'employee pi'];

type BrowserBytes = {
  first: number;
  firstRequests: number;
  further: Record<string, number>;
  indexBeforeOpening: boolean;
  prefetched: number;
  /** Of `first`: the modal's and the engine's code and styles (everything but the index). */
  firstCode: number;
};

/** Fresh context: open the modal, type the first query as a reader does, then the further ones. */
async function browserBytes(origin: string): Promise<BrowserBytes> {
  const browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    let counting = false;
    // Set when the figures are taken: a request that finishes later (a hit's page prefetched) is not counted.
    let done = false;
    let indexBeforeOpening = false;
    let bytes = 0;
    let requests = 0;
    let prefetched = 0;
    let code = 0;
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (done) return;
      if (!counting) {
        if (/search-index/.test(request.url())) indexBeforeOpening = true;
        return;
      }
      // Docusaurus's links prefetch the pages of the hits on screen: the pages' bytes, not search's.
      pending.push(
        (async () => {
          const headers = await request.allHeaders();
          if (/prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '')) {
            prefetched += 1;
            return;
          }
          requests += 1;
          const size = (await request.sizes()).responseBodySize;
          bytes += size;
          if (!/search-index/.test(request.url())) code += size;
          if (args.includes('--verbose'))
            console.log(`    ${kib(size).padStart(10)}  ${request.url().replace(origin, '')}`);
        })(),
      );
    });
    const settle = async (query: string) => {
      await page.waitForLoadState('networkidle');
      await page.locator('.DocSearch-Hit').first().waitFor();
      await page.waitForFunction(
        (text) => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === text,
        query,
      );
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    };
    await page.goto(`${origin}/docs/components/modal`);
    // Hydrated, and its examples too (waitForHydration scrolls by nothing to load them all): those
    // bytes are the page's, not search's.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    counting = true;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(firstQuery, {delay: 60});
    await settle(firstQuery);
    const first = bytes;
    const firstCode = code;
    const firstRequests = requests;
    const further: Record<string, number> = {};
    for (const query of furtherQueries) {
      const before = bytes;
      await page.locator('.DocSearch-Input').fill('');
      await page.keyboard.type(query, {delay: 60});
      await settle(query);
      further[query] = bytes - before;
    }
    done = true;
    await Promise.all(pending);
    await context.close();
    return {first, firstRequests, further, indexBeforeOpening, prefetched, firstCode};
  } finally {
    await browser.close();
  }
}

async function benchBrowserBytes(bigSplit: ShardedIndex): Promise<void> {
  const port = Number(process.env.BENCH_STATIC_PORT ?? Number(process.env.BENCH_PORT ?? 4181) + 1);
  const origin = `http://127.0.0.1:${port}`;
  const bigDir = mkdtempSync(path.join(tmpdir(), 'bui-search-bench-'));
  try {
    await writeSplitIndex(bigDir, bigSplit);
    console.log(
      `\nBytes downloaded in Chromium (modal + engine + index parts, gzip level ${GZIP_LEVEL}; first query "${firstQuery}" typed in the just-opened modal, then ${furtherQueries.map((query) => `"${query}"`).join(', ')})`,
    );
    const out: Record<string, BrowserBytes> = {};
    for (const [label, roots] of [
      ['real', [path.join(root, 'build')]],
      [`${times}x`, [bigDir, path.join(root, 'build')]],
    ] as const) {
      const server = await staticServer([...roots], port);
      try {
        const figures = await browserBytes(origin);
        out[label] = figures;
        if (figures.indexBeforeOpening) throw new Error('The search index was loaded with the page.');
        const further = Object.entries(figures.further)
          .map(([query, value]) => `"${query}" ${kib(value)}`)
          .join(', ');
        console.log(
          `  ${label.padEnd(6)} first query ${kib(figures.first)} (${figures.firstRequests} requests; code ${kib(figures.firstCode)}, index ${kib(figures.first - figures.firstCode)}); further: ${further} (${figures.prefetched} page prefetches by the hits' links not counted)`,
        );
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
    results.browserBytes = out;
    const real = out.real;
    const big = out[`${times}x`];
    const furtherMax = Math.max(...Object.values(real.further));
    target('first query, real site ≤ 137.5 KiB (1.25 x 110 KiB)', kib(real.first), real.first <= 137.5 * 1024);
    target('each further query, real site ≤ 50 KiB', `max ${kib(furtherMax)}`, furtherMax <= 50 * 1024);
    target(`first query, ${times}x ≤ 300 KiB`, kib(big.first), big.first <= 300 * 1024);
  } finally {
    rmSync(bigDir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  console.log(
    `Load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  ensureBuild();
  const bigSplit = await benchLatency(await benchIndex());
  if (!args.includes('--no-browser')) {
    await benchBrowserBytes(bigSplit);
    await benchFirstResults();
  }
  console.log('\nTargets');
  for (const {name, value, ok} of targets) console.log(`  ${verdict(ok)}  ${name}: ${value}`);
  results.targets = targets;
  console.log(
    `Load average at end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (args.includes('--json')) {
    mkdirSync(path.join(root, 'bench-results'), {recursive: true});
    const file = path.join(root, 'bench-results', `search-${String(results.date).replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
