// `npm run check:upgrade`: what would break, by plugin, on the newest
// Docusaurus 3.x and DocSearch 4.x. The project stays on the versions its
// package.json pins (the spec fixes Docusaurus 3.9.1); this tries the upgrade
// in a copy.
//
// 1. copies the site (the files git tracks, as they are on disk) to a temporary folder;
// 2. sets every @docusaurus/* package to the newest 3.x and every @docsearch/*
//    package (and the override) to the newest 4.x there, and runs `npm install`;
// 3. runs the upgrade surface's unit probes (src/upgrade-surface.test.ts);
// 4. builds the copy (`npm run build`); a plugin that finds an internal moved
//    fails it with `<plugin> (<folder>): …`;
// 5. runs the build probes (src/upgrade-surface.build.test.ts), also after a
//    failed build, since .docusaurus/ is written before the bundler runs;
// 6. runs a smoke subset of the browser tests against nginx serving the copy's
//    build, on ports of its own;
// 7. prints what broke, grouped by plugin and step, and writes it to
//    bench-results/upgrade.md.
//
// Every step's failure is reported, never thrown: a failed install stops the
// run with that in the report. It exits 1 when anything broke. `--keep` leaves
// the temporary folder for a look.
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {servePort} from '../tooling/ports';

const root = path.resolve(__dirname, '..');
/** The whole output of each step, beside the report. */
const LOG_FILE = path.join(root, 'bench-results', 'upgrade.log');
const keep = process.argv.includes('--keep');

/** Specs that exercise the internals: route tables and navigation, progress bar, prefetch, search modal, a component page, main.js, page stylesheets, the offline chunk loader. */
const SMOKE_SPECS: Record<string, string[]> = {
  'tests/site/progress-bar.spec.ts': ['lean-main-bundle'],
  'tests/site/prefetch.spec.ts': ['lean-main-bundle'],
  'tests/site/main-bundle.spec.ts': ['lean-main-bundle', 'code-highlighting'],
  'tests/site/chrome.spec.ts': ['theme', 'tests'],
  'tests/search/modal.spec.ts': ['docsearch-without-ask-ai', 'bui-local-search', 'theme'],
  'tests/components/button.spec.ts': ['bui-library'],
  'tests/quality/page-stylesheets.spec.ts': ['bui-page-stylesheets', 'bui-library'],
  'tests/faults/offline.spec.ts': ['bui-resilience'],
};

type Step = 'versions' | 'config' | 'install' | 'unit probes' | 'build' | 'build probes' | 'browser smoke';

/**
 * Renamed configuration keys, applied to the copy so the build gets past the
 * configuration to the internals; each is reported as a change the upgrade needs.
 */
const CONFIG_RENAMES = [
  {
    since: [3, 10],
    from: /\bexperimental_faster:/g,
    key: 'future.experimental_faster',
    to: 'faster:',
    newKey: 'future.faster',
  },
];

const atLeast = (version: string, [major, minor]: number[]) => {
  const [x, y] = version.split('.').map(Number);
  return x > major || (x === major && y >= minor);
};

interface Finding {
  /** `<plugin> (<folder>)`, or the step when nothing names a plugin. */
  plugin: string;
  step: Step;
  detail: string;
}

interface StepResult {
  step: Step;
  ok: boolean;
  summary: string;
  seconds: number;
}

