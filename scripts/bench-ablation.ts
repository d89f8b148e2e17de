// The ablation of issue 21: each speed measure of src/plugins/shared/speed-measures.ts
// switched off, one at a time, against the build with all of them, in one run.
//
// 1. builds the site once with every measure and once without each
//    (`BUI_BENCH_WITHOUT=<measure>`), each with no persistent cache, into its
//    own folder under the system's temporary folder;
// 2. serves every build from one nginx, configured as bench:load's;
// 3. on each page, in rounds that visit every build in turn (in a rotated
//    order, so drift falls on all alike): a Lighthouse run with simulated
//    throttling, and a cold load under applied throttling (bench:load's) with
//    a press on the search button once hydrated, and on the component page a
//    second cold load in which a live example is pressed at first paint;
// 4. weighs the scripts and stylesheets each page's HTML names (gzip, exact);
// 5. writes bench-results/ablation.json (every run) and ablation.md (the
//    table, with a verdict per measure).
//
// A benchmark, not a gate: it exits 1 only when a build fails or a page gives nothing.
//
// Usage: npm run bench:ablation [-- --runs 3] [--pages component,doc] [--measures a,b] [--no-build] [--report-only]
//        [--out ablation]: the name of the two files in bench-results/, so a second round on a few measures
//        keeps the first round's table.
// Ports: BUI_ABLATION_PORT (default 3400) and one more per build; +90 for Lighthouse's Chrome.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {load} from 'cheerio';
import {CHROMIUM_FLAGS, findChromium} from '../tooling/chromium';
import {SPEED_MEASURES, type SpeedMeasure} from '../src/plugins/shared/speed-measures';
import {judge, renderAblation, FIGURES, type AblationReport, type Runs} from './lib/ablation-summary';
import {
  builtFile,
  deployedGzip,
  gitCommit,
  lighthouseVersion,
  loadAverage,
  preflight,
  startNginx,
  stopOnSignals,
} from './lib/bench-sites';
import {exampleLoad, lighthouseRun, searchLoad, THROTTLING_TEXT} from './lib/cold-load';
import {median} from './lib/stats';

const root = path.resolve(__dirname, '..');

const PAGES: Record<string, string> = {
  component: '/docs/components/button',
  doc: '/docs/getting-started/intro',
  home: '/',
};
const WITH_EXAMPLES = new Set(['/docs/components/button']);

/** Speed measures with decision records that no configuration switches off, and why. */
const NOT_ABLATED = [
  {
    record: '0017-react-aria-portal-provider-in-the-phone-frame.md',
    why: "the way it replaced (react-aria-components' ModalContext) is other code in src/components/Example/Frame.tsx, not a build switch; the record gives the bytes measured when it landed",
  },
  {
    record: '0018-code-colours-as-css.md',
    why: 'lives in the ejected CodeBlock and the prism theme, not in a plugin; switching it off means a second copy of the ejected component',
  },
  {
    record: '0019-search-modal-fetches-only-shown-hits.md',
    why: "lives in the search client's browser code, which has no build-time switch; bench:search measures the bytes of a first query",
  },
] as const;

const BASELINE = 'every measure';

interface Options {
  runs: number;
  build: boolean;
  pages: string[];
  measures: SpeedMeasure[];
  /** bench-results/<out>.md and <out>.json */
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 2)
    throw new Error('--runs takes a whole number of 2 or more (noise needs two)');
  const pages = value('--pages')?.split(',') ?? ['component', 'doc'];
  const unknownPages = pages.filter((name) => !(name in PAGES));
  if (unknownPages.length)
    throw new Error(`--pages: no page ${unknownPages.join(', ')} (known: ${Object.keys(PAGES).join(', ')})`);
  const all = Object.keys(SPEED_MEASURES) as SpeedMeasure[];
  const measures = (value('--measures')?.split(',') ?? all) as SpeedMeasure[];
  const unknown = measures.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`--measures: no measure ${unknown.join(', ')} (known: ${all.join(', ')})`);
  const out = value('--out') ?? 'ablation';
  if (!/^[a-z0-9-]+$/.test(out))
    throw new Error('--out takes a file name without extension: lower-case letters, digits, -');
  return {runs, build: !argv.includes('--no-build'), pages, measures, out};
}

const buildsDir = path.join(tmpdir(), 'bui-ablation');
const folderOf = (variant: string) => path.join(buildsDir, variant === BASELINE ? 'baseline' : `without-${variant}`);

