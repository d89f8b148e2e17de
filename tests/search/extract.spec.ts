import {expect, test} from '@playwright/test';
import {extractPageFromHtml} from '../../src/plugins/local-search/extractHtml';
import {extractPageFromMarkdown} from '../../src/plugins/local-search/extractMarkdown';
import {pagesToIndex} from '../../src/plugins/local-search';
import {packIndex, unpackIndex} from '../../src/search/indexFormat';

/** How pages become sections: the rendered HTML (build) and the Markdown (npm start). */

const docPage = `<!doctype html><html lang="en"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs/intro">Docs</a></nav>
<aside><ul class="menu__list">
  <li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/components">Components</a>
    <ul><li><a class="menu__link menu__link--sublist menu__link--active" href="/docs/category/inputs">Inputs</a></li></ul></li>
</ul></aside>
<main><article>
  <nav class="theme-doc-breadcrumbs"><ul><li>Home</li><li>Components</li></ul></nav>
  <div class="theme-doc-markdown markdown"><header><h1>Date picker</h1></header>
  <p>Picks <strong>one</strong> date.</p>
  <h2 id="when-to-use">When to use<a class="hash-link" href="#when-to-use">\u200b</a></h2>
  <ul><li>For a single day.<ul><li>Nested detail.</li></ul></li><li><p>Loose item.</p></li></ul>
  <h3 id="keyboard">Keyboard</h3>
  <table><tr><td>Enter</td><td>Opens the calendar</td></tr></table>
  <div role="tablist"><li>Web</li></div>
  <pre><code>const code = 'not indexed';</code></pre>
  <h4>No id</h4><p>Under a heading without an id.</p>
  </div>
  <footer class="theme-doc-footer"><ul><li>Tags: web</li></ul></footer>
</article></main></body></html>`;

test('a docs page: lvl0 from the deepest active category, sections from h1–h6, text from p, li, td', () => {
  const page = extractPageFromHtml(docPage, '/docs/components/date-picker')!;
  expect(page).toMatchObject({
    path: '/docs/components/date-picker',
    lvl0: 'Inputs',
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });
  expect(page.sections).toEqual([
    {level: 1, heading: 'Date picker', anchor: '', content: ['Picks one date.']},
    {
      level: 2,
      heading: 'When to use',
      anchor: 'when-to-use',
      content: ['For a single day.', 'Nested detail.', 'Loose item.'],
    },
    {level: 3, heading: 'Keyboard', anchor: 'keyboard', content: ['Enter', 'Opens the calendar']},
    {level: 4, heading: 'No id', anchor: '', content: ['Under a heading without an id.']},
  ]);
});

test('a blog post without an active sidebar or navbar item is filed under Blog; a page without article reads main', () => {
  const post = extractPageFromHtml(
    '<article><header><h1>Welcome</h1></header><p>Hello.</p></article>',
    '/blog/welcome',
  )!;
  expect(post.lvl0).toBe('Blog');
  expect(post.docusaurusTag).toBe('default');
  const home = extractPageFromHtml(
    '<header class="hero"><h1>BUI Design System</h1></header><main><h2>Find your way</h2><p>Components and more.</p></main>',
    '/',
  )!;
  expect(home.lvl0).toBe('Documentation');
  expect(home.sections.map((section) => section.heading)).toEqual(['BUI Design System', 'Find your way']);
  expect(extractPageFromHtml('<div>No article, no main</div>', '/x')).toBeNull();
});

test('headings keep their level and parents through packing, objectIDs stay unique', () => {
  const records = unpackIndex(packIndex([extractPageFromHtml(docPage, '/docs/components/date-picker')!]));
  expect(records.map((record) => record.hierarchy)).toEqual([
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: 'Keyboard', lvl4: null, lvl5: null, lvl6: null},
    {lvl0: 'Inputs', lvl1: 'Date picker', lvl2: 'When to use', lvl3: 'Keyboard', lvl4: 'No id', lvl5: null, lvl6: null},
  ]);
  expect(records.map((record) => record.position)).toEqual([0, 1, 2, 3]);
  expect(new Set(records.map((record) => record.objectID)).size).toBe(4);
});

test('Markdown (npm start): headings get the ids Docusaurus gives them; code, JSX and front matter are left out', () => {
  const source = [
    '---',
    'title: Date picker',
    'description: ignored',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'Picks **one** [date](./date.mdx), with `value`.',
    '',
    '## When to use',
    '',
    '- For a single day.',
    '- Not for *ranges*.',
    '',
    '```tsx',
    '<DatePicker value={day} />',
    '```',
    '',
    '### Keyboard & focus {#keys}',
    '',
    '| Key | Action |',
    '| --- | --- |',
    '| Enter | Opens |',
    '',
    '<Tabs>',
    '',
    '## When to use',
    '',
    ':::note',
    'A note.',
    ':::',
  ].join('\n');
  const page = extractPageFromMarkdown(source, {
    path: '/docs/components/date-picker',
    title: 'Date picker',
    lvl0: 'Components',
    language: 'en',
    docusaurusTag: 'docs-default-current',
  });
  expect(page.sections).toEqual([
    {level: 1, heading: 'Date picker', anchor: '', content: ['Picks one date, with value.']},
    {level: 2, heading: 'When to use', anchor: 'when-to-use', content: ['For a single day.', 'Not for ranges.']},
    {level: 3, heading: 'Keyboard & focus', anchor: 'keys', content: ['Key', 'Action', 'Enter', 'Opens']},
    {level: 2, heading: 'When to use', anchor: 'when-to-use-1', content: ['A note.']},
  ]);
});

test('the pages indexed: docs (under their sidebar category), blog posts and pages, at their routes', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            sidebars: {main: [{type: 'category', label: 'Components', items: [{type: 'doc', id: 'components/modal'}]}]},
            docs: [
              {
                id: 'components/modal',
                permalink: '/docs/components/modal',
                source: '@site/docs/components/modal.mdx',
                title: 'Modal',
              },
              {id: 'index', permalink: '/docs/', source: '@site/docs/index.mdx', title: 'BUI documentation'},
              {id: 'draft', permalink: '/docs/draft', source: '@site/docs/draft.mdx', title: 'Draft', unlisted: true},
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [{metadata: {permalink: '/blog/welcome', source: '@site/blog/welcome.mdx', title: 'Welcome'}}],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [{type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx'}],
    },
  };
  const pages = pagesToIndex(allContent, {
    siteDir: '/site',
    siteTitle: 'BUI Design System',
    baseUrl: '/',
    trailingSlash: false,
  });
  expect(pages).toEqual([
    {
      permalink: '/docs/components/modal',
      sourceFile: '/site/docs/components/modal.mdx',
      title: 'Modal',
      lvl0: 'Components',
      docusaurusTag: 'docs-default-current',
    },
    {
      permalink: '/docs',
      sourceFile: '/site/docs/index.mdx',
      title: 'BUI documentation',
      lvl0: 'Documentation',
      docusaurusTag: 'docs-default-current',
    },
    {
      permalink: '/blog/welcome',
      sourceFile: '/site/blog/welcome.mdx',
      title: 'Welcome',
      lvl0: 'Blog',
      docusaurusTag: 'default',
    },
    {
      permalink: '/',
      sourceFile: undefined,
      title: 'BUI Design System',
      lvl0: 'Documentation',
      docusaurusTag: 'default',
    },
  ]);
});
