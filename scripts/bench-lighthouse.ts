// Lighthouse 13 (mobile preset, simulated throttling) on the BUI site and on
// the stock Docusaurus 3.9.1 starter (scripts/lib/stock-starter.ts), both
// served the same way by a plain gzip host, in one run: medians per page, the
// issue's targets (issue 10) as PASS/FAIL, and what Lighthouse would fix.
// A benchmark, not a gate: missed targets exit 0; a run without a report exits 1.
//
// Usage: npm run bench:lighthouse [-- --runs 3] [--no-build] [--only bui|stock] [--bui-dir <a build>]
//                                 [--templates /,/docs/components/button] [--keep-reports]
// Ports: BUI_LIGHTHOUSE_PORT (default 3200) for BUI, +1 for the starter, +2 for Chrome's debugging port.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {
  extractRun,
  formatChecks,
  formatSiteTable,
  summarizePage,
  targetChecks,
  type PageSpec,
  type PageSummary,
  type RunMetrics,
} from './lib/lighthouse-summary';
import {buildStockStarter, ensureStockStarter, STOCK_DOCUSAURUS_VERSION} from './lib/stock-starter';
import {deployedGzipLevel, findNginx, loopbackNginxConf, nginxRunDir} from './lib/nginx-config';

const root = path.resolve(__dirname, '..');

const BUI_PAGES: PageSpec[] = [
  {label: 'home', path: '/', kind: 'template'},
  {label: 'component page', path: '/docs/components/button', kind: 'template'},
  {label: 'blog post', path: '/blog/welcome', kind: 'template'},
  {label: 'search', path: '/search', kind: 'template'},
  {label: 'category index', path: '/docs/category/components', kind: 'template'},
  {label: 'tags', path: '/docs/tags', kind: 'template'},
  {label: 'foundations', path: '/docs/foundations/colours', kind: 'template'},
  {label: 'page without examples', path: '/docs/getting-started/intro', kind: 'extra'},
];

const STOCK_PAGES: PageSpec[] = [
  {label: 'home', path: '/', kind: 'template'},
  {label: 'docs page', path: '/docs/intro', kind: 'template'},
  {label: 'blog post', path: '/blog/welcome', kind: 'template'},
  {label: 'category index', path: '/docs/category/tutorial---basics', kind: 'template'},
  {label: 'tags', path: '/blog/tags', kind: 'template'},
];

const CHECK_PATHS = {
  noExamples: '/docs/getting-started/intro',
  component: '/docs/components/button',
  stockDocs: '/docs/intro',
};

type Site = 'bui' | 'stock';

interface Options {
  runs: number;
  build: boolean;
  sites: Site[];
  buiPages: PageSpec[];
  /** Where to keep every raw Lighthouse JSON report, if anywhere. */
  reportsDir: string | undefined;
  /** An existing build of the BUI site to measure instead of building this checkout (an older commit, say). */
  buiDir: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more');
  const only = value('--only');
  if (only !== undefined && only !== 'bui' && only !== 'stock') throw new Error('--only takes bui or stock');
  const templates = value('--templates');
  const buiPages = templates
    ? templates.split(',').map((pagePath): PageSpec => {
        const known = BUI_PAGES.find((item) => item.path === pagePath);
        return known ?? {label: pagePath, path: pagePath, kind: 'template'};
      })
    : BUI_PAGES;
  return {
    runs,
    build: !argv.includes('--no-build'),
    sites: only ? [only] : ['bui', 'stock'],
    buiPages,
    reportsDir: argv.includes('--keep-reports') ? path.join(root, 'bench-results', 'lighthouse-reports') : undefined,
    buiDir: value('--bui-dir') ? path.resolve(value('--bui-dir') ?? '') : undefined,
  };
}