const findings: Finding[] = [];
const steps: StepResult[] = [];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, timeoutMinutes = 20) {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  const started = Date.now();
  const result: SpawnSyncReturns<string> = spawnSync(command, args, {
    cwd,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMinutes * 60_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`;
  // Every command's whole output, for the causes the report only names.
  mkdirSync(path.dirname(LOG_FILE), {recursive: true});
  appendFileSync(LOG_FILE, `\n$ ${[command, ...args].join(' ')}   (in ${cwd})\n${output}`);
  return {status: result.status, output, seconds: Math.round((Date.now() - started) / 1000)};
}

const lastLines = (text: string, count: number) => text.trim().split('\n').slice(-count).join('\n');

/** The newest stable version of `name` whose major is `major`, from the registry. */
function newest(name: string, major: number): string | null {
  const {status, output} = run('npm', ['view', name, 'versions', '--json'], root, {}, 2);
  if (status !== 0) return null;
  try {
    const versions = (JSON.parse(output) as string[]).filter((version) =>
      new RegExp(`^${major}\\.\\d+\\.\\d+$`).test(version),
    );
    const key = (version: string) => version.split('.').map(Number);
    versions.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
    return versions.at(-1) ?? null;
  } catch {
    return null;
  }
}

/** The `<plugin> (<folder>)` a message starts with, as src/upgrade-surface.ts' failure() writes it. */
const PLUGIN_MESSAGE = /([\w@/-]+) \(((?:src|tests)\/[^)\s]*)\): (.+)/;

interface VitestJson {
  testResults?: {name: string; assertionResults?: {title: string; status: string; failureMessages?: string[]}[]}[];
}

/** Runs one vitest file in the copy and records each failed probe under the plugin its title names. */
function probes(step: 'unit probes' | 'build probes', dir: string, file: string, env: NodeJS.ProcessEnv): StepResult {
  const report = path.join(dir, `.${step.replace(' ', '-')}.json`);
  const {status, output, seconds} = run(
    'npx',
    ['vitest', 'run', file, '--reporter=json', `--outputFile=${report}`],
    dir,
    env,
  );
  if (!existsSync(report)) {
    findings.push({plugin: step, step, detail: `vitest wrote no report (exit ${status}):\n${lastLines(output, 15)}`});
    return {step, ok: false, summary: 'did not run', seconds};
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  const results = (json.testResults ?? []).flatMap((file) => file.assertionResults ?? []);
  const failed = results.filter((result) => result.status === 'failed');
  for (const result of failed) {
    const message = (result.failureMessages ?? []).join('\n');
    const named = PLUGIN_MESSAGE.exec(message) ?? PLUGIN_MESSAGE.exec(result.title);
    findings.push({
      plugin: named ? `${named[1]} (${named[2]})` : step,
      step,
      detail: named ? named[3].split('\n')[0] : `${result.title}: ${message.split('\n')[0]}`,
    });
  }
  if (results.length === 0)
    findings.push({plugin: step, step, detail: `no test ran (exit ${status}):\n${lastLines(output, 15)}`});
  return {
    step,
    ok: failed.length === 0 && results.length > 0,
    summary: `${results.length - failed.length} of ${results.length} passed`,
    seconds,
  };
}

/** The plugin failures a build printed, or its last lines. */
function buildFailures(output: string): Finding[] {
  const named = new Map<string, Finding>();
  for (const line of output.split('\n')) {
    const match = PLUGIN_MESSAGE.exec(line);
    if (!match) continue;
    const plugin = `${match[1]} (${match[2]})`;
    const detail = match[3].trim();
    named.set(`${plugin}\n${detail}`, {plugin, step: 'build', detail});
  }
  if (named.size > 0) return [...named.values()];
  // Each error with the lines after it: an MDX compile error says its cause (file:line, the plugin) there.
  const lines = output.split('\n');
  const errors = lines
    .flatMap((line, index) => (/\[ERROR\]|Error:|error:/.test(line) ? lines.slice(index, index + 4) : []))
    .filter((line, index, all) => all.indexOf(line) === index)
    .slice(0, 40);
  return [
    {plugin: 'build', step: 'build', detail: (errors.length > 0 ? errors.join('\n') : lastLines(output, 20)).trim()},
  ];
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

interface PlaywrightSuite {
  file?: string;
  title?: string;
  suites?: PlaywrightSuite[];
  specs?: {title: string; file: string; tests: {results: {status: string; error?: {message?: string}}[]}[]}[];
}

/** Terminal colour codes, which Playwright's error messages carry. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI_COLOUR = /\u001b\[[\d;]*m/g;

async function smoke(dir: string): Promise<StepResult> {
  const step: Step = 'browser smoke';
  // Ports of its own, beside the checkout's (TEST_PORT) and other checkouts'.
  const port = Number(process.env.BUI_UPGRADE_PORT ?? servePort + 50);
  const nginxPort = port + 400;
  for (const candidate of [port, nginxPort, nginxPort + 1]) {
    if (!(await portFree(candidate))) {
      findings.push({plugin: step, step, detail: `port ${candidate} is in use: set BUI_UPGRADE_PORT to a free one`});
      return {step, ok: false, summary: 'did not run', seconds: 0};
    }
  }
  const report = path.join(dir, '.browser-smoke.json');
  const {status, output, seconds} = run(
    'npx',
    ['playwright', 'test', ...Object.keys(SMOKE_SPECS), '--project=nginx', '--workers=1', '--reporter=json'],
    dir,
    // CI: fail rather than reuse a server that is not this copy's.
    {TEST_PORT: String(port), BUI_NGINX_PORT: String(nginxPort), CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: report},
    40,
  );
  if (!existsSync(report)) {
    findings.push({
      plugin: step,
      step,
      detail: `Playwright wrote no report (exit ${status}):\n${lastLines(output, 15)}`,
    });
    return {step, ok: false, summary: 'did not run', seconds};
  }
  const json = JSON.parse(readFileSync(report, 'utf8')) as {suites?: PlaywrightSuite[]; errors?: {message?: string}[]};
  let passed = 0;
  let total = 0;
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        total += 1;
        const last = test.results.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') {
          passed += 1;
          continue;
        }
        const file = `tests/${spec.file}`;
        const message = (last.error?.message ?? last.status).replace(ANSI_COLOUR, '').split('\n')[0];
        for (const plugin of SMOKE_SPECS[file] ?? [step]) {
          findings.push({plugin, step, detail: `${file} › ${spec.title}: ${message}`});
        }
      }
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of json.suites ?? []) visit(suite);
  for (const error of json.errors ?? []) {
    findings.push({plugin: step, step, detail: (error.message ?? '').replace(ANSI_COLOUR, '').split('\n')[0]});
  }
  return {step, ok: passed === total && total > 0, summary: `${passed} of ${total} passed`, seconds};
}

function report(versions: Record<string, string>, dir: string): string {
  const lines = [
    '# Upgrade check',
    '',
    `Written by \`npm run check:upgrade\` (scripts/check-upgrade.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    '',
    'Tried in a copy of the site; the project itself stays on its pinned versions.',
    '',
    '| Package | Pinned | Tried |',
    '|---|---|---|',
    ...Object.entries(versions).map(([name, tried]) => {
      const pinned = (
        JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>}
      ).dependencies[name];
      return `| ${name} | ${pinned ?? ''} | ${tried} |`;
    }),
    '',
    '## Steps',
    '',
    '| Step | Result | Time |',
    '|---|---|---|',
    ...steps.map(({step, ok, summary, seconds}) => `| ${step} | ${ok ? 'ok' : 'FAILED'}: ${summary} | ${seconds} s |`),
    '',
    '## What broke, by plugin',
    '',
  ];
  if (findings.length === 0) lines.push('Nothing: every probe, the build and the smoke tests passed.');
  const byPlugin = new Map<string, Finding[]>();
  for (const finding of findings) byPlugin.set(finding.plugin, [...(byPlugin.get(finding.plugin) ?? []), finding]);
  for (const [plugin, list] of [...byPlugin].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`### ${plugin}`, '');
    for (const {step, detail} of list) {
      const [first, ...rest] = detail.split('\n');
      lines.push(`- ${step}: ${first}`);
      if (rest.length > 0) lines.push('', '  ```', ...rest.map((line) => `  ${line}`), '  ```');
    }
    lines.push('');
  }
  if (keep) lines.push(`The copy is kept at ${dir}.`, '');
  return `${lines.join('\n').trim()}\n`;
}

async function main(): Promise<void> {
  rmSync(LOG_FILE, {force: true});
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-upgrade-'));
  // mkdtemp makes the folder 0700; nginx's workers run as nobody when this runs as root, and answered 403 to every page.
  chmodSync(dir, 0o755);
  const versions: Record<string, string> = {};
  const finish = () => {
    const text = report(versions, dir);
    mkdirSync(path.join(root, 'bench-results'), {recursive: true});
    writeFileSync(path.join(root, 'bench-results', 'upgrade.md'), text);
    console.log(`\n${text}\n(bench-results/upgrade.md; every step's output in bench-results/upgrade.log)`);
    if (!keep) rmSync(dir, {recursive: true, force: true});
    // The report is the result; the exit status only says whether anything broke.
    if (findings.length > 0) process.exitCode = 1;
  };

  // 1. The newest versions.
  const docusaurus = newest('@docusaurus/core', 3);
  const docsearch = newest('@docsearch/react', 4);
  const docsearchCss = newest('@docsearch/css', 4);
  if (!docusaurus || !docsearch || !docsearchCss) {
    findings.push({plugin: 'versions', step: 'versions', detail: 'the registry did not answer `npm view … versions`'});
    steps.push({step: 'versions', ok: false, summary: 'no answer from the registry', seconds: 0});
    finish();
    return;
  }

  // 2. The copy, with those versions.
  const files = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
    .stdout.split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file), {recursive: true});
  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Record<string, string>>;
  for (const field of ['dependencies', 'devDependencies', 'overrides']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      const version = name.startsWith('@docusaurus/')
        ? docusaurus
        : name === '@docsearch/css'
          ? docsearchCss
          : name.startsWith('@docsearch/')
            ? docsearch
            : null;
      if (!version) continue;
      manifest[field][name] = version;
      versions[name] = version;
    }
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const configFile = path.join(dir, 'docusaurus.config.ts');
  let config = readFileSync(configFile, 'utf8');
  for (const rename of CONFIG_RENAMES.filter(({since}) => atLeast(docusaurus, since))) {
    if (!rename.from.test(config)) continue;
    config = config.replace(rename.from, rename.to);
    findings.push({
      plugin: 'docusaurus.config.ts',
      step: 'config',
      detail: `\`${rename.key}\` is \`${rename.newKey}\` in Docusaurus ${docusaurus} (renamed in the copy, so the build goes on)`,
    });
  }
  writeFileSync(configFile, config);
  console.log(`Trying Docusaurus ${docusaurus} and DocSearch ${docsearch} in ${dir}`);

  const install = run('npm', ['install', '--no-audit', '--no-fund'], dir, {}, 20);
  steps.push({
    step: 'install',
    ok: install.status === 0,
    summary: `npm install exit ${install.status}`,
    seconds: install.seconds,
  });
  if (install.status !== 0) {
    findings.push({
      plugin: 'install',
      step: 'install',
      detail: `npm install failed:\n${lastLines(install.output, 25)}`,
    });
    finish();
    return;
  }

  // 3. The probes that need only node_modules.
  steps.push(probes('unit probes', dir, 'src/upgrade-surface.test.ts', {}));

  // 4. The build.
  const build = run('npm', ['run', 'build'], dir, {BUI_TEST_FAULTS: ''}, 30);
  steps.push({
    step: 'build',
    ok: build.status === 0,
    summary: `npm run build exit ${build.status}`,
    seconds: build.seconds,
  });
  if (build.status !== 0) findings.push(...buildFailures(build.output));

  // 5. The probes of what the build generated (.docusaurus/ exists even when bundling failed).
  steps.push(probes('build probes', dir, 'src/upgrade-surface.build.test.ts', {BUI_BUILD_TESTS: '1'}));

  // 6. The browser smoke tests, on a build that exists.
  if (build.status === 0) steps.push(await smoke(dir));
  else steps.push({step: 'browser smoke', ok: false, summary: 'skipped: the build failed', seconds: 0});

  finish();
}

main().catch((error: unknown) => {
  // Only a fault of this script gets here; each step reports its own.
  console.error(error);
  process.exitCode = 1;
});
