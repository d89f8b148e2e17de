// Build scaling (CONTRIBUTING.md "Benchmarks"): cold and warm production build
// time, peak memory and main bundle size of the BUI site and of the stock
// Docusaurus starter (the anchor, scripts/lib/stock-starter.ts), each at 1x,
// 10x and 100x its doc pages, in the same run. "N x" is the site's own docs
// plus (N - 1) times as many synthetic pages as the BUI site has docs; the
// anchor gets the same synthetic pages, so both grow by the same amount.
// Every build runs in a temporary copy of the site: nothing is written to
// docs/, build/ or the caches of the repository.
// Usage: npm run bench:build [-- --multipliers 1,10,100] [-- --only bui|stock] [-- --runs N] [-- --keep]
// Run by jiti, which has no top-level await: the steps are functions, run by main().
import {spawn, type ChildProcess} from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {growth, median} from './lib/stats';
import {ensureStockStarter} from './lib/stock-starter';
import {SYNTHETIC_FOLDER, syntheticDocs, withSyntheticSidebar} from './lib/synthetic-docs';

const root = path.resolve(__dirname, '..');
const sites = ['bui', 'stock'] as const;
type Site = (typeof sites)[number];
/** Target for the main bundle (main + runtime~main, raw bytes) per added doc page. */
const TARGET_BYTES_PER_PAGE = 300;

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run bench:build [-- --multipliers 1,10,100] [-- --only bui|stock] [-- --runs N]`,
  );
  process.exit(2);
}

function parseOptions(args: string[]) {
  const value = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const multipliers = (value('--multipliers') ?? '1,10,100').split(',').map(Number);
  if (multipliers.some((m) => !Number.isInteger(m) || m < 1))
    usage('--multipliers takes whole numbers ≥ 1, e.g. 1,10,100.');
  const only = value('--only');
  if (only !== undefined && !sites.includes(only as Site)) usage('--only takes bui or stock.');
  // One run by default: a 100x build takes many minutes on two cores.
  const runs = Number(value('--runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) usage('--runs takes a whole number ≥ 1.');
  return {
    multipliers: [...new Set(multipliers)].sort((a, b) => a - b),
    sites: only ? [only as Site] : [...sites],
    runs,
    keep: args.includes('--keep'),
  };
}

// --- Files

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Doc pages as Docusaurus sees them: Markdown files, minus the `_`-prefixed partials it skips. */
function countDocPages(docsDir: string): number {
  return walk(docsDir).filter(
    (file) =>
      /\.mdx?$/.test(file) &&
      !path
        .relative(docsDir, file)
        .split(path.sep)
        .some((part) => part.startsWith('_')),
  ).length;
}

const notCopied = new Set([
  'node_modules',
  'build',
  'build-algolia',
  '.docusaurus',
  '.docusaurus-algolia',
  '.docusaurus-start',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/**
 * A copy of the site without its build output and caches. Its node_modules is
 * a real folder of links to the source's packages rather than one link to the
 * whole folder: the bundler's persistent cache lives in node_modules/.cache,
 * which a cold build deletes, and that must be the copy's own.
 */
function copySite(source: string, dest: string): void {
  cpSync(source, dest, {
    recursive: true,
    filter: (file) => path.dirname(file) !== source || !notCopied.has(path.basename(file)),
  });
  const modules = realpathSync(path.join(source, 'node_modules'));
  mkdirSync(path.join(dest, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name !== '.cache') symlinkSync(path.join(modules, name), path.join(dest, 'node_modules', name));
  }
}

function writeSynthetic(dir: string, count: number, sidebars: string | undefined): void {
  rmSync(path.join(dir, 'docs', SYNTHETIC_FOLDER), {recursive: true, force: true});
  for (const file of syntheticDocs(count)) {
    const target = path.join(dir, 'docs', ...file.path.split('/'));
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.content);
  }
  if (sidebars !== undefined) {
    writeFileSync(path.join(dir, 'sidebars.ts'), count > 0 ? withSyntheticSidebar(sidebars) : sidebars);
  }
}

// --- Memory: the build's process tree, read from /proc.

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // the process ended between two reads
  }
}

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples every 100 ms the resident memory of the process and all its
 * descendants, summed (a peak shorter than that can be missed), and keeps the
 * kernel's high-water mark of the largest single process (VmHWM, exact, but
 * read at the last sample before the process ends).
 */
function watchMemory(child: ChildProcess) {
  const peaks = {treeKiB: 0, processKiB: 0};
  const sample = () => {
    if (child.pid === undefined) return;
    const pids = [child.pid];
    for (let i = 0; i < pids.length; i += 1) pids.push(...childrenOf(pids[i]));
    let total = 0;
    for (const pid of pids) {
      total += statusKiB(pid, 'VmRSS');
      peaks.processKiB = Math.max(peaks.processKiB, statusKiB(pid, 'VmHWM'));
    }
    peaks.treeKiB = Math.max(peaks.treeKiB, total);
  };
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return {peakTreeMiB: peaks.treeKiB / 1024, peakProcessMiB: peaks.processKiB / 1024};
    },
  };
}

// --- Builds

type BuildFigures = {seconds: number; peakTreeMiB: number; peakProcessMiB: number};
let running: ChildProcess | undefined;

/** `docusaurus build` through node directly (not npx), so the tree measured is the build's own. */
async function build(dir: string, log: string): Promise<BuildFigures> {
  const docusaurus = path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const out = openSync(log, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [docusaurus, 'build'], {
    cwd: dir,
    stdio: ['ignore', out, out],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  running = child;
  const memory = watchMemory(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve(exitCode));
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peaks = memory.stop();
  running = undefined;
  closeSync(out);
  if (code !== 0) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`The build in ${dir} failed (exit ${code}); the end of its output:\n${tail}`);
  }
  return {seconds, ...peaks};
}

function cleanForColdBuild(dir: string): void {
  for (const folder of ['build', '.docusaurus', path.join('node_modules', '.cache')]) {
    rmSync(path.join(dir, folder), {recursive: true, force: true});
  }
}

// --- Build output

type Sized = {file: string; bytes: number; gzipBytes: number};

function sized(file: string): Sized {
  const content = readFileSync(file);
  return {file: path.basename(file), bytes: content.length, gzipBytes: gzipSync(content).length};
}

function mainBundle(buildDir: string): {main: Sized; runtime: Sized} {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const only = (pattern: RegExp) => {
    const matches = readdirSync(jsDir).filter((name) => pattern.test(name));
    if (matches.length !== 1) throw new Error(`Expected one ${pattern} in ${jsDir}, found ${matches.length}.`);
    return sized(path.join(jsDir, matches[0]));
  };
  return {main: only(/^main\.[0-9a-f]+\.js$/), runtime: only(/^runtime~main\.[0-9a-f]+\.js$/)};
}

function buildSize(buildDir: string) {
  const files = walk(buildDir);
  const byType = (ext: string) => {
    const list = files.filter((file) => file.endsWith(ext));
    return {
      files: list.length,
      bytes: list.reduce((sum, file) => sum + statSync(file).size, 0),
      gzipBytes: list.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0),
    };
  };
  return {
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    html: byType('.html'),
    js: byType('.js'),
    css: byType('.css'),
  };
}

/** The HTML file of a route, with or without a trailing slash (the BUI site has none, the starter has one). */
function routeHtml(buildDir: string, route: string): string | undefined {
  return [`${route}.html`, path.join(route, 'index.html')]
    .map((file) => path.join(buildDir, file))
    .find((file) => existsSync(file));
}

/**
 * Every synthetic page must be a route of the build, in a sidebar: fails
 * unless the build has one route per synthetic doc, and the first page's
 * sidebar links to the last page of its section.
 */
function checkSyntheticPages(buildDir: string, count: number): void {
  // Routes, not HTML files: the BUI site writes each page as <route>.html and <route>/index.html (ARCHITECTURE.md "URLs and hosting").
  const built = new Set(
    walk(path.join(buildDir, 'docs', SYNTHETIC_FOLDER))
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.replace(/(\/index)?\.html$/, '')),
  ).size;
  if (built !== count) throw new Error(`${buildDir}: ${built} synthetic routes built, ${count} pages written.`);
  if (count === 0) return;
  const routes = syntheticDocs(count)
    .filter((file) => file.path.endsWith('.md'))
    .map((file) => `/docs/${file.path.replace(/\.md$/, '')}`);
  const section = routes.filter((route) => path.dirname(route) === path.dirname(routes[0]));
  const first = routeHtml(buildDir, routes[0]);
  if (!first) throw new Error(`${buildDir}: no HTML for ${routes[0]}.`);
  const last = section[section.length - 1];
  // The HTML is minified: attribute values may have no quotes.
  if (!new RegExp(`href=["']?${last}/?["'\\s>]`).test(readFileSync(first, 'utf8'))) {
    throw new Error(`${buildDir}: the sidebar of ${routes[0]} does not link to ${last}; are the pages in a sidebar?`);
  }
}

