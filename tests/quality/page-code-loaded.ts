import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from '../support/test';
import {COMPUTED_CODE_ROUTE, PRISM_GRAMMAR, reachableBuiParts} from './page-code';
import {CHUNK_COMPONENTS_FILE, type ChunkComponents} from '../../src/plugins/bui-library/chunk-components';

/**
 * A page loads only the design-system code it shows. For a route of the
 * spec, the src/bui parts in the scripts the page downloads (read from the
 * build's record of what each script holds, src/plugins/bui-library/
 * chunk-components.ts) must be exactly the parts its source reaches through
 * its imports (./page-code.ts): no other component's code, and none
 * missing. The Button page loads Button and what Button uses, a page without
 * examples loads none, and the calendar and the table stay on their pages.
 * The playground, which loads the whole library, waits for Edit and is not
 * part of any page's load.
 *
 * The same load shows that no page but one loads Prism: code blocks are
 * highlighted when the site is built (src/plugins/code-highlighting).
 *
 * tests/site/own-page.ts runs it on the load tests/quality/a11y.spec.ts
 * makes of each route at desktop width: one load per route for both.
 */
const root = path.resolve(__dirname, '..', '..');
const manifestFile = path.join(root, '.docusaurus', CHUNK_COMPONENTS_FILE);
const buildDir = path.join(root, 'build');

let manifest: ChunkComponents | undefined;
function readManifest(): ChunkComponents {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  manifest ??= JSON.parse(readFileSync(manifestFile, 'utf8')) as ChunkComponents;
  return manifest;
}

/** The file a route's page is written in, or null for pages the theme generates (lists, tags, search). */
function sourceOf(route: string): string | null {
  const candidates: string[] = [];
  if (route === '/') candidates.push('src/pages/index.tsx');
  if (route.startsWith('/docs/')) {
    const doc = route.slice('/docs/'.length);
    candidates.push(`docs/${doc}.mdx`, `docs/${doc}.md`, `docs/${doc}/index.mdx`);
  }
  if (route === '/docs') candidates.push('docs/index.mdx');
  const post = /^\/blog\/([^/]+)$/.exec(route)?.[1];
  if (post) {
    const file = readdirSync(path.join(root, 'blog')).find((name) => name.replace(/\.mdx?$/, '').endsWith(`-${post}`));
    if (file) candidates.push(`blog/${file}`);
  }
  const found = candidates.find((candidate) => existsSync(path.join(root, candidate)));
  return found ? path.join(root, found) : null;
}

/**
 * Checks the scripts a route's page loaded (tests/support/scripts.ts) until it
 * and its live examples hydrated (what loads later loads on a reader's
 * action, such as Edit). Route prefetches of other pages are not among them:
 * the browser gives them the resource type "other".
 */
export function expectOnlyItsCode(route: string, urls: readonly string[]): void {
  const chunks = readManifest();
  const scripts = new Set(urls.map((url) => new URL(url).pathname.replace(/^\//, '')));
  const unknown = [...scripts].filter((file) => file.startsWith('assets/js/') && !(file in chunks));
  expect(unknown, `scripts the build did not record (is ${CHUNK_COMPONENTS_FILE} from this build?)`).toEqual([]);
  const loaded = [...new Set([...scripts].flatMap((file) => chunks[file] ?? []))].sort();
  const source = sourceOf(route);
  const expected = source ? reachableBuiParts(root, source) : [];
  expect(loaded, `${route} (${source ? path.relative(root, source) : 'generated page'})`).toEqual(expected);

  if (route === COMPUTED_CODE_ROUTE) return;
  const holdingPrism = [...scripts].filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(buildDir, file), 'utf8').includes(PRISM_GRAMMAR),
  );
  expect(holdingPrism, 'scripts holding Prism').toEqual([]);
}
