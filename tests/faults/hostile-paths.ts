/**
 * The odd paths hostile-input.spec.ts requests, here so that the list of
 * `docusaurus serve`'s documented answers (tests/exceptions/serve.ts) can be
 * checked against it without a browser (tests/exceptions/exceptions.test.ts).
 */

/**
 * Sent raw; each must end (after at most a few redirects) on the not-found
 * page, or on the page a normalised path names (`page`, matched in the HTML).
 */
export const oddPaths: readonly {path: string; page?: RegExp}[] = [
  {path: '/docs/../etc/passwd'},
  {path: '/../../../../etc/passwd'},
  {path: '/docs/%2e%2e/%2e%2e/etc/passwd'},
  {path: '/%2e%2e%2f%2e%2e%2fetc%2fpasswd'},
  {path: '/docs/..%2f..%2fetc%2fpasswd'},
  {path: '/docs/components/button%00'},
  {path: '/docs/%00/components'},
  {path: '/%c0%ae%c0%ae/etc/passwd'},
  {path: `/docs/${'a'.repeat(4000)}`},
  {path: `/${'x/'.repeat(1000)}`},
  {path: '/docs/components/button/../badge', page: /<h1[^>]*>Badge</},
  {path: '//docs//components//button', page: /<h1[^>]*>Button</},
];

/** Opened in the browser, which normalises `..` itself. */
export const browserPaths: readonly string[] = [
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/docs/components/button%00',
  `/docs/${'b'.repeat(4000)}`,
  '/docs/%E0%A4%A',
];