// --- Report

type Row = {
  site: Site;
  multiplier: number;
  ownPages: number;
  syntheticPages: number;
  docPages: number;
  htmlFiles: number;
  runs: {cold: BuildFigures; warm: BuildFigures}[];
  coldMedianSeconds: number;
  warmMedianSeconds: number;
  peakMiB: number;
  peakProcessMiB: number;
  bundle: {main: Sized; runtime: Sized};
  buildSize: ReturnType<typeof buildSize>;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function printTable(rows: Row[]): void {
  const header = ['site', 'x', 'pages', 'cold s', 'warm s', 'peak MiB', 'main.js B', 'main.js gz B', 'runtime B'];
  const lines = rows.map((row) => [
    row.site,
    `${row.multiplier}x`,
    String(row.docPages),
    row.coldMedianSeconds.toFixed(1),
    row.warmMedianSeconds.toFixed(1),
    row.peakMiB.toFixed(0),
    String(row.bundle.main.bytes),
    String(row.bundle.main.gzipBytes),
    String(row.bundle.runtime.bytes),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${format(header)}`);
  for (const line of lines) console.log(format(line));
  const runs = rows[0]?.runs.length ?? 0;
  console.log(
    `pages: doc pages (the site's own + synthetic); cold and warm: ${runs > 1 ? `median of ${runs} runs` : 'one run'};` +
      ' peak: largest resident memory of the build process tree (sampled every 100 ms, summed over processes)',
  );
}

function printRatios(rows: Row[]): void {
  const multipliers = [...new Set(rows.map((row) => row.multiplier))];
  const pairs = multipliers
    .map((m) => [
      rows.find((r) => r.site === 'bui' && r.multiplier === m),
      rows.find((r) => r.site === 'stock' && r.multiplier === m),
    ])
    .filter((pair): pair is [Row, Row] => Boolean(pair[0] && pair[1]));
  if (pairs.length === 0) return;
  console.log('\nBUI / stock starter, same run:');
  for (const [bui, stock] of pairs) {
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
    console.log(
      `  ${bui.multiplier}x: cold ${ratio(bui.coldMedianSeconds, stock.coldMedianSeconds)}, warm ${ratio(bui.warmMedianSeconds, stock.warmMedianSeconds)}, ` +
        `peak memory ${ratio(bui.peakMiB, stock.peakMiB)}, main.js ${ratio(bui.bundle.main.bytes, stock.bundle.main.bytes)}`,
    );
  }
}

function bundleGrowth(rows: Row[], site: Site) {
  const points = rows.filter((row) => row.site === site);
  if (points.length < 2) return undefined;
  const total = (row: Row, key: 'bytes' | 'gzipBytes') => row.bundle.main[key] + row.bundle.runtime[key];
  const raw = growth(points.map((row) => ({x: row.docPages, y: total(row, 'bytes')})));
  const gzip = growth(points.map((row) => ({x: row.docPages, y: total(row, 'gzipBytes')})));
  const main = growth(points.map((row) => ({x: row.docPages, y: row.bundle.main.bytes})));
  const runtime = growth(points.map((row) => ({x: row.docPages, y: row.bundle.runtime.bytes})));
  // The target does not say raw or gzipped bytes: both are judged, raw (what
  // the browser parses) being the verdict that counts.
  const meets = (result: typeof raw) => result.perUnit <= TARGET_BYTES_PER_PAGE && result.shape !== 'superlinear';
  return {raw, gzip, main, runtime, pass: meets(raw), passGzip: meets(gzip), judgedShape: raw.shape !== 'unknown'};
}

function printGrowth(rows: Row[], site: Site, result: NonNullable<ReturnType<typeof bundleGrowth>>): void {
  const points = rows.filter((row) => row.site === site);
  const first = points[0];
  const last = points[points.length - 1];
  const bytes = (value: number) => `${value.toFixed(1)} B`;
  console.log(
    `\n${site}: main bundle growth per added page (main + runtime~main), ${first.multiplier}x → ${last.multiplier}x, ${last.docPages - first.docPages} pages added`,
  );
  console.log(
    `  raw ${bytes(result.raw.perUnit)}/page (main ${bytes(result.main.perUnit)}, runtime~main ${bytes(result.runtime.perUnit)}); gzipped ${bytes(result.gzip.perUnit)}/page`,
  );
  console.log(
    `  linear fit (raw): ${result.raw.fit.slope.toFixed(1)} B/page + ${result.raw.fit.intercept.toFixed(0)} B, r² ${result.raw.fit.r2.toFixed(4)}`,
  );
  const segments = result.raw.segments.map(
    (slope, i) => `${points[i].multiplier}x→${points[i + 1].multiplier}x ${bytes(slope)}/page`,
  );
  console.log(
    `  per segment: ${segments.join(', ')}; growth ${result.judgedShape ? result.raw.shape : 'shape not judged (needs three multipliers)'}`,
  );
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  console.log(
    `  ${verdict(result.pass)}: target ≤ ${TARGET_BYTES_PER_PAGE} B/page raw, linear or better${result.judgedShape ? '' : ' (only the bytes judged)'}` +
      ` (gzipped: ${verdict(result.passGzip)}, ${bytes(result.gzip.perUnit)}/page, growth ${result.judgedShape ? result.gzip.shape : 'not judged'})`,
  );
}

// --- Main

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const loadStart = loadAverage();
  console.log(`bench:build — load average at start: ${loadStart} (${os.cpus().length} cores)`);
  const ownBui = countDocPages(path.join(root, 'docs'));
  const synthetic = (multiplier: number) => (multiplier - 1) * ownBui;
  console.log(
    `N x = the site's own doc pages + (N - 1) x ${ownBui} synthetic pages (the BUI site has ${ownBui} docs): ` +
      options.multipliers.map((m) => `${m}x +${synthetic(m)}`).join(', '),
  );
  const sources: Record<Site, string> = {bui: root, stock: ''};
  if (options.sites.includes('stock')) sources.stock = realpathSync(ensureStockStarter());

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const cleanUp = () => {
    running?.kill();
    if (!options.keep) rmSync(tmp, {recursive: true, force: true});
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  const rows: Row[] = [];
  try {
    const copies = new Map<Site, {dir: string; sidebars: string | undefined; ownPages: number}>();
    for (const site of options.sites) {
      const dir = path.join(tmp, site);
      copySite(sources[site], dir);
      const sidebarsFile = path.join(dir, 'sidebars.ts');
      copies.set(site, {
        dir,
        sidebars: existsSync(sidebarsFile) ? readFileSync(sidebarsFile, 'utf8') : undefined,
        ownPages: countDocPages(path.join(dir, 'docs')),
      });
    }
    // Sites alternate at each multiplier, so a busier spell of the machine
    // weighs on both rather than on one.
    for (const multiplier of options.multipliers) {
      for (const site of options.sites) {
        const {dir, sidebars, ownPages} = copies.get(site)!;
        const count = synthetic(multiplier);
        writeSynthetic(dir, count, sidebars);
        const runs: Row['runs'] = [];
        for (let run = 1; run <= options.runs; run += 1) {
          cleanForColdBuild(dir);
          const cold = await build(dir, path.join(tmp, `${site}-${multiplier}x-${run}-cold.log`));
          const warm = await build(dir, path.join(tmp, `${site}-${multiplier}x-${run}-warm.log`));
          runs.push({cold, warm});
          console.log(
            `${site} ${multiplier}x (${ownPages + count} pages) run ${run}/${options.runs}: ` +
              `cold ${cold.seconds.toFixed(1)} s, peak ${cold.peakTreeMiB.toFixed(0)} MiB; ` +
              `warm ${warm.seconds.toFixed(1)} s, peak ${warm.peakTreeMiB.toFixed(0)} MiB (load ${loadAverage()})`,
          );
        }
        const buildDir = path.join(dir, 'build');
        checkSyntheticPages(buildDir, count);
        const size = buildSize(buildDir);
        rows.push({
          site,
          multiplier,
          ownPages,
          syntheticPages: count,
          docPages: ownPages + count,
          htmlFiles: size.html.files,
          runs,
          coldMedianSeconds: median(runs.map((r) => r.cold.seconds)),
          warmMedianSeconds: median(runs.map((r) => r.warm.seconds)),
          peakMiB: Math.max(...runs.flatMap((r) => [r.cold.peakTreeMiB, r.warm.peakTreeMiB])),
          peakProcessMiB: Math.max(...runs.flatMap((r) => [r.cold.peakProcessMiB, r.warm.peakProcessMiB])),
          bundle: mainBundle(buildDir),
          buildSize: size,
        });
      }
    }
  } finally {
    cleanUp();
  }

  printTable(rows);
  if (options.runs > 1) {
    for (const row of rows) {
      const cold = row.runs.map((r) => r.cold.seconds);
      console.log(
        `  ${row.site} ${row.multiplier}x cold: median ${row.coldMedianSeconds.toFixed(1)} s over ${cold.length} runs (min ${Math.min(...cold).toFixed(1)} s, max ${Math.max(...cold).toFixed(1)} s)`,
      );
    }
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log('\nBuild size:');
  for (const {site, multiplier, buildSize: size} of rows) {
    const part = (name: string, t: {files: number; bytes: number; gzipBytes: number}) =>
      `${name} ${t.files} files ${kib(t.bytes)} (${kib(t.gzipBytes)} gz)`;
    console.log(
      `  ${site} ${multiplier}x: ${size.files} files, ${kib(size.bytes)}; ${part('html', size.html)}; ${part('js', size.js)}; ${part('css', size.css)}`,
    );
  }
  printRatios(rows);
  const growthBySite: Partial<Record<Site, ReturnType<typeof bundleGrowth>>> = {};
  for (const site of options.sites) {
    const result = bundleGrowth(rows, site);
    growthBySite[site] = result;
    if (result) printGrowth(rows, site, result);
  }

  const loadEnd = loadAverage();
  console.log(`\nload average at start: ${loadStart}; at end: ${loadEnd}`);
  mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  const file = path.join(root, 'bench-results', 'build.json');
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.cpus().length,
    loadAverage: {start: loadStart, end: loadEnd},
    options: {multipliers: options.multipliers, sites: options.sites, runs: options.runs},
    buiOwnPages: ownBui,
    targetBytesPerPage: TARGET_BYTES_PER_PAGE,
    rows,
    growth: growthBySite,
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
