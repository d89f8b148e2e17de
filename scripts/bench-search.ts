// Local search benchmark (README "Search"): index build time and size, query
// latency in Node on the real index and on a synthetic one 100x its size, and
// the time from the first keystroke to the first results in Chromium, index
// load included. Reads the production build (run `npm run build` first, or
// pass --build to have it made). Prints medians and p50/p95; with --json also
// writes them to bench-results/ (gitignored). Nothing else is written.
// Usage: npm run bench:search [-- --build] [-- --json] [-- --times 100] [-- --runs 7]
// Run by jiti, which has no top-level await: the steps are functions, run by main().
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {createEngine, type SearchParams, type SearchResponse} from '../src/plugins/local-search/client/engine';
import {relevanceCases} from '../src/plugins/local-search/client/relevanceCases';
import {buildIndexFromHtml} from '../src/plugins/local-search/index';
import {unpackIndex, type SearchIndexFile, type SectionRecord} from '../src/plugins/local-search/indexFormat';
import {CHROMIUM_FLAGS, findChromium} from './chromium';
import {median, percentile} from './lib/stats';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const times = option('--times', 100);
const runs = option('--runs', 7);
const indexFile = path.join(root, 'build', 'search-index.json');

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
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
async function benchIndex(): Promise<SearchIndexFile> {
  const json = readFileSync(indexFile, 'utf8');
  const index = JSON.parse(json) as SearchIndexFile;
  const routes = index.pages.map(([pagePath]) => pagePath);
  const buildTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await buildIndexFromHtml(path.join(root, 'build'), '/', routes);
    buildTimes.push(performance.now() - started);
  }
  const figures = {
    pages: index.pages.length,
    sections: index.sections.length,
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
    buildMsMedian: median(buildTimes),
  };
  results.index = figures;
  console.log(`\nIndex: ${index.pages.length} pages, ${index.sections.length} sections`);
  console.log(
    `  size            ${kib(figures.rawBytes)} raw, ${kib(figures.gzipBytes)} gzipped (target ≤ 150 KiB gzipped)`,
  );
  console.log(
    `  build time      median ${ms(figures.buildMsMedian)} over ${runs} runs (read ${routes.length} built pages, extract, pack)`,
  );
  return index;
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

// Synthetic corpus `factor` times larger: every section copied; in copies, some
// words of 4+ letters get a suffix unique to the copy, at the rate that makes
// the vocabulary grow as Heaps' law with beta = 0.6 (100x the text, ~16x the
// distinct words), so prefixes and typos expand to more terms, as on a real
// larger site.
function synthetic(records: SectionRecord[], factor: number, beta = 0.6) {
  const texts = (record: SectionRecord) =>
    [...Object.values(record.hierarchy), record.content].filter((text): text is string => Boolean(text));
  const vocabulary = new Set<string>();
  let eligible = 0;
  for (const record of records) {
    for (const text of texts(record)) {
      eligible += text.match(/[A-Za-z]{4,}/g)?.length ?? 0;
      for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) vocabulary.add(word);
    }
  }
  const rate = factor > 1 ? Math.min(1, ((factor ** beta - 1) * vocabulary.size) / ((factor - 1) * eligible)) : 0;
  const suffixes = ['ing', 'ed', 'er', 'ly', 'ness', 'ment', 'able', 'ful', 'ize', 'ive', 'ous', 'al'];
  const out: SectionRecord[] = [];
  for (let copy = 0; copy < factor; copy += 1) {
    let seed = copy * 7919 + 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const tag = copy.toString(36);
    const mutate = <T extends string | null>(text: T): T =>
      copy === 0 || text == null
        ? text
        : (text.replace(/[A-Za-z]{4,}/g, (word) =>
            random() < rate ? `${word}${suffixes[Math.floor(random() * suffixes.length)]}${tag}` : word,
          ) as T);
    for (const record of records) {
      const hierarchy = Object.fromEntries(
        Object.entries(record.hierarchy).map(([level, value]) => [level, mutate(value)]),
      ) as SectionRecord['hierarchy'];
      out.push({
        ...record,
        objectID: `${record.objectID}~${copy}`,
        path: copy ? `/copy-${copy}${record.path}` : record.path,
        hierarchy,
        content: mutate(record.content),
      });
    }
  }
  return {records: out, vocabulary: vocabulary.size};
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

function latency(label: string, records: SectionRecord[]) {
  const started = performance.now();
  const engine = createEngine(records, 'http://127.0.0.1');
  const createMs = performance.now() - started;
  for (const query of queries) readAsTheModalDoes(engine.search({...modalParams, query})); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      readAsTheModalDoes(engine.search({...modalParams, query}));
      samples.push(performance.now() - start);
    }
  }
  const figures = {
    sections: records.length,
    engineBuildMs: createMs,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: Math.max(...samples),
    samples: samples.length,
  };
  console.log(
    `  ${label.padEnd(14)} ${records.length} sections: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)} (${samples.length} queries; engine built in ${ms(createMs)})`,
  );
  return figures;
}

function benchLatency(index: SearchIndexFile): void {
  const records = unpackIndex(index);
  console.log(
    `\nQuery latency in Node (${queries.length} queries: ${relevanceCases.length} queries and every prefix of them, as typed)`,
  );
  results.latency1x = latency('real index', records);
  const big = synthetic(records, times);
  results[`latency${times}x`] = latency(`${times}x synthetic`, big.records);
  console.log(`  targets: p95 ≤ 5 ms on the real index, ≤ 50 ms at 100x`);
}

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
        await page.locator('html[data-has-hydrated="true"]').waitFor();
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

async function main(): Promise<void> {
  ensureBuild();
  benchLatency(await benchIndex());
  await benchFirstResults();
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
