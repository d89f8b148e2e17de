import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildTokenOutputs} from '../../bui/tokens/build';
import designTokensPlugin, {buildSiteTokensCss} from './index';

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bui-design-tokens-'));
});

afterAll(async () => {
  await rm(dir, {recursive: true, force: true});
});

/** The stylesheet @bui/tokens ships (css/tokens.css), built by Style Dictionary. */
async function packagedCss(): Promise<string> {
  const out = path.join(dir, 'package');
  await buildTokenOutputs(out);
  return readFile(path.join(out, 'css', 'tokens.css'), 'utf8');
}

describe('the design-tokens plugin', () => {
  it('loads the stylesheet @bui/tokens ships, unchanged, then the site’s Infima mapping', async () => {
    const context = {generatedFilesDir: path.join(dir, 'generated'), siteDir: dir} as LoadContext;
    const plugin = await designTokensPlugin(context);
    const [cssFile] = plugin.getClientModules?.() ?? [];
    const siteCss = await readFile(cssFile, 'utf8');
    const tokensCss = await packagedCss();
    expect(siteCss.startsWith(tokensCss)).toBe(true);
    expect(siteCss).toBe(await buildSiteTokensCss());
    expect(siteCss.slice(tokensCss.length)).toContain('--ifm-color-primary:');
  });

  // Docusaurus loads docusaurus.config.ts and its plugins with jiti, which has to compile Style Dictionary (ESM) for
  // require(); the first run takes several seconds, later ones use jiti's cache.
  it('loads through Docusaurus’ module loader', async () => {
    const loaded = (await loadFreshModule(path.join(__dirname, 'index.ts'))) as typeof designTokensPlugin;
    const context = {generatedFilesDir: path.join(dir, 'jiti'), siteDir: dir} as LoadContext;
    const plugin = await loaded(context);
    expect(plugin.name).toBe('bui-design-tokens');
    const [cssFile] = plugin.getClientModules?.() ?? [];
    expect((await readFile(cssFile, 'utf8')).startsWith(await packagedCss())).toBe(true);
  }, 120_000);
});
