import {describe, expect, it} from 'vitest';
import {cssUrls, srcsetUrls} from './urls';

describe('srcsetUrls', () => {
  it('takes the URL of each candidate, with or without a descriptor', () => {
    expect(srcsetUrls('/img/a.png 1x, /img/b.png 2x,/img/c.png')).toEqual(['/img/a.png', '/img/b.png', '/img/c.png']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('cssUrls', () => {
  it('reads quoted and bare url() and skips what loads nothing', () => {
    const css = `@font-face{src:url("/fonts/a.woff2") format("woff2"),url('/fonts/b.woff')}
      .x{background:url( /img/c.svg )}.y{mask:url(#clip)}.z{background:url(data:image/png;base64,AAAA)}`;
    expect(cssUrls(css)).toEqual(['/fonts/a.woff2', '/fonts/b.woff', '/img/c.svg']);
  });
});
