import {describe, expect, it} from 'vitest';
import {addStylesheets, chunkCssOf} from './index';

describe('the CSS each named chunk loads', () => {
  it('keeps the CSS files of each chunk group, and only groups that have some', () => {
    expect(
      chunkCssOf({
        namedChunkGroups: {
          '03dcfce2': {assets: [{name: 'assets/js/03dcfce2.1.js'}, {name: 'assets/css/03dcfce2.2.css'}]},
          '17896441': {assets: ['assets/js/17896441.3.js']},
        },
      }),
    ).toEqual({'03dcfce2': ['assets/css/03dcfce2.2.css']});
  });

  it("adds the CSS of the examples a page's chunk loads on demand, which its HTML already shows, and of no other group it loads later", () => {
    expect(
      chunkCssOf({
        namedChunkGroups: {
          page: {assets: ['assets/js/page.js', 'assets/css/page.css', 'assets/css/styles.css'], chunks: [6, 1]},
          plain: {assets: ['assets/js/plain.js'], chunks: [4]},
          'bui-examples-Button': {
            assets: ['assets/js/ex.js', 'assets/css/shared.css', 'assets/css/ex.css'],
            chunks: [2, 5],
          },
          playground: {assets: ['assets/js/pg.js', 'assets/css/pg.css'], chunks: [3]},
          'bui-examples-Other': {assets: ['assets/css/other.css'], chunks: [7]},
        },
        chunks: [
          {id: 1, names: ['page'], children: [2, 3, 5]},
          {id: 2, names: ['bui-examples-Button'], children: []},
          {id: 3, names: ['playground'], children: []},
          {id: 4, names: ['plain'], children: [2]},
          {id: 5, names: [], children: []},
          // The stylesheet every page links: it is in the page's group, and every lazy chunk is its child.
          {id: 6, names: ['styles'], children: [1, 2, 3, 4, 5, 7]},
          {id: 7, names: ['bui-examples-Other'], children: []},
        ],
      }),
    ).toEqual({
      page: ['assets/css/page.css', 'assets/css/styles.css', 'assets/css/shared.css', 'assets/css/ex.css'],
      plain: ['assets/css/shared.css', 'assets/css/ex.css'],
      'bui-examples-Button': ['assets/css/shared.css', 'assets/css/ex.css'],
      playground: ['assets/css/pg.css'],
      'bui-examples-Other': ['assets/css/other.css'],
    });
  });
});

describe('adding stylesheets to a built page', () => {
  const page =
    '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/x.js defer></script></head></html>';

  it('adds them after the shared stylesheet, in order, so they come later in the cascade', () => {
    expect(addStylesheets(page, ['/assets/css/a.css', '/assets/css/b.css'])).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel="stylesheet" href="/assets/css/a.css"><link rel="stylesheet" href="/assets/css/b.css"><script src=/x.js defer></script></head></html>',
    );
  });

  it('does not add one the page already links', () => {
    expect(addStylesheets(page, ['/assets/css/styles.1.css'])).toBe(page);
  });

  it('adds them before </head> when the page links none yet', () => {
    expect(addStylesheets('<head><title>t</title></head>', ['/a.css'])).toBe(
      '<head><title>t</title><link rel="stylesheet" href="/a.css"></head>',
    );
  });
});
