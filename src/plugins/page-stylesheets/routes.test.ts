import {describe, expect, it} from 'vitest';
import {chunkNamesOf, matchRouteChain, parseRoutes} from './routes';

// The shape Docusaurus 3.9 generates, trimmed: a layout route with nested routes, exact pages, the catch-all.
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '4bd'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'dc7'),
    routes: [
      {
        path: '/docs/tags',
        component: ComponentCreator('/docs/tags', 'fce'),
        exact: true
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', '625'),
        routes: [
          {
            path: '/docs/components/button',
            component: ComponentCreator('/docs/components/button', '722'),
            exact: true,
            sidebar: "buiSidebar"
          },
        ]
      },
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('the route tree of routes.js', () => {
  const routes = parseRoutes(routesJs);

  it('names each entry by its routesChunkNames.json key', () => {
    expect(routes.map((entry) => entry.key)).toEqual(['/blog-4bd', '/docs-dc7', '/-e5f', '*']);
    expect(routes[1].routes[1].routes[0]).toMatchObject({path: '/docs/components/button', exact: true});
  });

  it('finds the layouts and the page that render a path, outermost first', () => {
    const keys = (pathname: string) => matchRouteChain(routes, pathname).map((entry) => entry.key);
    expect(keys('/docs/components/button')).toEqual(['/docs-dc7', '/docs-625', '/docs/components/button-722']);
    expect(keys('/docs/tags')).toEqual(['/docs-dc7', '/docs/tags-fce']);
    expect(keys('/')).toEqual(['/-e5f']);
    expect(keys('/blog')).toEqual(['/blog-4bd']);
  });

  it('matches no page for a path no route has, nor a layout alone', () => {
    expect(matchRouteChain(routes, '/docs/nothing-here')).toEqual([]);
    expect(matchRouteChain(routes, '/blog/welcome')).toEqual([]);
  });

  it('fails loudly on a file of another shape', () => {
    expect(() => parseRoutes('export const routes = [];')).toThrow(/export default/);
  });
});

describe('chunk names of a routesChunkNames.json value', () => {
  it('collects every name, however nested', () => {
    expect(chunkNamesOf({__comp: 'a6aa9e1f', __context: {plugin: '36994c47'}, items: [{content: '3a02a925'}]})).toEqual(
      ['a6aa9e1f', '36994c47', '3a02a925'],
    );
  });
});