const basePort = Number(process.env.BUI_LIGHTHOUSE_PORT ?? 3200);
const ports: Record<Site, number> = {bui: basePort, stock: basePort + 1};
const chromeDebugPort = basePort + 2;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function run(command: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}): ${command} ${args.join(' ')}`);
}

/**
 * The starter is built in a copy of its sources outside node_modules
 * (its node_modules linked entry by entry, except its .cache): Docusaurus
 * does not transpile a file whose path contains "node_modules", so the site
 * cannot build where ensureStockStarter() installs it; and this way the
 * benchmark never writes into an installation another benchmark may be using.
 */
function stockCopy(source: string): string {
  const copy = path.join(tmpdir(), `bui-lighthouse-${basePort}-stock-starter-${STOCK_DOCUSAURUS_VERSION}`);
  mkdirSync(path.join(copy, 'node_modules'), {recursive: true});
  for (const entry of readdirSync(source)) {
    if (['node_modules', 'build', '.docusaurus'].includes(entry)) continue;
    cpSync(path.join(source, entry), path.join(copy, entry), {recursive: true, force: true});
  }
  for (const entry of readdirSync(path.join(source, 'node_modules'))) {
    const link = path.join(copy, 'node_modules', entry);
    if (entry === '.cache' || existsSync(link)) continue;
    symlinkSync(path.join(source, 'node_modules', entry), link);
  }
  return copy;
}

function buildSites(options: Options): Record<Site, string> {
  const dirs: Record<Site, string> = {bui: options.buiDir ?? path.join(root, 'build'), stock: ''};
  if (options.sites.includes('bui')) {
    if (options.buiDir) {
      if (!existsSync(path.join(options.buiDir, 'index.html')))
        throw new Error(`--bui-dir ${options.buiDir} holds no built site`);
      console.log(`BUI: measuring the build in ${options.buiDir}`);
    } else if (options.build || !existsSync(dirs.bui)) {
      console.log('Building the BUI site (npx docusaurus build)…');
      run('npx', ['docusaurus', 'build'], root, 'the BUI build');
    } else console.log(`BUI: using the existing ${dirs.bui}`);
  }
  if (options.sites.includes('stock')) {
    const copy = stockCopy(ensureStockStarter());
    dirs.stock = path.join(copy, 'build');
    if (options.build || !existsSync(dirs.stock)) {
      console.log(`Building the stock Docusaurus ${STOCK_DOCUSAURUS_VERSION} starter in ${copy}…`);
      try {
        buildStockStarter(copy);
      } catch (error) {
        // The helper builds quietly; the hint says where to see the build's own output.
        throw new Error(`${error instanceof Error ? error.message : String(error)}: run it in ${copy} to see why`);
      }
    } else console.log(`Stock starter: using the existing ${dirs.stock}`);
  }
  return dirs;
}

/** The file nginx's try_files below would answer with, so a wrong path fails before any Lighthouse run. */
function builtFile(buildDir: string, pagePath: string): string | undefined {
  const clean = pagePath.replace(/\/$/, '');
  return [pagePath, `${clean}.html`, `${clean}/index.html`]
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * A plain gzip host, identical for both sites: static files, gzip for the
 * text types (level 6, what bench:weight reports), clean URLs, and nothing
 * else — no CSP, no cache headers, no HTTP/2 — so the difference measured is
 * the sites', not the hosting's. deploy/nginx.conf is the production host and
 * deliberately not used here.
 */
function nginxConfig(dir: string, builds: readonly {port: number; root: string}[]): string {
  const server = ({port, root: buildRoot}: {port: number; root: string}) => [
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${buildRoot};`,
    '        location / {',
    '            try_files $uri $uri.html $uri/index.html =404;',
    '        }',
    '    }',
  ];
  return loopbackNginxConf(dir, [
    '    gzip on;',
    // The level the production host uses, so both sites are sent as a reader would get them.
    `    gzip_comp_level ${deployedGzipLevel(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'))};`,
    '    gzip_types text/css application/javascript text/javascript application/json image/svg+xml;',
    ...builds.flatMap(server),
  ]);
}

function nginxOrFail(): string {
  const found = findNginx();
  if (!found) throw new Error('nginx is not installed: run `npm run serve:nginx -- --ensure` or set NGINX_PATH.');
  return found;
}

