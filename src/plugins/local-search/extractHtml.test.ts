import {expect, test} from 'vitest';
import {extractPageFromHtml} from './extractHtml';

/** How a rendered page becomes sections (the production build). */

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
  <div data-island=""><p>47 icons. Press one to copy its code.</p><ul><li>calendar</li></ul></div>
  </div>
  <footer class="theme-doc-footer"><ul><li>Tags: web</li></ul></footer>
</article></main></body></html>`;

test('a docs page: lvl0 from the deepest active category, sections from h1–h6, text from p, li, td; no island', () => {
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
