import {expect, test} from 'vitest';
import {isPageMarkdownFile, llmsFullTxt, llmsTxt, markdownPathOf, withMarkdownLink, type MarkdownPage} from './index';
import {pageToMarkdown} from './markdown';

/** A docs page as the build writes it, cut down to the parts the conversion reads. */
const docPage = `<!doctype html><html lang=en class="docs-wrapper docs-doc-page docs-doc-id-components/button"><head>
<meta name=description content="A control that performs an action."></head><body>
<nav class="theme-doc-sidebar-menu"><a class=menu__link href=/docs/components/button>Button</a></nav>
<article><nav class=theme-doc-breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/><svg><title>home</title></svg></a>
<li class=breadcrumbs__item><span>Components</span><li class=breadcrumbs__item><span>Button</span></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Button</h1></header>
<p>A button <em>triggers</em> an action. See <a href=/docs/components/modal>Modal</a>.
<figure data-example=src/bui/Button/examples/Hero.tsx><figcaption><strong>Save or cancel</strong> — a pair.</figcaption>
<div class=island data-island><div class=toolbar><button type=button>RTL</button></div><div data-example-preview><button>Cancel</button></div></div>
<div class="language-tsx theme-code-block"><div class=codeBlockTitle_x>Hero.tsx</div><div class=codeBlockContent_x>
<pre class="prism-code language-tsx"><code><span class=token-line><span class="token keyword">import</span> {Button} from '@bui/react';<br/></span><span class=token-line><br/></span><span class=token-line>export default Hero;<br/></span></code></pre><button aria-label=Copy>Copy</button></div></div></figure>
<h2 id=when>When to use<a class=hash-link href=#when>&#8203;</a></h2>
<div class="theme-admonition theme-admonition-note alert"><div class=admonitionHeading_x><span><svg></svg></span>note</div><div class=admonitionContent_x><p>Use one primary button per view.</div></div>
<div class="language-bash theme-code-block"><div class=codeBlockContent_x><pre class="prism-code language-bash"><code><span class=token-line>npm install @bui/react<br/></span></code></pre></div></div>
<h2 id=props>Props<a class=hash-link href=#props>&#8203;</a></h2>
<table data-props-of=Button><caption>Props of <code>Button</code></caption><thead><tr><th scope=col>Prop<th scope=col>Type<tbody>
<tr><th scope=row><code>variant</code><td><code>"primary" | "secondary"</code></tr></table>
</div></article></body></html>`;

test('a docs page becomes its prose, its examples as tsx sources and its tables, without the page around it', () => {
  const page = pageToMarkdown(docPage);
  expect(page).toMatchObject({kind: 'doc', title: 'Button', description: 'A control that performs an action.'});
  expect(page?.section).toBe('Components');
  expect(page?.markdown).toBe(
    [
      '# Button',
      '',
      'A button *triggers* an action. See [Modal](/docs/components/modal).',
      '',
      '**Save or cancel** — a pair.',
      '',
      '```tsx title="Hero.tsx"',
      "import {Button} from '@bui/react';",
      '',
      'export default Hero;',
      '```',
      '',
      '## When to use',
      '',
      '> **note**',
      '>',
      '> Use one primary button per view.',
      '',
      '```bash',
      'npm install @bui/react',
      '```',
      '',
      '## Props',
      '',
      '**Props of `Button`**',
      '',
      '| Prop      | Type                       |',
      '| --------- | -------------------------- |',
      '| `variant` | `"primary" \\| "secondary"` |',
      '',
    ].join('\n'),
  );
});

test("a task list keeps its check boxes, and a table cell's parts that CSS sets apart stay apart", () => {
  const page = pageToMarkdown(
    `<html class="docs-doc-page docs-doc-id-t"><body><article><div class="theme-doc-markdown markdown"><h1>T</h1>` +
      `<ul><li class=task-list-item><label><input type=checkbox disabled checked> <!-- -->Labelled</label></li>` +
      `<li class=task-list-item><label><input type=checkbox disabled> <!-- -->Tested</label></li></ul>` +
      `<table><thead><tr><th>Token<th>Light<tbody><tr><th scope=row><code>--bui-color-text</code>` +
      `<span class=jsName>Mobile: <code>colorText</code></span><td><span class=chip></span><code>#1b1f27</code></table>`,
  );
  expect(page?.markdown).toContain('- [x] Labelled\n- [ ] Tested\n');
  expect(page?.markdown).toContain('| `--bui-color-text` Mobile: `colorText` | `#1b1f27` |');
});

