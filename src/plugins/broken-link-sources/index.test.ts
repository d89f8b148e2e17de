import {describe, expect, it} from 'vitest';
import type {AllContent} from '@docusaurus/types';
import {sourcesByRoute} from '../shared/content-sources';
import {describeBrokenLinks, internalLinkTarget, linkTargets} from './index';

describe('internalLinkTarget', () => {
  it('is the route of a link within the site, without slash, query or fragment', () => {
    expect(internalLinkTarget('/docs/components/button/', '/')).toBe('/docs/components/button');
    expect(internalLinkTarget('/docs/components/button?x=1#props', '/')).toBe('/docs/components/button');
    expect(internalLinkTarget('/', '/')).toBe('/');
    expect(internalLinkTarget('/docs/caf%C3%A9', '/')).toBe('/docs/café');
  });
  it('is null for other sites and same-page anchors', () => {
    expect(internalLinkTarget('https://example.com/docs', '/')).toBeNull();
    expect(internalLinkTarget('//cdn.example.com/x.js', '/')).toBeNull();
    expect(internalLinkTarget('#props', '/')).toBeNull();
    expect(internalLinkTarget('/other/docs', '/bui/')).toBeNull();
  });
});

describe('linkTargets', () => {
  it('reads every <a href> as the browser does, quoted or not, entities decoded', () => {
    const html = `<a href="/a">A</a><a href='/b?x=1&amp;y=2'>B</a><a class=x href=/c>C</a><a name="n">no href</a>
      <link href="/not-a-link.css" rel="stylesheet"><!-- <a href="/commented"> -->`;
    expect(linkTargets(html)).toEqual(['/a', '/b?x=1&y=2', '/c']);
  });
});

describe('naming the file to fix', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [{docs: [{permalink: '/docs/components/badge', source: '@site/docs/components/badge.mdx'}]}],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {blogPosts: [{metadata: {permalink: '/blog/welcome', source: '@site/blog/2026-01-01-welcome.mdx'}}]},
    },
    'docusaurus-plugin-content-pages': {default: [{permalink: '/', source: '@site/src/pages/index.tsx'}]},
  } as unknown as AllContent;

  it('maps docs, blog posts and pages to their file in the repository', () => {
    expect([...sourcesByRoute(allContent)]).toEqual([
      ['/docs/components/badge', 'docs/components/badge.mdx'],
      ['/blog/welcome', 'blog/2026-01-01-welcome.mdx'],
      ['/', 'src/pages/index.tsx'],
    ]);
  });

  it('names the file, or says the page is generated', () => {
    const sources = sourcesByRoute(allContent);
    expect(describeBrokenLinks('/docs/components/badge', sources.get('/docs/components/badge'), ['/docs/x'])).toBe(
      '- docs/components/badge.mdx (page /docs/components/badge) links to: /docs/x',
    );
    expect(describeBrokenLinks('/docs/tags/web', sources.get('/docs/tags/web'), ['/a', '/b'])).toBe(
      '- generated page /docs/tags/web links to: /a, /b',
    );
  });
});
