import {describe, expect, it} from 'vitest';
import {addStylesheets, chunkCssOf} from './index';

describe('the CSS each named chunk loads', () => {
  it('keeps the CSS files of each chunk group, and only groups that have some', () => {
    expect(
      chunkCssOf({
        '03dcfce2': {assets: [{name: 'assets/js/03dcfce2.1.js'}, {name: 'assets/css/03dcfce2.2.css'}]},
        '17896441': {assets: ['assets/js/17896441.3.js']},
      }),
    ).toEqual({'03dcfce2': ['assets/css/03dcfce2.2.css']});
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
