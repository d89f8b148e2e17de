import {expect, test} from '../support/test';

/**
 * Each docs page and post is also served as Markdown for readers' tools, linked from the page, and listed in
 * /llms.txt (src/plugins/page-markdown; issue 24), by nginx as deploy/nginx.conf publishes the site.
 */
test('a component page links to its Markdown, served as text/markdown in UTF-8', async ({page, request}) => {
  await page.goto('/docs/components/button');
  const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(link).toHaveAttribute('href', '/docs/components/button.md');
  const response = await request.get('/docs/components/button.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith('# Button\n')).toBe(true);
  // Non-ASCII arrives intact: the em dash of the examples' captions.
  expect(text).toContain('**Save or cancel** — ');
});

test('/llms.txt lists the pages by section and /llms-full.txt holds them, both as UTF-8 text', async ({request}) => {
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    const response = await request.get(file, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe('text/plain; charset=utf-8');
  }
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms.startsWith('# BUI Design System\n\n> ')).toBe(true);
  expect(llms).toMatch(/^## Components$/m);
  expect(llms).toMatch(/^- \[Button\]\(\S+\/docs\/components\/button\.md\): /m);
});

test('a page that is not a doc or a post (the home page) has no Markdown', async ({page, request}) => {
  await page.goto('/');
  await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
  expect((await request.get('/index.md')).status()).toBe(404);
});
