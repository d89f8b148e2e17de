// Lighthouse 13 (mobile preset, simulated throttling) on the BUI site and on
// the stock Docusaurus 3.9.1 starter (scripts/lib/stock-starter.ts), both
// served the same way by a plain gzip host, in one run: medians per page, the
// issue's targets (issue 10) as PASS/FAIL, and what Lighthouse would fix.
// A benchmark, not a gate: missed targets exit 0; a run without a report exits 1.
//
// Usage: npm run bench:lighthouse [-- --runs 3] [--no-build] [--only bui|stock] [--bui-dir <a build>]
//                                 [--templates /,/docs/components/button] [--keep-reports]
// Ports: BUI_LIGHTHOUSE_PORT (default 3200) for BUI, +1 for the starter, +2 for Chrome's debugging port.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  buildSites,
  lighthouse,
  lighthouseVersion,
  loadAverage as load,
  preflight,
  type Site,
  startNginx,
  stopOnSignals,
} from './lib/bench-sites';
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
import {STOCK_DOCUSAURUS_VERSION} from './lib/stock-starter';

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
  const dirs = buildSites({...options, copyName: `bui-lighthouse-${basePort}`});
  const builds = options.sites.map((site) => ({port: ports[site], root: dirs[site]}));
  const origin = (site: Site) => `http://127.0.0.1:${ports[site]}`;

  const nginx = await startNginx(builds, 'bui-lighthouse-nginx-');
  const stop = stopOnSignals(nginx);
  const results: Record<Site, Map<string, RunMetrics[]>> = {bui: new Map(), stock: new Map()};
  const failures: string[] = [];
  try {
    for (const site of options.sites)
      await preflight(
        origin(site),
        dirs[site],
        pages[site].map((page) => page.path),
      );
    const queue = schedule(pages, options.runs);
    for (const [index, {site, page, round}] of queue.entries()) {
      const url = `${origin(site)}${page.path}`;
      const prefix = `[${index + 1}/${queue.length}] run ${round} ${site.padEnd(5)} ${page.path}`;
      try {
        const report = await lighthouse(url, {debugPort: chromeDebugPort});
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
        lighthouse: lighthouseVersion(),
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
