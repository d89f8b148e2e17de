import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, test} from 'vitest';

/**
 * The search mode is chosen when the site is built, from the environment:
 * docusaurus.config.ts is loaded here as Docusaurus loads it (jiti), in a
 * child process per environment, and its search settings are validated by
 * theme-search-algolia itself.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
// jiti's cache keeps each file's transpiled output by its content hash, so the second and later cases skip
// compiling the config's TypeScript again: 21.8 s for the four cases without it, 10.6 s with it.
const loader = `
const {createRequire} = require('node:module');
const requireHere = createRequire(${JSON.stringify(path.join(root, 'package.json'))});
const jiti = requireHere('jiti')(${JSON.stringify(path.join(root, 'docusaurus.config.ts'))}, {cache: true, requireCache: false});
try {
  const config = jiti(${JSON.stringify(path.join(root, 'docusaurus.config.ts'))}).default;
  const {validateThemeConfig} = requireHere('@docusaurus/theme-search-algolia');
  const {normalizeThemeConfig} = requireHere('@docusaurus/utils-validation');
  const themeConfig = validateThemeConfig({validate: normalizeThemeConfig, themeConfig: config.themeConfig});
  console.log(JSON.stringify({algolia: themeConfig.algolia, plugins: config.plugins.map((plugin) => plugin.name)}));
} catch (error) {
  console.log(JSON.stringify({error: error.message}));
}
`;

function load(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_')));
  const result = spawnSync(process.execPath, ['-e', loader], {
    cwd: root,
    env: {...clean, ...env},
    encoding: 'utf8',
    timeout: 60_000,
  });
  const line = result.stdout.trim().split('\n').at(-1)!;
  try {
    return JSON.parse(line) as {algolia?: Record<string, unknown>; plugins?: string[]; error?: string};
  } catch {
    throw new Error(`docusaurus.config.ts could not be loaded:\n${result.stdout}\n${result.stderr}`);
  }
}

// Each case loads the site's config in a new Node process: seconds, on a busy machine.
const slow = {timeout: 60_000};

const credentials = {ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'bui'};

test('without credentials: the local index, and no Ask AI', slow, () => {
  const {algolia, plugins, error} = load({});
  expect(error).toBeUndefined();
  expect(plugins).toContain('localSearch');
  expect(algolia).toMatchObject({appId: 'local', contextualSearch: true, searchPagePath: 'search'});
  expect(algolia?.askAi).toBeUndefined();
});

test('with the three credentials: Algolia with them, no local index', slow, () => {
  const {algolia, plugins} = load(credentials);
  expect(plugins).not.toContain('localSearch');
  expect(algolia).toMatchObject({appId: 'APPID123', apiKey: 'search-key', indexName: 'bui', contextualSearch: true});
  expect(algolia?.askAi).toBeUndefined();
});

test('ALGOLIA_ASSISTANT_ID enables Ask AI with the same app, key and index', slow, () => {
  const {algolia} = load({...credentials, ALGOLIA_ASSISTANT_ID: 'assistant-1'});
  expect(algolia?.askAi).toEqual({
    assistantId: 'assistant-1',
    appId: 'APPID123',
    apiKey: 'search-key',
    indexName: 'bui',
  });
});

test('an incomplete set of credentials stops the build and names what is missing', slow, () => {
  expect(load({ALGOLIA_APP_ID: 'APPID123'}).error).toMatch(/ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME/);
  expect(load({ALGOLIA_ASSISTANT_ID: 'assistant-1'}).error).toMatch(/ALGOLIA_ASSISTANT_ID/);
});
