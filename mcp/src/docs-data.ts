import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import MiniSearch from 'minisearch';
import {colorTokens} from '../../src/bui/tokens/colors';
import {shadowTokens} from '../../src/bui/tokens/elevation';
import {scaleTokens} from '../../src/bui/tokens/scale';

/**
 * What the server answers from: the built site's Markdown pages and llms.txt (src/plugins/page-markdown), the props
 * tables' docgen data (`.docusaurus/bui-docgen`), and the design tokens from their source. Read once, from a
 * repository where `npm run build` has run; nothing is fetched.
 */

export interface DocPage {
  /** The page's route: `/docs/components/button`. */
  route: string;
  title: string;
  description: string;
  /** Its section in llms.txt: Components, Foundations… */
  section: string;
  markdown: string;
}

export interface Prop {
  name: string;
  type: string;
  defaultValue: string | null;
  required: boolean;
  description: string;
}

export interface ComponentDocs {
  name: string;
  /** The page's address on the site, and its Markdown. */
  url: string;
  markdownUrl: string;
  description: string;
  /** The page's guidance: its Markdown without the example sources and the props tables, which follow. */
  guidance: string;
  /** The props of each component the page documents (a component and its parts, such as `TabsTab`). */
  props: {component: string; props: Prop[]}[];
  examples: {file: string; source: string}[];
}

export interface Token {
  cssVar: string;
  /** The name in `@bui/tokens` for JavaScript and React Native. */
  jsName: string;
  kind: string;
  /** A colour or shadow has one value per mode; a scale token one value. */
  values: Record<string, string>;
  usage: string;
}

export interface SearchHit {
  title: string;
  heading: string;
  url: string;
  excerpt: string;
}

export interface DocsData {
  siteUrl: string;
  pages: readonly DocPage[];
  tokens: readonly Token[];
  search: (query: string, limit?: number) => SearchHit[];
  component: (name: string) => ComponentDocs | undefined;
  /** The documented component names, for messages. */
  componentNames: readonly string[];
}

/**
 * A Markdown page's sections: the text under each heading down to the third level, fences left out of the search
 * text. Anchors come from Docusaurus' own slugger, fed every heading of the page in order, as its heading ids are.
 */
function sectionsOf(markdown: string): {heading: string; anchor: string; text: string}[] {
  const sections: {heading: string; anchor: string; text: string}[] = [{heading: '', anchor: '', text: ''}];
  const slugger = createSlugger();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) {
      const heading = line.replace(/^#+ /, '').replace(/[`*\\]/g, '');
      // The page's title has no anchor of its own: its hits point at the page.
      const anchor = line.startsWith('# ') ? '' : slugger.slug(heading);
      if (/^#{1,3} /.test(line)) sections.push({heading, anchor, text: ''});
    } else if (!fenced) sections[sections.length - 1].text += `${line}\n`;
  }
  return sections;
}

/** A component name as readers write it: `Button split`, `button-split` and `ButtonSplit` are one. */
export const normaliseName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The pages llms.txt lists, with their Markdown. */
function readPages(buildDir: string): {siteUrl: string; pages: DocPage[]} {
  const llmsFile = path.join(buildDir, 'llms.txt');
  if (!existsSync(llmsFile))
    throw new Error(`${llmsFile} is missing: build the site first (npm run build), then start the server again`);
  const pages: DocPage[] = [];
  let section = '';
  let siteUrl = '';
  for (const line of readFileSync(llmsFile, 'utf8').split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    const entry = /^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/.exec(line);
    if (!entry) continue;
    const url = new URL(entry[2]);
    siteUrl ||= url.origin;
    const route = url.pathname.replace(/\.md$/, '');
    const markdown = readFileSync(path.join(buildDir, `${route}.md`), 'utf8');
    pages.push({route, title: entry[1], description: entry[3] ?? '', section, markdown});
  }
  return {siteUrl, pages};
}

function readTokens(): Token[] {
  const byMode =
    (kind: string) => (token: {cssVar: string; jsName: string; light: string; dark: string; usage: string}) => ({
      cssVar: token.cssVar,
      jsName: token.jsName,
      kind,
      values: {light: token.light, dark: token.dark},
      usage: token.usage,
    });
  return [
    ...colorTokens.map((token) => byMode(`colour (${token.group})`)(token)),
    ...shadowTokens.map(byMode('shadow')),
    ...scaleTokens.map((token) => ({
      cssVar: token.cssVar,
      jsName: token.jsName,
      kind: token.category,
      values: {value: token.value},
      usage: token.usage,
    })),
  ];
}

/** Everything the tools answer from, read from `repository` (its `build/` and `.docusaurus/`). */
export function loadDocsData(repository: string): DocsData {
  const buildDir = path.join(repository, 'build');
  const docgenDir = path.join(repository, '.docusaurus', 'bui-docgen', 'default');
  const {siteUrl, pages} = readPages(buildDir);

  const index = new MiniSearch<{id: string; title: string; heading: string; text: string; url: string}>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['title', 'heading', 'text', 'url'],
    searchOptions: {boost: {title: 4, heading: 2}, prefix: true, fuzzy: 0.15, combineWith: 'AND'},
  });
  index.addAll(
    pages.flatMap((page) =>
      sectionsOf(page.markdown).map((section, position) => ({
        id: `${page.route}#${position}`,
        title: page.title,
        heading: section.heading,
        text: section.text,
        url: `${siteUrl}${page.route}${section.anchor ? `#${section.anchor}` : ''}`,
      })),
    ),
  );

  const componentPages = pages.filter((page) => page.route.startsWith('/docs/components/'));
  const byName = new Map(componentPages.map((page) => [normaliseName(page.title), page]));
  for (const page of componentPages) byName.set(normaliseName(page.route.split('/').pop() ?? ''), page);

  const component = (name: string): ComponentDocs | undefined => {
    const page = byName.get(normaliseName(name));
    if (!page) return undefined;
    const documented = [...page.markdown.matchAll(/^\*\*Props of `(\w+)`\*\*$/gm)].map((match) => match[1]);
    const props = documented.map((documentedName) => {
      const file = path.join(docgenDir, `${documentedName}.json`);
      if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
      const table = JSON.parse(readFileSync(file, 'utf8')) as {props: Prop[]};
      return {component: documentedName, props: table.props};
    });
    const examples = [...page.markdown.matchAll(/^```tsx title="([^"]+\.tsx)"\n([\s\S]*?)\n```$/gm)].map((match) => ({
      file: match[1],
      source: match[2],
    }));
    const guidance = page.markdown
      .replace(/^```tsx title="[^"]+\.tsx"\n[\s\S]*?\n```\n?/gm, '')
      .replace(/^## Props\n[\s\S]*?(?=^## |(?![\s\S]))/m, '');
    return {
      name: page.title,
      url: `${siteUrl}${page.route}`,
      markdownUrl: `${siteUrl}${page.route}.md`,
      description: page.description,
      guidance,
      props,
      examples,
    };
  };

  return {
    siteUrl,
    pages,
    tokens: readTokens(),
    componentNames: componentPages.map((page) => page.title),
    component,
    search: (query, limit = 8) =>
      index
        .search(query)
        .slice(0, limit)
        .map((result) => {
          const text = String(result.text).replace(/\s+/g, ' ').trim();
          return {
            title: String(result.title),
            heading: String(result.heading),
            url: String(result.url),
            excerpt: text.length > 240 ? `${text.slice(0, 240)}…` : text,
          };
        }),
  };
}
