// What the benchmarks that compare the BUI site with the stock starter share
// (bench:lighthouse, bench:load): building both sites, serving them the same
// way from one plain gzip nginx, checking every page answers before the first
// run, and one Lighthouse run in a fresh Chrome. Side effects only; the
// arithmetic lives in lighthouse-summary.ts and load-summary.ts.
import {execFileSync, spawn, spawnSync, type ChildProcess} from 'node:child_process';
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
import {CHROMIUM_FLAGS, findChromium} from '../../tooling/chromium';
import {deployedGzipLevel, findNginx, loopbackNginxConf, nginxRunDir} from './nginx-config';
import {buildStockStarter, ensureStockStarter, STOCK_DOCUSAURUS_VERSION} from './stock-starter';

const root = path.resolve(__dirname, '..', '..');

export type Site = 'bui' | 'stock';

/** The three load averages, as `uptime` prints them. */
export const loadAverage = (): string =>
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
 * `name` keeps each benchmark's (and each port's) copy apart.
 */
function stockCopy(source: string, name: string): string {
  const copy = path.join(tmpdir(), `${name}-stock-starter-${STOCK_DOCUSAURUS_VERSION}`);
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

export interface BuildRequest {
  sites: readonly Site[];
  /** Build even when a build is there (false: `--no-build`, reuse what was built last). */
  build: boolean;
  /** An existing build of the BUI site to measure instead of building this checkout (an older commit, say). */
  buiDir: string | undefined;
  /** Names the starter's copy in the temp folder, e.g. `bui-load-3300`. */
  copyName: string;
}

/** The build folder of each site asked for, built first when needed. */
export function buildSites(request: BuildRequest): Record<Site, string> {
  const dirs: Record<Site, string> = {bui: request.buiDir ?? path.join(root, 'build'), stock: ''};
  if (request.sites.includes('bui')) {
    if (request.buiDir) {
      if (!existsSync(path.join(request.buiDir, 'index.html')))
        throw new Error(`--bui-dir ${request.buiDir} holds no built site`);
      console.log(`BUI: measuring the build in ${request.buiDir}`);
    } else if (request.build || !existsSync(dirs.bui)) {
      console.log('Building the BUI site (npx docusaurus build)…');
      run('npx', ['docusaurus', 'build'], root, 'the BUI build');
    } else console.log(`BUI: using the existing ${dirs.bui}`);
  }
  if (request.sites.includes('stock')) {
    const copy = stockCopy(ensureStockStarter(), request.copyName);
    dirs.stock = path.join(copy, 'build');
    if (request.build || !existsSync(dirs.stock)) {
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

/** The file nginx's try_files below would answer with, so a wrong path fails before any run. */
export function builtFile(buildDir: string, pagePath: string): string | undefined {
  const clean = pagePath.replace(/\/$/, '');
  return [pagePath, `${clean}.html`, `${clean}/index.html`]
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

export interface Served {
  port: number;
  root: string;
}

/**
 * A plain gzip host, identical for both sites: static files, gzip for the
 * text types at the production host's level, clean URLs, and nothing else —
 * no CSP, no cache headers, no HTTP/2 — so the difference measured is the
 * sites', not the hosting's. deploy/nginx.conf is the production host and
 * deliberately not used here.
 */
export function benchNginxConfig(dir: string, builds: readonly Served[], gzipLevel: number): string {
  const server = ({port, root: buildRoot}: Served) => [
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
    `    gzip_comp_level ${gzipLevel};`,
    '    gzip_types text/css application/javascript text/javascript application/json image/svg+xml;',
    ...builds.flatMap(server),
  ]);
}

/** The level deploy/nginx.conf compresses with, so both sites are sent as a reader would get them. */
export const deployedGzip = (): number =>
  deployedGzipLevel(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'));

/** Starts nginx serving every build on its port; resolves once each answers. */
export async function startNginx(builds: readonly Served[], prefix: string): Promise<ChildProcess> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: run `npm run serve:nginx -- --ensure` or set NGINX_PATH.');
  const dir = nginxRunDir(prefix);
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, benchNginxConfig(dir, builds, deployedGzip()));
  const server = spawn(nginx, ['-e', `${dir}/error.log`, '-p', dir, '-c', confFile], {stdio: 'inherit'});
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

/** Every page answers 200, gzipped, before the first run. */
/**
 * Stops the benchmark's nginx on Ctrl-C or a kill as well as at the end. A
 * signal listener replaces Node's own exit, so it exits as Node would have.
 * Returns the stop, for the end of the run.
 */
export function stopOnSignals(nginx: ChildProcess): () => void {
  const stop = () => {
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
  };
  const stopAndExit = (signal: NodeJS.Signals) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', stopAndExit);
  process.on('SIGTERM', stopAndExit);
  return stop;
}

export async function preflight(origin: string, buildDir: string, paths: readonly string[]): Promise<void> {
  for (const pagePath of paths) {
    if (!builtFile(buildDir, pagePath)) throw new Error(`${buildDir} has no page for ${pagePath}`);
    const response = await fetch(`${origin}${pagePath}`, {headers: {'accept-encoding': 'gzip'}, redirect: 'manual'});
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${origin}${pagePath} answered ${response.status}`);
    if (response.headers.get('content-encoding') !== 'gzip') throw new Error(`${origin}${pagePath} was not gzipped`);
  }
}

const lighthouseCli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/** The commit measured, and whether uncommitted changes make it a partial description. */
export function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
    // Uncommitted changes to what is built or measured make the commit a partial description.
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.', ':!bench-results'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export const lighthouseVersion = (): string =>
  (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {version: string}).version;

/**
 * How Lighthouse slows the page: `simulate` (its default) loads it fast and
 * computes what a slow phone would have seen; `devtools` slows the network and
 * the CPU through the DevTools protocol while it loads, and reports what it saw.
 */
export type Throttling = 'simulate' | 'devtools';

/**
 * One Lighthouse run (mobile preset) in a fresh Chrome: the CLI launches it
 * through chrome-launcher, which gives every launch a new temporary
 * user-data-dir and deletes it afterwards. The CLI rather than the Node API
 * because Lighthouse is an ES module that jiti cannot load.
 */
export async function lighthouse(
  url: string,
  {debugPort, throttling = 'simulate'}: {debugPort: number; throttling?: Throttling},
): Promise<unknown> {
  // chrome-launcher reuses a browser it finds on the port instead of starting
  // a fresh one, so a Chrome left over from an earlier run must not count.
  const leftover = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`a browser already listens on port ${debugPort}: stop it first`);
  const outDir = mkdtempSync(path.join(tmpdir(), 'bui-lighthouse-report-'));
  const out = path.join(outDir, 'report.json');
  const chrome = findChromium() ?? chromium.executablePath();
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--throttling-method=${throttling}`,
    `--port=${debugPort}`,
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
