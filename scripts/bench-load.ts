// What readers get (issue 21): the BUI site and the stock Docusaurus 3.9.1
// starter (scripts/lib/stock-starter.ts), built and served the same way as
// bench:lighthouse serves them, measured in one run on the seven templates:
// - Lighthouse 13 (mobile) with simulated throttling, its default, and with
//   applied throttling (`--throttling-method=devtools`);
// - a cold load in Chromium slowed through the DevTools protocol (150 ms RTT,
//   1.6 Mbps down, 750 Kbps up, CPU 4×, no cache, a fresh context per run):
//   first and largest contentful paint, the moment `html[data-has-hydrated]`
//   appears, and the time from a press on the search button, made as soon as
//   the page has hydrated, until the modal's input has focus;
// - on the component page, another cold load in which a live example is
//   pressed at first paint: the time until its effect shows, or "lost" when
//   it does not within 10 s.
// Medians per page (default 5 runs), BUI / stock per template, the issue's
// targets as PASS/FAIL, written to bench-results/load.json (every run) and
// bench-results/load.md. A benchmark, not a gate: missed targets exit 0; a run
// that gives nothing exits 1.
//
// Usage: npm run bench:load [-- --runs 5] [--only bui|stock] [--pages home,component,…] [--no-build] [--bui-dir <a build>]
//   [--name <name>]: writes load-<name>.json and load-<name>.md instead, so a run of some templates keeps the full one.
// Pages: home, doc, component, post, search, category, tags.
// Ports: BUI_LOAD_PORT (default 3300) for BUI, +1 for the starter, +2 for Lighthouse's Chrome.
import {mkdirSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {
  buildSites,
  gitCommit,
  lighthouseVersion,
  loadAverage,
  preflight,
  type Site,
  startNginx,
  stopOnSignals,
} from './lib/bench-sites';
import {exampleLoad, lighthouseRun, searchLoad, THROTTLING_TEXT} from './lib/cold-load';
import {
  evaluateTargets,
  pairTemplates,
  renderMarkdown,
  schedule,
  summarize,
  type ExamplePress,
  type PageRuns,
  type Template,
} from './lib/load-summary';

const root = path.resolve(__dirname, '..');

/** The templates of bench:lighthouse (the foundations page aside), each with the stock page it is compared with. */
const TEMPLATES: Record<string, Template> = {
  home: {label: 'home', bui: '/', stock: '/', examples: false},
  doc: {label: 'doc page without examples', bui: '/docs/getting-started/intro', stock: '/docs/intro', examples: false},
  // The starter has no component page: its docs page is what a docs page costs there.
  component: {label: 'component page (Button)', bui: '/docs/components/button', stock: '/docs/intro', examples: true},
  post: {label: 'blog post', bui: '/blog/welcome', stock: '/blog/welcome', examples: false},
  search: {label: 'search page', bui: '/search', stock: '/search', examples: false},
  category: {
    label: 'category index',
    bui: '/docs/category/components',
    stock: '/docs/category/tutorial---basics',
    examples: false,
  },
  // The starter's docs have no tags; its blog's tags page is the tags template there.
  tags: {label: 'tags page', bui: '/docs/tags', stock: '/blog/tags', examples: false},
};

interface Options {
  runs: number;
  build: boolean;
  sites: Site[];
  templates: Template[];
  buiDir: string | undefined;
  /** bench-results/<fileName>.json and .md. */
  fileName: string;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more');
  const only = value('--only');
  if (only !== undefined && only !== 'bui' && only !== 'stock') throw new Error('--only takes bui or stock');
  const names = value('--pages')?.split(',') ?? Object.keys(TEMPLATES);
  const unknown = names.filter((name) => !(name in TEMPLATES));
  if (unknown.length) {
    throw new Error(`--pages: no template ${unknown.join(', ')} (known: ${Object.keys(TEMPLATES).join(', ')})`);
  }
  const buiDir = value('--bui-dir');
  const name = value('--name');
  if (name !== undefined && !/^[a-z0-9-]+$/.test(name))
    throw new Error('--name takes lower-case letters, digits and hyphens');
  return {
    fileName: name ? `load-${name}` : 'load',
    runs,
    build: !argv.includes('--no-build'),
    sites: only ? [only] : ['bui', 'stock'],
    templates: names.map((name) => TEMPLATES[name]),
    buiDir: buiDir ? path.resolve(buiDir) : undefined,
  };
}

const basePort = Number(process.env.BUI_LOAD_PORT ?? 3300);
const ports: Record<Site, number> = {bui: basePort, stock: basePort + 1};
const lighthouseDebugPort = basePort + 2;
const origin = (site: Site) => `http://127.0.0.1:${ports[site]}`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const orDash = (value: number | null | undefined) => (value === null || value === undefined ? '—' : seconds(value));

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const loadStart = loadAverage();
  console.log(`load average at start: ${loadStart}`);
  const pages: Record<Site, string[]> = {bui: [], stock: []};
  for (const template of options.templates) {
    for (const site of options.sites) {
      if (!pages[site].includes(template[site])) pages[site].push(template[site]);
    }
  }
  const withExamples = new Set(options.templates.filter((template) => template.examples).map((item) => item.bui));
  const dirs = buildSites({...options, copyName: `bui-load-${basePort}`});
  const nginx = await startNginx(
    options.sites.map((site) => ({port: ports[site], root: dirs[site]})),
    'bui-load-nginx-',
  );
  const stop = stopOnSignals(nginx);

  const runs = new Map<string, PageRuns>();
  const runsOf = (site: Site, pagePath: string): PageRuns => {
    const key = `${site} ${pagePath}`;
    let entry = runs.get(key);
    if (!entry) {
      entry = {site, path: pagePath, simulated: [], devtools: [], cold: [], examples: [], errors: []};
      runs.set(key, entry);
    }
    return entry;
  };
  let browser: Browser | undefined;
  let chromiumVersion = 'Chromium (version unknown)';
  try {
    for (const site of options.sites) await preflight(origin(site), dirs[site], pages[site]);
    browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
    chromiumVersion = `Chromium ${browser.version()}`;
    const jobs = schedule(pages, options.runs);
    for (const [index, {site, path: pagePath, round}] of jobs.entries()) {
      const url = `${origin(site)}${pagePath}`;
      const entry = runsOf(site, pagePath);
      const prefix = `[${index + 1}/${jobs.length}] run ${round} ${site.padEnd(5)} ${pagePath}`;
      const attempt = async <T>(what: string, step: () => Promise<T>): Promise<T | undefined> => {
        try {
          return await step();
        } catch (error) {
          const message = `${site} ${pagePath} (run ${round}), ${what}: ${error instanceof Error ? error.message : String(error)}`;
          entry.errors.push(message);
          console.error(`${prefix}: FAILED ${what}: ${message}`);
          return undefined;
        }
      };
      const simulated = await attempt('Lighthouse simulated', () =>
        lighthouseRun(url, 'simulate', lighthouseDebugPort),
      );
      if (simulated) entry.simulated.push(simulated);
      const devtools = await attempt('Lighthouse devtools', () => lighthouseRun(url, 'devtools', lighthouseDebugPort));
      if (devtools) entry.devtools.push(devtools);
      const cold = await attempt('cold load', () => searchLoad(browser as Browser, url));
      if (cold) {
        entry.cold.push(cold.run);
        if (cold.problem) entry.errors.push(`${site} ${pagePath} (run ${round}), search press: ${cold.problem}`);
      }
      let example: ExamplePress | undefined;
      if (site === 'bui' && withExamples.has(pagePath)) {
        const result = await attempt('example press', () => exampleLoad(browser as Browser, url));
        if (result) {
          example = result.run;
          entry.examples.push(result.run);
          if (result.problem) entry.errors.push(`${site} ${pagePath} (run ${round}), example press: ${result.problem}`);
        }
      }
      console.log(
        [
          `${prefix}:`,
          simulated ? `LH sim perf ${simulated.performance} LCP ${seconds(simulated.lcpMs)}` : 'LH sim —',
          devtools ? `LH devtools perf ${devtools.performance} LCP ${seconds(devtools.lcpMs)}` : 'LH devtools —',
          cold
            ? `cold FCP ${orDash(cold.run.fcpMs)} LCP ${orDash(cold.run.lcpMs)} hydrated ${orDash(cold.run.hydratedMs)} search ${cold.run.search === 'took effect' ? orDash(cold.run.searchMs) : cold.run.search}`
            : 'cold —',
          example ? `example ${example.outcome === 'took effect' ? orDash(example.effectMs) : example.outcome}` : '',
        ]
          .filter(Boolean)
          .join(' | '),
      );
    }
  } finally {
    await browser?.close();
    stop();
  }

  const loadEnd = loadAverage();
  const pageRuns = [...runs.values()];
  const medians = pageRuns.map(summarize);
  const pairs = pairTemplates(options.templates, medians);
  const targets = evaluateTargets(pairs);
  const errors = pageRuns.flatMap((entry) => entry.errors);
  const report = {
    machine: {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: lighthouseVersion(),
      loadAverage: {start: loadStart, end: loadEnd},
      cores: cpus().length,
    },
    runs: options.runs,
    partial: options.sites.length < 2 || options.templates.length < Object.keys(TEMPLATES).length,
    throttling: THROTTLING_TEXT,
    pairs,
    targets,
    errors,
  };
  const markdown = renderMarkdown(report, `${options.fileName}.json`);
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(
    path.join(outDir, `${options.fileName}.json`),
    `${JSON.stringify({...report, elapsedSeconds: Math.round((Date.now() - started) / 1000), templates: options.templates, pages: pageRuns, medians}, null, 2)}\n`,
  );
  writeFileSync(path.join(outDir, `${options.fileName}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(
    `written bench-results/${options.fileName}.json and bench-results/${options.fileName}.md in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const empty = pageRuns.filter((entry) => !entry.simulated.length && !entry.devtools.length && !entry.cold.length);
  if (empty.length || pageRuns.length === 0) {
    console.error(
      `no figure at all for: ${empty.map((entry) => `${entry.site} ${entry.path}`).join(', ') || 'any page'}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
