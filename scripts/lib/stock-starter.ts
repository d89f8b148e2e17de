// The anchor the performance benchmarks measure against (issue 10): the stock
// Docusaurus 3.9.1 classic starter as `create-docusaurus` makes it, with only
// what the BUI site also has turned on: Faster (Rspack/SWC), React 18.3.1 and
// the DocSearch button. It is created once per machine in
// node_modules/.cache/bui-bench/ (a fresh clone makes it again) and built on
// demand; nothing of it is committed.
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const STOCK_DOCUSAURUS_VERSION = '3.9.1';

const root = path.resolve(__dirname, '..', '..');
export const stockStarterDir = path.join(
  root,
  'node_modules',
  '.cache',
  'bui-bench',
  `stock-starter-${STOCK_DOCUSAURUS_VERSION}`,
);

function run(command: string, args: string[], options: SpawnSyncOptions & {what: string}): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...options.env},
  });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status}`;
    throw new Error(`${options.what} failed (${why}): ${command} ${args.join(' ')}`);
  }
}

/** The package.json edits: React 18.3.1, Faster, and the same install traps the site pins. */
export function stockPackageJson(original: string, siteOverrides: Record<string, string>): string {
  const pkg = JSON.parse(original) as {
    dependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
  pkg.dependencies.react = '18.3.1';
  pkg.dependencies['react-dom'] = '18.3.1';
  pkg.dependencies['@docusaurus/faster'] = STOCK_DOCUSAURUS_VERSION;
  pkg.overrides = {...siteOverrides};
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/**
 * The docusaurus.config.ts edits: Faster on, and a DocSearch configuration so
 * the navbar shows the DocSearch button (its modal loads on first use, as on
 * any DocSearch site; the made-up keys are never queried by the benchmarks).
 */
export function stockConfig(original: string): string {
  const faster = original.replace(
    /future:\s*\{\s*v4:\s*true,?[^\n]*\n/,
    'future: {\n    v4: true,\n    experimental_faster: true,\n',
  );
  if (faster === original) throw new Error('The starter config has no `future: {v4: true}` block to extend.');
  const withSearch = faster.replace(
    /themeConfig:\s*\{/,
    "themeConfig: {\n    algolia: {appId: 'BENCHANCHOR', apiKey: 'anchor-search-only-key', indexName: 'stock-starter'},",
  );
  if (withSearch === faster) throw new Error('The starter config has no `themeConfig: {` to add DocSearch to.');
  return withSearch;
}

/** Creates (once) and installs the stock starter; returns its folder. */
export function ensureStockStarter(): string {
  const marker = path.join(stockStarterDir, 'node_modules', '@docusaurus', 'faster', 'package.json');
  if (existsSync(marker)) return stockStarterDir;
  const parent = path.dirname(stockStarterDir);
  // On a fresh clone the cache folder does not exist yet, and a spawn in a missing folder fails.
  mkdirSync(parent, {recursive: true});
  if (!existsSync(path.join(stockStarterDir, 'package.json'))) {
    console.log(`Creating the stock Docusaurus ${STOCK_DOCUSAURUS_VERSION} classic starter in ${stockStarterDir}…`);
    run(
      'npx',
      [
        '-y',
        `create-docusaurus@${STOCK_DOCUSAURUS_VERSION}`,
        path.basename(stockStarterDir),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      {cwd: parent, what: 'create-docusaurus'},
    );
    const site = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      overrides: Record<string, string>;
    };
    const pkgFile = path.join(stockStarterDir, 'package.json');
    writeFileSync(pkgFile, stockPackageJson(readFileSync(pkgFile, 'utf8'), site.overrides));
    const configFile = path.join(stockStarterDir, 'docusaurus.config.ts');
    writeFileSync(configFile, stockConfig(readFileSync(configFile, 'utf8')));
  }
  console.log('Installing the stock starter (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: stockStarterDir, what: 'npm install'});
  return stockStarterDir;
}

/**
 * Builds a copy of the stock starter into its build/ folder. Docusaurus does
 * not transpile files whose path contains node_modules, so the starter cannot
 * be built where ensureStockStarter() installs it: the benchmarks copy it
 * elsewhere first (its node_modules linked, not copied).
 */
export function buildStockStarter(copy: string): string {
  if (copy.split(path.sep).includes('node_modules')) {
    throw new Error(`Docusaurus cannot build a site inside node_modules (${copy}): build a copy elsewhere.`);
  }
  run('npx', ['docusaurus', 'build'], {cwd: copy, stdio: 'ignore', what: 'the stock starter build'});
  return path.join(copy, 'build');
}