function build(variant: string): void {
  const out = folderOf(variant);
  rmSync(out, {recursive: true, force: true});
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUI_BENCH_WITHOUT: variant === BASELINE ? '' : variant,
    // Every build starts cold, so none reuses modules another configuration transformed.
    DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  };
  delete env.BUI_TEST_FAULTS;
  console.log(`Building ${variant === BASELINE ? 'with every measure' : `without ${variant}`} into ${out}…`);
  const started = Date.now();
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', out], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`  built in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The gzip bytes of the scripts and of the stylesheets a page's HTML names, as nginx sends them. */
function pageBytes(dir: string, route: string): {pageJsKiB: number; pageCssKiB: number} {
  const file = builtFile(dir, route);
  if (!file) throw new Error(`${dir} has no page for ${route}`);
  const $ = load(readFileSync(file, 'utf8'));
  const level = deployedGzip();
  const weigh = (urls: string[]) =>
    urls
      .filter((url) => url.startsWith('/'))
      .map((url) => gzipSync(readFileSync(path.join(dir, url.split(/[?#]/)[0])), {level}).length)
      .reduce((sum, bytes) => sum + bytes, 0) / 1024;
  return {
    pageJsKiB: weigh(
      $('script[src]')
        .map((_, node) => node.attribs.src ?? '')
        .get(),
    ),
    pageCssKiB: weigh(
      $('link[rel="stylesheet"]')
        .map((_, node) => node.attribs.href ?? '')
        .get(),
    ),
  };
}

type SavedAblation = AblationReport & {elapsedSeconds: number; everyRun: Record<string, Record<string, Runs>>};

/** `--report-only`: judges the runs of bench-results/ablation.json again and rewrites both files (after a change to the rule). */
function reportAgain(out: string): void {
  const file = path.join(root, 'bench-results', `${out}.json`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedAblation;
  const measures = saved.measures.map((result) =>
    Object.keys(result.pages).length
      ? judge(
          {name: result.measure, record: result.record, off: result.off, internals: result.internals},
          saved.everyRun[BASELINE] ?? {},
          saved.everyRun[result.measure] ?? {},
        )
      : result,
  );
  const report = {...saved, measures};
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, 'bench-results', `${out}.md`), renderAblation(report, `${out}.json`));
  console.log(`rewrote bench-results/${out}.json and ${out}.md from the saved runs`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (process.argv.includes('--report-only')) {
    reportAgain(options.out);
    return;
  }
  const started = Date.now();
  const loadStart = loadAverage();
  console.log(`load average at start: ${loadStart}`);
  mkdirSync(buildsDir, {recursive: true});
  for (const variant of [BASELINE, ...options.measures]) {
    if (options.build || !existsSync(path.join(folderOf(variant), 'index.html'))) build(variant);
  }
  // Asset names carry content hashes: a build whose names all match the full build's left nothing out.
  const assets = (variant: string) =>
    readdirSync(path.join(folderOf(variant), 'assets'), {recursive: true, encoding: 'utf8'})
      .sort()
      .join('\n');
  const unchanged = options.measures.filter((measure) => assets(measure) === assets(BASELINE));
  for (const measure of unchanged) {
    console.error(`without ${measure}: the build has the same files as with every measure; it is not measured`);
  }
  const measured = options.measures.filter((measure) => !unchanged.includes(measure));
  const variants = [BASELINE, ...measured];
  const basePort = Number(process.env.BUI_ABLATION_PORT ?? 3400);
  const portOf = (variant: string) => basePort + variants.indexOf(variant);
  const debugPort = basePort + 90;
  const nginx = await startNginx(
    variants.map((variant) => ({port: portOf(variant), root: folderOf(variant)})),
    'bui-ablation-nginx-',
  );
  const stop = stopOnSignals(nginx);

  const runs: Record<string, Record<string, Runs>> = {};
  const errors: string[] = [];
  const push = (variant: string, page: string, key: string, value: number | null | undefined) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return;
    runs[variant] ??= {};
    runs[variant][page] ??= {};
    (runs[variant][page][key] ??= []).push(value);
  };
  let browser: Browser | undefined;
  let chromiumVersion = 'Chromium (version unknown)';
  try {
    for (const variant of variants) {
      const origin = `http://127.0.0.1:${portOf(variant)}`;
      await preflight(
        origin,
        folderOf(variant),
        options.pages.map((page) => PAGES[page]),
      );
      for (const page of options.pages) {
        const bytes = pageBytes(folderOf(variant), PAGES[page]);
        push(variant, page, 'pageJsKiB', bytes.pageJsKiB);
        push(variant, page, 'pageCssKiB', bytes.pageCssKiB);
      }
    }
    browser = await chromium.launch({executablePath: findChromium(), args: [...CHROMIUM_FLAGS]});
    chromiumVersion = `Chromium ${browser.version()}`;
    const total = options.runs * options.pages.length * variants.length;
    let done = 0;
    for (let round = 0; round < options.runs; round++) {
      for (const page of options.pages) {
        const route = PAGES[page];
        const order = variants.map((_, index) => variants[(index + round) % variants.length]);
        for (const variant of order) {
          const url = `http://127.0.0.1:${portOf(variant)}${route}`;
          const label = `[${++done}/${total}] run ${round + 1} ${page} ${variant === BASELINE ? BASELINE : `without ${variant}`}`;
          const attempt = async <T>(what: string, step: () => Promise<T>): Promise<T | undefined> => {
            try {
              return await step();
            } catch (error) {
              const message = `${label}, ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
              errors.push(message);
              console.error(message);
              return undefined;
            }
          };
          const simulated = await attempt('Lighthouse simulated', () => lighthouseRun(url, 'simulate', debugPort));
          push(variant, page, 'simPerformance', simulated?.performance);
          push(variant, page, 'simLcpMs', simulated?.lcpMs);
          push(variant, page, 'simTbtMs', simulated?.tbtMs);
          push(variant, page, 'jsKiB', simulated?.jsKiB);
          const cold = await attempt('cold load', () => searchLoad(browser as Browser, url));
          push(variant, page, 'hydratedMs', cold?.run.hydratedMs);
          push(variant, page, 'lcpMs', cold?.run.lcpMs);
          push(variant, page, 'searchMs', cold?.run.searchMs);
          if (cold?.problem) errors.push(`${label}, search press: ${cold.problem}`);
          let example = '';
          if (WITH_EXAMPLES.has(route)) {
            const pressed = await attempt('example press', () => exampleLoad(browser as Browser, url));
            push(variant, page, 'exampleMs', pressed?.run.effectMs);
            if (pressed?.problem || (pressed && pressed.run.outcome !== 'took effect')) {
              errors.push(`${label}, example press: ${pressed.problem ?? pressed.run.outcome}`);
            }
            const effectMs = pressed?.run.effectMs;
            example = ` example ${typeof effectMs === 'number' ? `${Math.round(effectMs)} ms` : (pressed?.run.outcome ?? '—')}`;
          }
          console.log(
            `${label}: LH sim ${simulated?.performance ?? '—'} | hydrated ${cold?.run.hydratedMs?.toFixed(0) ?? '—'} ms LCP ${cold?.run.lcpMs?.toFixed(0) ?? '—'} ms search ${cold?.run.searchMs?.toFixed(0) ?? '—'} ms${example}`,
          );
        }
      }
    }
  } finally {
    await browser?.close();
    stop();
  }

  const baselineRuns = runs[BASELINE] ?? {};
  const measures = options.measures.map((name) =>
    unchanged.includes(name)
      ? {
          measure: name,
          ...SPEED_MEASURES[name],
          pages: {},
          verdict: 'review' as const,
          why: 'the build without it has the same files as the build with it: the switch is not wired, or the measure changes nothing on this site',
        }
      : judge({name, ...SPEED_MEASURES[name]}, baselineRuns, runs[name] ?? {}),
  );
  const report: AblationReport = {
    machine: {
      date: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: lighthouseVersion(),
      'load average': `${loadStart} at start, ${loadAverage()} at end`,
      cores: cpus().length,
    },
    runs: options.runs,
    pages: Object.fromEntries(options.pages.map((page) => [page, PAGES[page]])),
    throttling: THROTTLING_TEXT,
    baseline: Object.fromEntries(
      options.pages.map((page) => [
        page,
        Object.fromEntries(
          FIGURES.map((spec) => {
            const values = baselineRuns[page]?.[spec.key] ?? [];
            return [spec.key, values.length ? median(values) : null];
          }),
        ),
      ]),
    ),
    measures,
    notAblated: NOT_ABLATED,
    errors,
  };
  const outDir = path.join(root, 'bench-results');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(
    path.join(outDir, `${options.out}.json`),
    `${JSON.stringify({...report, elapsedSeconds: Math.round((Date.now() - started) / 1000), everyRun: runs}, null, 2)}\n`,
  );
  const markdown = renderAblation(report, `${options.out}.json`);
  writeFileSync(path.join(outDir, `${options.out}.md`), markdown);
  console.log(`\n${markdown}`);
  console.log(
    `written bench-results/${options.out}.json and ${options.out}.md in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const empty = variants.filter((variant) => options.pages.some((page) => !runs[variant]?.[page]?.hydratedMs?.length));
  if (empty.length) {
    console.error(`no cold load at all for: ${empty.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
