import {expect, test} from 'vitest';
import {pagesToIndex} from './pages';

test('the pages indexed: docs (under their sidebar category, else the navbar item active on them), blog posts and pages, at their routes', () => {
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
                sidebar: 'main',
              },
              {
                id: 'index',
                permalink: '/docs/',
                source: '@site/docs/index.mdx',
                title: 'BUI documentation',
                sidebar: 'main',
              },
              {id: 'loose', permalink: '/docs/loose', source: '@site/docs/loose.mdx', title: 'In no sidebar'},
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
    // Active on the docs of components/modal's sidebar; the blog item is no docs item.
    navbarItems: [
      {type: 'doc', docId: 'components/modal', label: 'Docs'},
      {type: 'default', label: 'Blog'},
    ],
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
      lvl0: 'Docs',
      docusaurusTag: 'docs-default-current',
    },
    {
      permalink: '/docs/loose',
      sourceFile: '/site/docs/loose.mdx',
      title: 'In no sidebar',
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
