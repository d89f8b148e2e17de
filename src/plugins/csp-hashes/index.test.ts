import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScriptHashes, searchConnectHosts} from './index';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser would run, in page order', () => {
    const html = `<!doctype html><html><head>
      <script>var a = 1;</script>
      <script type="module">import "./x.js";</script>
      <script type=text/javascript>b()</script>
      </head><body><script type='APPLICATION/JAVASCRIPT'> c() </script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('import "./x.js";'), sha('b()'), sha(' c() ')]);
  });

  it('leaves out external scripts and data blocks, which need no hash', () => {
    const html = `<script src="/assets/js/main.js"></script><script src=/x.js>ignored()</script>
      <script type="application/ld+json">{"@type":"WebSite"}</script><script type="text/plain">x</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes the text as the browser parses it: line breaks normalised, entities left as written', () => {
    expect(inlineScriptHashes('<script>a();\r\nb("&amp;</p>")</script>')).toEqual([sha('a();\nb("&amp;</p>")')]);
  });

  it('does not stop at a "</script" inside a comment or a string of another element', () => {
    const html = '<!-- <script>not()</script> --><p title="<script>nor()</script>">x</p><script>yes()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('yes()')]);
  });
});

describe('searchConnectHosts', () => {
  it('needs no host for the local index', () => {
    expect(searchConnectHosts({})).toEqual([]);
  });
  it("lists Algolia's hosts for the application, and Ask AI's when it is on", () => {
    expect(searchConnectHosts({algoliaAppId: 'ABC123'})).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ]);
    expect(searchConnectHosts({algoliaAppId: 'ABC123', askAi: true})).toContain('https://askai.algolia.com');
  });
});
