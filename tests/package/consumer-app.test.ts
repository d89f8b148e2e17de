import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {CHROMIUM_FLAGS, findTestChromium} from '../../tooling/chromium';

/**
 * A product team's app, made the way a team makes one: a fresh Vite + React 18
 * project in a temporary folder that installs the two packed tarballs,
 * @bui/react and @bui/tokens, with no alias, path mapping or workspace link.
 * It type-checks a page of twelve components against the packages' own
 * declarations, renders it with react-dom/server, and hydrates it in Chromium.
 * Any console error, page error or class name without a style rule fails it.
 */
const root = path.resolve(__dirname, '..', '..');
const fixture = path.join(__dirname, 'consumer-app');
const rootManifest = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

const run = (command: string, args: string[], cwd: string, extraEnv: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    timeout: 600_000,
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      npm_config_update_notifier: 'false',
      NODE_ENV: undefined,
      ...extraEnv,
    },
  });
  const output = `${result.stdout}\n${result.stderr}${result.error ? `\n${result.error.message}` : ''}`;
  return {status: result.status, stdout: result.stdout, output: output.length > 6000 ? output.slice(-6000) : output};
};

let app = '';
let packed: {name: string; filename: string; size: number; unpackedSize: number}[] = [];

beforeAll(() => {
  app = mkdtempSync(path.join(tmpdir(), 'bui-consumer-'));
  // `npm pack` runs each package's prepack, its build.
  const pack = run(
    'npm',
    ['pack', '--json', '--workspace', '@bui/tokens', '--workspace', '@bui/react', '--pack-destination', app],
    root,
  );
  expect(pack.status, pack.output).toBe(0);
  // The prepack builds print first, maybe in colour (whose escapes hold `[`): the JSON starts at a line that is only `[`.
  packed = JSON.parse(pack.stdout.slice(pack.stdout.search(/^\[$/m))) as typeof packed;
  cpSync(fixture, app, {recursive: true});
  const tarball = (name: string) => `file:./${packed.find((entry) => entry.name === name)?.filename}`;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'leave-app',
        private: true,
        type: 'module',
        dependencies: {
          '@bui/react': tarball('@bui/react'),
          '@bui/tokens': tarball('@bui/tokens'),
          react: '18.3.1',
          'react-dom': '18.3.1',
        },
        devDependencies: {
          '@types/react': '18.3.28',
          '@types/react-dom': '18.3.7',
          typescript: rootManifest('typescript'),
          vite: rootManifest('vite'),
        },
      },
      null,
      2,
    ),
  );
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
  expect(install.status, install.output).toBe(0);
}, 900_000);

afterAll(() => {
  if (app) rmSync(app, {recursive: true, force: true});
});

const vite = (args: string[], entry?: string) => {
  const result = run('node', ['node_modules/vite/bin/vite.js', ...args], app, entry ? {BUI_ENTRY: entry} : {});
  expect(result.status, `vite ${args.join(' ')} ${entry ?? ''}: ${result.output}`).toBe(0);
};

/** The gzipped bytes of every script a build wrote. */
const scriptBytes = (dir: string) =>
  readdirSync(path.join(app, dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(app, dir, 'assets', file))).length, 0);

const scriptText = (dir: string) =>
  readdirSync(path.join(app, dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(app, dir, 'assets', file), 'utf8'))
    .join('\n');

test('the tarballs hold the built files and nothing of the docs', () => {
  for (const entry of packed)
    console.log(`${entry.filename}: ${entry.size} bytes packed, ${entry.unpackedSize} unpacked`);
  const files = (name: string) =>
    readdirSync(path.join(app, 'node_modules', name), {recursive: true}).map((file) => String(file));
  const react = files('@bui/react');
  expect(react).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/index.css', 'package.json']));
  expect(react.filter((file) => /examples|\.test\.|demo|\.tsx$/.test(file))).toEqual([]);
  expect(files('@bui/tokens')).toEqual(expect.arrayContaining(['dist/css/tokens.css', 'package.json']));
});

test("the app type-checks against the packages' declarations", () => {
  const check = run('node', ['node_modules/typescript/bin/tsc', '-p', '.'], app);
  expect(check.status, check.output).toBe(0);
});

test('the page renders on the server and hydrates in Chromium with every style and no error', async () => {
  vite(['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server']);
  const render = run(
    'node',
    ['--input-type=module', '-e', "import {render} from './dist-server/server.js'; process.stdout.write(render());"],
    app,
  );
  expect(render.status, render.output).toBe(0);
  expect(render.stdout).toContain('Send request');
  expect(render.stdout).toContain('role="tab"');

  vite(['build', '--outDir', 'dist']);
  const page = path.join(app, 'dist', 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--app-->', render.stdout));

  const server: Server = createServer((request, response) => {
    const file = path.join(app, 'dist', request.url === '/' ? 'index.html' : (request.url ?? '').split('?')[0]);
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      response.writeHead(200, {'content-type': type}).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({executablePath: findTestChromium(), args: [...CHROMIUM_FLAGS]});
  try {
    const tab = await browser.newPage();
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    tab.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    tab.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

    // Hydrated: the tabs answer a press.
    await tab.getByRole('tab', {name: 'History'}).click();
    await expect.poll(() => tab.getByRole('tab', {name: 'History'}).getAttribute('aria-selected')).toBe('true');

    const styles = await tab.evaluate(() => {
      const ruled = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          for (const match of rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)) ruled.add(match[1]);
        }
      }
      const used = new Set<string>();
      for (const element of Array.from(document.querySelectorAll('[class]'))) {
        for (const name of Array.from(element.classList)) used.add(name);
      }
      const button = document.querySelector('button[type="submit"]') ?? document.body;
      return {
        unstyled: [...used].filter((name) => !ruled.has(name)),
        used: used.size,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--bui-color-primary').trim(),
        buttonBackground: getComputedStyle(button).backgroundColor,
      };
    });
    expect(styles.used, 'the page uses BUI class names').toBeGreaterThan(10);
    expect(styles.unstyled, 'class names with no rule in any stylesheet').toEqual([]);
    expect(styles.primary, '@bui/tokens/tokens.css is applied').toMatch(/^#[0-9a-f]{6}$/i);
    expect(styles.buttonBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
    server.close();
  }
}, 300_000);

test('an app that imports only Button gets only Button', () => {
  for (const [entry, outDir] of [
    ['ButtonOnly', 'dist-button'],
    ['Empty', 'dist-empty'],
  ]) {
    writeFileSync(
      path.join(app, `${entry}.html`),
      `<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/${entry}.tsx"></script></body></html>`,
    );
    vite(['build', '--outDir', outDir], `${entry}.html`);
  }
  const button = scriptText('dist-button');
  expect(button.includes('Button_'), 'the Button-only app holds Button').toBe(true);
  // A component's class names are in the script only if its code is.
  const others = ['DatePicker_', 'Table_', 'Tabs_', 'Select_', 'Modal_', 'Typeahead_'];
  expect(others.filter((name) => button.includes(name))).toEqual([]);
  // Nor other components' words: each has its own dictionary (src/bui/README.md, "Words and locales").
  const words = ['Rows per page', 'Zeilen pro Seite', 'Discard changes?', 'Choose date'];
  expect(words.filter((word) => button.includes(word))).toEqual([]);
  const bytes = scriptBytes('dist-button') - scriptBytes('dist-empty');
  console.log(`import {Button} from '@bui/react' adds ${bytes} gzipped bytes to an app of React alone`);
  expect(bytes).toBeGreaterThan(0);
}, 300_000);
