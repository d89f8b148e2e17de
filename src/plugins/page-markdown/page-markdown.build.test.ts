import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, test} from 'vitest';
import {BUILD_DIR} from '../local-search/siteIndexes';
import {htmlFileOf} from '../shared/build-files';
import {markdownPathOf} from './index';
import {markdownKindOf} from './markdown';

/**
 * The Markdown beside every docs page and post says what the page says (issue 24): the same headings, every live
 * example's source file, and the same props rows. Reads the site `npm run build` wrote.
 */
const root = path.resolve(BUILD_DIR, '..');
const readBuilt = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');

/** The routes of the docs pages and posts, from the sitemap the spec's route table makes. */
function pageRoutes(): string[] {
  const sitemap = readBuilt('sitemap.xml');
  return [...sitemap.matchAll(/<loc>[^<]*?(\/(?:docs|blog)[^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** A line's text as a reader sees it: no Markdown escapes, no code ticks, no emphasis marks. */
const plain = (text: string) => text.replace(/\\(.)/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();

/** The ATX headings of a Markdown text, outside code fences. */
function markdownHeadings(markdown: string): string[] {
  let fenced = false;
  const headings: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) headings.push(plain(line.replace(/^#+ /, '')));
  }
  return headings;
}

/** The first cells of the rows of the table under "**Props of `Name`**". */
function markdownPropRows(markdown: string, component: string): string[] | undefined {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`**Props of \`${component}\`**`);
  if (start === -1) return undefined;
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(plain(line.split(/(?<!\\)\|/)[1] ?? ''));
  }
  return rows.slice(2);
}

function htmlHeadings($: CheerioAPI, isPost: boolean): string[] {
  const body = isPost ? $('article .markdown').first() : $('.theme-doc-markdown').first();
  const headings = body
    .find('h1, h2, h3, h4, h5, h6')
    .toArray()
    // Headings a live example draws are the example's, not the page's.
    .filter((heading) => $(heading).closest('[data-island]').length === 0)
    .map((heading) => {
      const copy = $(heading).clone();
      copy.find('.hash-link').remove();
      return plain(copy.text());
    });
  return isPost ? [plain($('article h1').first().text()), ...headings] : headings;
}

/** Each route of the sitemap with its built HTML and, where it has one, its Markdown: read once for all tests. */
async function readPages(): Promise<{route: string; html: string; markdown: string | undefined}[]> {
  return Promise.all(
    pageRoutes().map(async (route) => {
      const markdownFile = path.join(BUILD_DIR, markdownPathOf(route));
      return {
        route,
        html: readFileSync((await htmlFileOf(BUILD_DIR, route)) ?? '', 'utf8'),
        markdown: existsSync(markdownFile) ? readFileSync(markdownFile, 'utf8') : undefined,
      };
    }),
  );
}

type BuiltPage = Awaited<ReturnType<typeof readPages>>[number];

describe.skipIf(!existsSync(path.join(BUILD_DIR, 'llms.txt')))('the Markdown of every page', () => {
  let built: BuiltPage[] = [];
  let withMarkdown: (BuiltPage & {markdown: string})[] = [];
  beforeAll(async () => {
    built = await readPages();
    withMarkdown = built.filter((page): page is BuiltPage & {markdown: string} => page.markdown !== undefined);
  });

  test('covers every docs page and post of the sitemap that has content of its own', () => {
    for (const {route, html, markdown} of built) {
      const isContent = markdownKindOf(html) !== null;
      expect(markdown !== undefined, `${route}: ${markdownPathOf(route)}`).toBe(isContent);
      if (!isContent) continue;
      expect(html, route).toContain(`<link rel="alternate" type="text/markdown" href="${markdownPathOf(route)}">`);
    }
    // Every component page, the other docs and the posts.
    expect(withMarkdown.filter(({route}) => route.startsWith('/docs/components/')).length).toBe(42);
    expect(withMarkdown.length).toBeGreaterThan(55);
  });

  test('every doc has a "Copy page" button that copies its own Markdown, which exists; no other page has one', () => {
    for (const {route, html} of built) {
      const buttons = load(html)('button[data-copy-page]')
        .toArray()
        .map((button) => button.attribs['data-copy-page']);
      expect(buttons, route).toEqual(markdownKindOf(html) === 'doc' ? [markdownPathOf(route)] : []);
    }
  });

  test('has the headings of its page, in order, and the source of each of its live examples', () => {
    for (const {route, html, markdown} of withMarkdown) {
      const $ = load(html);
      const isPost = $('html').hasClass('blog-post-page');
      expect(markdownHeadings(markdown), route).toEqual(htmlHeadings($, isPost));
      for (const figure of $('figure[data-example]').toArray()) {
        const source = readFileSync(path.join(root, $(figure).attr('data-example') ?? ''), 'utf8').trimEnd();
        expect(markdown.includes(`\n${source}\n\`\`\``), `${route}: ${$(figure).attr('data-example')}`).toBe(true);
      }
    }
  });

  test('has every props table of its page, with the same prop names in the same order', () => {
    let tables = 0;
    for (const {route, html, markdown} of withMarkdown) {
      const $ = load(html);
      for (const table of $('table[data-props-of]').toArray()) {
        const component = $(table).attr('data-props-of') ?? '';
        const names = $(table)
          .find('tbody th[scope="row"]')
          .toArray()
          .map((cell) => plain($(cell).text()));
        expect(markdownPropRows(markdown, component), `${route}: props of ${component}`).toEqual(names);
        tables += 1;
      }
    }
    expect(tables).toBeGreaterThanOrEqual(42);
  });

  test('llms.txt links every Markdown page once, and llms-full.txt holds each of them', () => {
    const llms = readBuilt('llms.txt');
    const full = readBuilt('llms-full.txt');
    const linked = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => new URL(match[1]).pathname);
    const written = withMarkdown.map(({route}) => markdownPathOf(route));
    expect(linked.slice().sort()).toEqual(written.slice().sort());
    for (const file of written) expect(full, file).toContain(readBuilt(file));
  });
});