async function startNginx(builds: readonly {port: number; root: string}[]): Promise<ChildProcess> {
  const dir = nginxRunDir('bui-lighthouse-nginx-');
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(dir, builds));
  const server = spawn(nginxOrFail(), ['-e', `${dir}/error.log`, '-p', dir, '-c', confFile], {stdio: 'inherit'});
  const deadline = Date.now() + 15_000;
  for (const {port} of builds) {
    for (;;) {
      if (server.exitCode !== null) {
        throw new Error(`nginx stopped (exit ${server.exitCode}): ${readFileSync(`${dir}/error.log`, 'utf8')}`);
      }
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
  return server;
}

/** Every page answers 200, gzipped, before the first Lighthouse run. */
async function preflight(origin: string, buildDir: string, pages: readonly PageSpec[]): Promise<void> {
  for (const page of pages) {
    if (!builtFile(buildDir, page.path)) throw new Error(`${buildDir} has no page for ${page.path}`);
    const response = await fetch(`${origin}${page.path}`, {headers: {'accept-encoding': 'gzip'}, redirect: 'manual'});
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${origin}${page.path} answered ${response.status}`);
    if (response.headers.get('content-encoding') !== 'gzip') throw new Error(`${origin}${page.path} was not gzipped`);
  }
}

const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * One Lighthouse run in a fresh Chrome: the CLI launches it through
 * chrome-launcher, which gives every launch a new temporary user-data-dir and
 * deletes it afterwards. The CLI rather than the Node API because Lighthouse
 * is an ES module that jiti cannot load.
 */
async function lighthouse(url: string): Promise<unknown> {
  // chrome-launcher reuses a browser it finds on the port instead of starting
  // a fresh one, so a Chrome left over from an earlier run must not count.
  const leftover = await fetch(`http://127.0.0.1:${chromeDebugPort}/json/version`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`a browser already listens on port ${chromeDebugPort}: stop it first`);
  const outDir = mkdtempSync(path.join(tmpdir(), 'bui-lighthouse-report-'));
  const out = path.join(outDir, 'report.json');
  const chrome = findChromium() ?? chromium.executablePath();
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--port=${chromeDebugPort}`,
    `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS].join(' ')}`,
    '--quiet',
  ];
  return await new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, args, {
      env: {...process.env, CHROME_PATH: chrome},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        if (code !== 0 || !existsSync(out)) {
          throw new Error(`lighthouse exited ${code ?? signal} without a report${stderr ? `: ${stderr.trim()}` : ''}`);
        }
        resolve(JSON.parse(readFileSync(out, 'utf8')) as unknown);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
    });
  });
}

/** Each round takes the sites in turn, page by page, so a busy minute falls on both. */
function schedule(pages: Record<Site, PageSpec[]>, runs: number): {site: Site; page: PageSpec; round: number}[] {
  const queue: {site: Site; page: PageSpec; round: number}[] = [];
  const longest = Math.max(pages.bui.length, pages.stock.length);
  for (let round = 1; round <= runs; round += 1) {
    for (let index = 0; index < longest; index += 1) {
      // Which site goes first alternates too, so neither always follows the other.
      const order: Site[] = (round + index) % 2 ? ['stock', 'bui'] : ['bui', 'stock'];
      for (const site of order) {
        const page = pages[site][index];
        if (page) queue.push({site, page, round});
      }
    }
  }
  return queue;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const loadStart = load();
  console.log(`load average at start: ${loadStart}`);
  const pages: Record<Site, PageSpec[]> = {
    bui: options.sites.includes('bui') ? options.buiPages : [],
    stock: options.sites.includes('stock') ? STOCK_PAGES : [],
  };
  const dirs = buildSites(options);
  const builds = options.sites.map((site) => ({port: ports[site], root: dirs[site]}));
  const origin = (site: Site) => `http://127.0.0.1:${ports[site]}`;

  const nginx = await startNginx(builds);
  const stop = () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const results: Record<Site, Map<string, RunMetrics[]>> = {bui: new Map(), stock: new Map()};
  const failures: string[] = [];
  try {
    for (const site of options.sites) await preflight(origin(site), dirs[site], pages[site]);
    const queue = schedule(pages, options.runs);
    for (const [index, {site, page, round}] of queue.entries()) {
      const url = `${origin(site)}${page.path}`;
      const prefix = `[${index + 1}/${queue.length}] run ${round} ${site.padEnd(5)} ${page.path}`;
      try {
        const report = await lighthouse(url);
        if (options.reportsDir) {
          mkdirSync(options.reportsDir, {recursive: true});
          const name = `${site}${page.path.replace(/\//g, '_')}-run${round}.json`;
          writeFileSync(path.join(options.reportsDir, name), JSON.stringify(report));
        }
        const metrics = extractRun(report);
        const list = results[site].get(page.path) ?? [];
        list.push(metrics);
        results[site].set(page.path, list);
        console.log(
          `${prefix}: perf ${metrics.performance}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, JS ${metrics.jsKiB.toFixed(1)} KiB`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${site} ${page.path} (run ${round}): ${message}`);
        console.error(`${prefix}: FAILED ${message}`);
      }
    }
  } finally {
    stop();
  }

  const summaries: Record<Site, PageSummary[]> = {bui: [], stock: []};
  for (const site of options.sites) {
    for (const page of pages[site]) {
      const runs = results[site].get(page.path) ?? [];
      if (runs.length) summaries[site].push(summarizePage(page, runs));
    }
  }
  const checks = targetChecks(summaries.bui, summaries.stock, CHECK_PATHS);
  const titles: Record<Site, string> = {
    bui: `BUI site (${origin('bui')}), median of ${options.runs} run(s), Lighthouse 13 mobile, simulated throttling`,
    stock: `Stock Docusaurus ${STOCK_DOCUSAURUS_VERSION} starter (${origin('stock')}), median of ${options.runs} run(s)`,
  };
  for (const site of options.sites) console.log(`\n${formatSiteTable(titles[site], summaries[site])}`);
  console.log(`\nTargets (issue 10)\n${formatChecks(checks)}`);
  if (options.runs < 3 || options.buiPages !== BUI_PAGES || options.sites.length < 2) {
    console.log('(a partial run: the issue measures every template, both sites, median of 3)');
  }
  const loadEnd = load();
  console.log(`\nload average at end: ${loadEnd}`);

  const jsonFile = path.join(root, 'bench-results', 'lighthouse.json');
  mkdirSync(path.dirname(jsonFile), {recursive: true});
  writeFileSync(
    jsonFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {version: string})
          .version,
        runs: options.runs,
        loadAverage: {start: loadStart, end: loadEnd},
        sites: Object.fromEntries(
          options.sites.map((site) => [
            site,
            {
              origin: origin(site),
              pages: summaries[site].map((summary) => ({...summary, allRuns: results[site].get(summary.path)})),
            },
          ]),
        ),
        checks,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${path.relative(root, jsonFile)}`);
  if (failures.length) {
    console.error(`\n${failures.length} run(s) produced no report:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