test('a blog post starts with its title, above its body', () => {
  const post = pageToMarkdown(
    `<html class="blog-wrapper blog-post-page"><head><meta name=description content="Hello."></head><body><article>` +
      `<header><h1>Welcome</h1><time>1 Jan</time></header><div class=markdown><p>First post.</div></article>`,
  );
  expect(post).toMatchObject({kind: 'post', title: 'Welcome', section: ''});
  expect(post?.markdown).toBe('# Welcome\n\nFirst post.\n');
});

test('pages that are neither docs nor posts (home, lists, tags) have no Markdown', () => {
  expect(pageToMarkdown('<html class="plugin-pages"><body><main><h1>Home</h1></main>')).toBeNull();
  expect(pageToMarkdown('<html class="blog-list-page"><body><article><h1>Post</h1></article>')).toBeNull();
  // A category's generated index lists docs that have Markdown of their own.
  expect(pageToMarkdown('<html class="docs-doc-page"><body><article><h1>Components</h1></article>')).toBeNull();
});

test('the Markdown sits next to the page: the route plus .md', () => {
  expect(markdownPathOf('/docs/components/button')).toBe('/docs/components/button.md');
  expect(markdownPathOf('/blog/welcome/')).toBe('/blog/welcome.md');
  expect(markdownPathOf('/')).toBe('/index.md');
});

test('the files this step writes are known before they exist: a route plus .md, and the llms files', () => {
  const routes = new Set(['/', '/docs/a']);
  expect(isPageMarkdownFile('/docs/a.md', routes)).toBe(true);
  expect(isPageMarkdownFile('/index.md', routes)).toBe(true);
  expect(isPageMarkdownFile('/llms-full.txt', routes)).toBe(true);
  expect(isPageMarkdownFile('/docs/b.md', routes)).toBe(false);
  expect(isPageMarkdownFile('/docs/a', routes)).toBe(false);
});

test('a docs page and a post link to their Markdown, once; other pages do not', () => {
  const doc = '<html class="docs-doc-page docs-doc-id-b"><head><title>B</title></head><body>';
  const linked = withMarkdownLink(doc, '/docs/b');
  expect(linked).toContain('<link rel="alternate" type="text/markdown" href="/docs/b.md"></head>');
  expect(withMarkdownLink(linked, '/docs/b')).toBe(linked);
  const home = '<html class="plugin-pages"><head></head>';
  expect(withMarkdownLink(home, '/')).toBe(home);
});

test('a doc without a head fails the build, naming its route, instead of losing its Markdown link', () => {
  expect(() => withMarkdownLink('<html class="docs-doc-page docs-doc-id-b"><body>', '/docs/b')).toThrow('/docs/b');
});

const site = {title: 'BUI', tagline: 'One design system.', url: 'https://docs.example'};
const page = (route: string, title: string, section: string, kind: 'doc' | 'post' = 'doc'): MarkdownPage => ({
  route,
  title,
  section,
  kind,
  description: `About ${title}.`,
  markdown: `# ${title}\n`,
});
const pages = [
  page('/docs/components/tabs', 'Tabs', 'Components'),
  page('/blog/welcome', 'Welcome', '', 'post'),
  page('/docs/components/button', 'Button', 'Components'),
  page('/docs/getting-started/intro', 'Introduction', 'Introduction'),
];

test('llms.txt: the site, then each section with every page as an absolute Markdown link and its description', () => {
  const text = llmsTxt(site, pages);
  expect(text.split('\n').slice(0, 3)).toEqual(['# BUI', '', '> One design system.']);
  const body = text.slice(text.indexOf('## '));
  expect(body).toBe(
    [
      '## Introduction',
      '',
      '- [Introduction](https://docs.example/docs/getting-started/intro.md): About Introduction.',
      '',
      '## Components',
      '',
      '- [Button](https://docs.example/docs/components/button.md): About Button.',
      '- [Tabs](https://docs.example/docs/components/tabs.md): About Tabs.',
      '',
      '## Blog',
      '',
      '- [Welcome](https://docs.example/blog/welcome.md): About Welcome.',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt: every page in llms.txt order, each under its address', () => {
  const full = llmsFullTxt(site, pages);
  const sources = [...full.matchAll(/<!-- Source: (\S+) -->/g)].map((match) => match[1]);
  expect(sources).toEqual([
    'https://docs.example/docs/getting-started/intro.md',
    'https://docs.example/docs/components/button.md',
    'https://docs.example/docs/components/tabs.md',
    'https://docs.example/blog/welcome.md',
  ]);
  expect(full).toContain('# Tabs\n');
});
