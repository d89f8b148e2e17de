import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {addToHead} from '../shared/page-head';
import {markdownPathOf} from './address';
import {markdownKindOf, pageToMarkdown, type PageMarkdown} from './markdown';

export {markdownPathOf};

/**
 * Every docs page and blog post as Markdown beside its HTML, and the indexes of them for readers' tools
 * (`/llms.txt`, `/llms-full.txt`, in the llmstxt.org format): issue 24. Run by src/plugins/html-output on the
 * final pages, before the CSP hashes, because each page also gets a `<link rel="alternate">` to its Markdown.
 *
 * The Markdown of `/docs/components/button` is `/docs/components/button.md`: a file next to the page's own
 * `button.html`, so any static host serves it without a rewrite rule. These files are not routes; the sitemap
 * stays the spec's route table.
 */

/** The files this step writes besides the pages' Markdown. */
export const LLMS_FILES = ['/llms.txt', '/llms-full.txt'] as const;

/**
 * Whether a site path is a file this step writes for one of `routes`: checks that run beside it, before the files
 * exist (src/plugins/broken-link-sources), take such a link as whole. A `.md` of a route that gets no Markdown (a
 * category index) passes here and fails `npm run check:links`, which fetches it.
 */
export function isPageMarkdownFile(target: string, routes: ReadonlySet<string>): boolean {
  if ((LLMS_FILES as readonly string[]).includes(target)) return true;
  if (!target.endsWith('.md')) return false;
  const route = target.slice(0, -'.md'.length);
  return routes.has(route === '/index' ? '/' : route);
}

/** Adds the link to the page's Markdown to a doc or a post (what pageToMarkdown converts); other pages stay. */
export function withMarkdownLink(html: string, route: string): string {
  if (!markdownKindOf(html)) return html;
  const link = `<link rel="alternate" type="text/markdown" href="${markdownPathOf(route)}">`;
  if (html.includes(link)) return html;
  return addToHead(html, link, `page-markdown: the page ${route} has no </head> to add its Markdown link to.`);
}

export interface MarkdownPage extends PageMarkdown {
  route: string;
}

/** The site, as the llms.txt files introduce it. */
export interface SiteSummary {
  title: string;
  tagline: string;
  /** The site's absolute address, with its base URL and no trailing slash: links in llms.txt are absolute. */
  url: string;
}

/**
 * The sidebar's categories in the order a newcomer reads them, from first steps to reference (the sidebar itself
 * lists them alphabetically); a section not listed follows them, then the blog.
 */
const SECTION_ORDER = ['Introduction', 'Foundations', 'Design Patterns', 'Components'];

function sectionRank(section: string): number {
  const rank = SECTION_ORDER.indexOf(section);
  return rank === -1 ? SECTION_ORDER.length : rank;
}

/** `/llms.txt`: the site, its sections, and every page's Markdown address with its description. */
export function llmsTxt(site: SiteSummary, pages: readonly MarkdownPage[]): string {
  const docs = pages.filter((page) => page.kind === 'doc');
  const sections = new Map<string, MarkdownPage[]>();
  for (const page of [...docs].sort(
    (a, b) => sectionRank(a.section) - sectionRank(b.section) || a.title.localeCompare(b.title, 'en'),
  )) {
    const name = page.section || 'Overview';
    sections.set(name, [...(sections.get(name) ?? []), page]);
  }
  const posts = pages.filter((page) => page.kind === 'post').sort((a, b) => a.route.localeCompare(b.route));
  if (posts.length > 0) sections.set('Blog', posts);
  const entry = (page: MarkdownPage) =>
    `- [${page.title}](${site.url}${markdownPathOf(page.route)})${page.description ? `: ${page.description}` : ''}`;
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Each page of ${site.url} is also served as Markdown at its address plus \`.md\`, listed below by section. ` +
      `Live examples are given as their TypeScript source, and props tables as Markdown tables generated from the ` +
      `components' types. ${site.url}/llms-full.txt holds every page in one file.`,
    ...[...sections].flatMap(([name, list]) => ['', `## ${name}`, '', ...list.map(entry)]),
    '',
  ].join('\n');
}

/** `/llms-full.txt`: every page's Markdown, in llms.txt's order, each under a line naming its address. */
export function llmsFullTxt(site: SiteSummary, pages: readonly MarkdownPage[]): string {
  const order = llmsTxt(site, pages)
    .split('\n')
    .map((line) => /\]\(([^)]+)\)/.exec(line)?.[1])
    .filter((address): address is string => Boolean(address));
  const byAddress = new Map(pages.map((page) => [`${site.url}${markdownPathOf(page.route)}`, page]));
  return order
    .map((address) => `<!-- Source: ${address} -->\n\n${byAddress.get(address)?.markdown ?? ''}`)
    .join('\n---\n\n');
}

/**
 * Writes each page's Markdown and the two llms files. `pages` are the final HTML of the routes, as
 * src/plugins/html-output has them; returns the pages that have Markdown.
 */
export async function writePageMarkdown(
  outDir: string,
  site: SiteSummary,
  pages: readonly {route: string; html: string}[],
): Promise<MarkdownPage[]> {
  const converted: MarkdownPage[] = [];
  for (const {route, html} of pages) {
    const markdown = pageToMarkdown(html);
    if (markdown) converted.push({...markdown, route});
  }
  await Promise.all(converted.map((page) => writeFile(path.join(outDir, markdownPathOf(page.route)), page.markdown)));
  const [index, full] = LLMS_FILES;
  await writeFile(path.join(outDir, index), llmsTxt(site, converted));
  await writeFile(path.join(outDir, full), llmsFullTxt(site, converted));
  return converted;
}
