import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import type {BlockContent, Code, Nodes as MdastNodes, Paragraph, PhrasingContent, Root as MdastRoot} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

/**
 * A built docs page or blog post as Markdown, for readers' tools (issue 24): the page's own prose, each live
 * example as its source in a `tsx` fence, each table (props, tokens) as a Markdown table. Made from the page the
 * build wrote, so the Markdown says what the HTML says: the example sources and the props and token tables in that
 * HTML were themselves written from the example files, the docgen data and the token source.
 */
export interface PageMarkdown {
  /** `doc` or `post`. */
  kind: 'doc' | 'post';
  title: string;
  description: string;
  /** The label of the sidebar category the page sits in (its first breadcrumb), or '' at the top. */
  section: string;
  markdown: string;
}

const classesOf = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};
const hasClass = (node: Element, name: string): boolean => classesOf(node).includes(name);
const isElement = (node: HastNodes | ElementContent): node is Element => node.type === 'element';

function find(node: HastNodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: HastNodes, test: (element: Element) => boolean, into: Element[] = []): Element[] {
  if (isElement(node) && test(node)) into.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, test, into);
  return into;
}

const isCheckbox = (node: ElementContent): boolean =>
  isElement(node) && node.tagName === 'input' && node.properties.type === 'checkbox';

/**
 * Drops what a reader of the text does not need (heading anchors, icons, buttons, the live previews and React's
 * empty comments), and reshapes two things the converter would misread: a task's check box wrapped in a label, and
 * parts of a table cell that sit side by side only through CSS.
 */
function prune(node: HastNodes): void {
  if (!('children' in node)) return;
  if (isElement(node) && node.tagName === 'li') {
    const [first] = node.children.filter(isElement);
    if (first?.tagName === 'label' && first.children.some(isCheckbox)) node.children = first.children;
  }
  node.children = node.children.filter(
    (child) =>
      child.type !== 'comment' &&
      (!isElement(child) ||
        !(
          hasClass(child, 'hash-link') ||
          child.tagName === 'svg' ||
          child.tagName === 'button' ||
          child.properties.dataIsland !== undefined
        )),
  );
  if (isElement(node) && (node.tagName === 'td' || node.tagName === 'th')) {
    node.children = node.children.flatMap((child, index) =>
      index > 0 && isElement(child) && isElement(node.children[index - 1])
        ? [{type: 'text', value: ' '}, child]
        : [child],
    );
  }
  for (const child of node.children) prune(child);
}

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (children: PhrasingContent[]): Paragraph => paragraph([{type: 'strong', children}]);

/** The phrasing of an element (a caption, an admonition's heading), as inline Markdown. */
function inline(state: State, node: Element): PhrasingContent[] {
  return state.all(node).filter((child): child is PhrasingContent => child.type !== 'paragraph');
}

/** A code block of the page (Docusaurus' `theme-code-block`): its language, its title and the code as shown. */
function codeBlock(node: Element): Code | undefined {
  const pre = find(node, (element) => element.tagName === 'pre');
  if (!pre) return undefined;
  const language = [...classesOf(node), ...classesOf(pre)]
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  // The title is the block's first part that does not hold the code.
  const titleElement = node.children.filter(isElement).find((child) => !find(child, (element) => element === pre));
  const title = titleElement ? toText(titleElement).trim() : '';
  return {
    type: 'code',
    lang: language ?? null,
    meta: title ? `title=${JSON.stringify(title)}` : null,
    value: toText(pre, {whitespace: 'pre'}).replace(/\n$/, ''),
  };
}

const handlers: Record<string, Handle> = {
  // A live example: its caption, then its source (the code block the page shows under the preview).
  figure(state, node) {
    if (node.properties.dataExample === undefined) return state.all(node);
    const caption = find(node, (element) => element.tagName === 'figcaption');
    const block = find(node, (element) => hasClass(element, 'theme-code-block'));
    const code = block ? codeBlock(block) : undefined;
    const out: BlockContent[] = [];
    // The caption already leads with its name in bold.
    if (caption) out.push(paragraph(inline(state, caption)));
    if (code) out.push({...code, lang: code.lang ?? 'tsx'});
    return out;
  },
  div(state, node) {
    if (hasClass(node, 'theme-code-block')) return codeBlock(node) ?? [];
    const admonition = classesOf(node).find((name) => name.startsWith('theme-admonition-'));
    if (admonition) {
      const [heading, ...content] = node.children.filter(isElement);
      const body = content.flatMap((child) => state.all(child)) as BlockContent[];
      const label = heading ? toText(heading).trim() : admonition.slice('theme-admonition-'.length);
      return {type: 'blockquote', children: [strong([{type: 'text', value: label}]), ...body]};
    }
    return defaultHandlers.div(state, node);
  },
  // A table's caption ("Props of Button") is the paragraph above it.
  table(state, node) {
    const caption = find(node, (element) => element.tagName === 'caption');
    const table = defaultHandlers.table(state, node);
    return caption ? [strong(inline(state, caption)), table] : table;
  },
  details(state, node) {
    const summary = find(node, (element) => element.tagName === 'summary');
    const rest = node.children.filter((child) => child !== summary);
    const body = state.all({...node, children: rest}) as BlockContent[];
    return summary ? [strong(inline(state, summary)), ...body] : body;
  },
};

function metaContent(tree: HastRoot, name: string): string {
  const meta = find(tree, (element) => element.tagName === 'meta' && element.properties.name === name);
  return typeof meta?.properties.content === 'string' ? meta.properties.content : '';
}

/**
 * Whether a built page gets Markdown, from the classes Docusaurus puts on its root: a doc (`docs-doc-id-…`; a
 * category's generated index is a list of the docs, which llms.txt lists itself) or a blog post.
 */
export function markdownKindOf(html: string): PageMarkdown['kind'] | null {
  const classes = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1].split(/\s+/) ?? [];
  if (classes.includes('docs-doc-page') && classes.some((name) => name.startsWith('docs-doc-id-'))) return 'doc';
  return classes.includes('blog-post-page') ? 'post' : null;
}

/** The Markdown of a built page, or null for a page that is not a doc or a blog post (see markdownKindOf). */
export function pageToMarkdown(html: string): PageMarkdown | null {
  const kind = markdownKindOf(html);
  if (!kind) return null;
  const tree = fromHtml(html);
  const article = find(tree, (element) => element.tagName === 'article');
  const body =
    kind === 'doc'
      ? find(tree, (element) => hasClass(element, 'theme-doc-markdown'))
      : article && find(article, (element) => hasClass(element, 'markdown'));
  const heading = article && find(article, (element) => element.tagName === 'h1');
  if (!body || !heading) return null;
  const title = toText(heading).trim();
  const breadcrumbs = find(tree, (element) => hasClass(element, 'theme-doc-breadcrumbs'));
  const crumbs = breadcrumbs ? findAll(breadcrumbs, (element) => hasClass(element, 'breadcrumbs__item')) : [];
  // The first crumb is the home icon's; the last is the page itself.
  const section = crumbs.length > 1 ? toText(crumbs[crumbs.length > 2 ? 1 : 0]).trim() : '';
  prune(body);
  const content = toMdast(body, {handlers}) as MdastRoot;
  // A post's title sits above its body; a doc's is in it.
  const children: MdastNodes[] =
    kind === 'post'
      ? [{type: 'heading', depth: 1, children: [{type: 'text', value: title}]}, ...content.children]
      : content.children;
  const markdown = toMarkdown({type: 'root', children} as MdastRoot, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    fences: true,
    rule: '-',
  });
  return {kind, title, description: metaContent(tree, 'description'), section, markdown};
}
