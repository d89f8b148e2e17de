// Two builds of the site compared as a reader gets them: the cold loads of
// bench:load (applied throttling through the DevTools protocol, a fresh context
// per run, the search button pressed once hydrated), alternating the builds run
// by run so the machine's drift falls on both alike. For a speed change: build
// the site before and after it into two folders, and compare them here before
// keeping it (issue 21: a change counts only if it helps what readers get).
//
// Usage: npm run bench:compare -- <build A> <build B> [--runs 7] [--pages /docs/getting-started/intro,/]
//        [--name <name>]: writes bench-results/compare-<name>.json and .md; without it the table is only printed.
// Ports: BUI_COMPARE_PORT (default 3500) for A, +1 for B.
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {gitCommit, loadAverage, preflight, startNginx, stopOnSignals} from './lib/bench-sites';
import {searchLoad, THROTTLING_TEXT} from './lib/cold-load';
import {COMPARED, compareRuns, renderComparison, type BuildRuns, type Compared} from './lib/compare-summary';

const DEFAULT_PAGES = ['/', '/docs/getting-started/intro', '/docs/components/button'];

function parseOptions(argv: readonly string[]) {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const flagged = new Set(['--runs', '--pages', '--name'].flatMap((name) => [name, value(name)]));
  const given = argv.filter((arg) => !flagged.has(arg));
  if (given.length !== 2) throw new Error('bench:compare takes two build folders: <build A> <build B>');
  const dirs = given.map((dir) => path.resolve(dir));
  for (const dir of dirs) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not a build`);
  const runs = Number(value('--runs') ?? 7);
  if (!Number.isInteger(runs) || runs < 2) throw new Error('--runs takes a whole number of 2 or more');
  const name = value('--name');
  if (name !== undefined && !/^[a-z0-9-]+$/.test(name))
    throw new Error('--name takes lower-case letters, digits and hyphens');
  return {given, dirs, runs, name, pages: value('--pages')?.split(',') ?? DEFAULT_PAGES};
}

const emptyRuns = (): BuildRuns => ({fcpMs: [], lcpMs: [], hydratedMs: [], searchMs: []});

async function main(): Promise<void> {
  const {given, dirs, runs, name, pages} = parseOptions(process.argv.slice(2));
  const start = loadAverage();
  const basePort = Number(process.env.BUI_COMPARE_PORT ?? 3500);
  const builds = dirs.map((root, index) => ({root, port: basePort + index}));
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const nginx = await startNginx(builds, 'bui-compare-nginx-');
  const stop = stopOnSignals(nginx);
  const browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
  try {
    for (const {root, port} of builds) await preflight(origin(port), root, pages);
    const results = pages.map(() => [emptyRuns(), emptyRuns()]);
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? [0, 1] : [1, 0];
      for (const [pageIndex, page] of pages.entries()) {
        for (const build of order) {
          const {run: load, problem} = await searchLoad(browser, `${origin(builds[build].port)}${page}`);
          if (problem) console.warn(`${'AB'[build]} ${page}: ${problem}`);
          for (const figure of Object.keys(COMPARED) as Compared[]) {
            const measured = load[figure];
            if (measured !== null) results[pageIndex][build][figure].push(measured);
          }
        }
      }
      console.log(`run ${run + 1} of ${runs} done`);
    }
    const report = renderComparison({
      date: new Date().toISOString(),
      commit: gitCommit(),
      runs,
      throttling: THROTTLING_TEXT.replace(/, the live example at first paint$/, ''),
      loadAverage: {start, end: loadAverage()},
      // As the reader named them on the command line.
      builds: {a: given[0], b: given[1]},
      pages: pages.map((page, index) => ({path: page, rows: compareRuns(results[index][0], results[index][1])})),
    });
    console.log(`\n${report}`);
    if (name) {
      const out = path.resolve(__dirname, '..', 'bench-results');
      mkdirSync(out, {recursive: true});
      writeFileSync(path.join(out, `compare-${name}.md`), report);
      writeFileSync(
        path.join(out, `compare-${name}.json`),
        `${JSON.stringify({dirs, pages, runs: results}, null, 2)}\n`,
      );
      console.log(`Written: bench-results/compare-${name}.md and .json`);
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
