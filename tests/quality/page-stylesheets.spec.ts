import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from '../support/test';
import {specRoutes} from '../../tooling/spec-routes';

/**
 * Every page links, in its HTML, the CSS of everything it renders on the
 * server, so its components are styled at first paint and without
 * JavaScript. The shared stylesheet no longer carries the design system's CSS
 * (src/plugins/bui-library, `styles`): each page links its own
 * (src/plugins/page-stylesheets). A class the build styles somewhere must be
 * styled by a stylesheet the page links; pages without examples link the
 * shared sheet alone.
 */
const cssDir = path.resolve(__dirname, '..', '..', 'build', 'assets', 'css');
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
const styledAnywhere = new Set(
  readdirSync(cssDir).flatMap((file) => [...classesIn(readFileSync(path.join(cssDir, file), 'utf8'))]),
);

const withoutExamples = ['/', '/docs/getting-started/intro', '/blog/welcome', '/search', '/docs/tags'];

for (const route of specRoutes) {
  test(`${route} links the CSS of every class it renders`, async ({request}) => {
    const html = await (await request.get(route)).text();
    const $ = load(html);
    const hrefs = $('head link[rel="stylesheet"]')
      .map((_, link) => $(link).attr('href') ?? '')
      .get();
    expect(hrefs.length, 'the shared stylesheet at least').toBeGreaterThan(0);
    const linked = new Set<string>();
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      for (const name of classesIn(await response.text())) linked.add(name);
    }
    const rendered = new Set(
      $('[class]')
        .map((_, element) => ($(element).attr('class') ?? '').split(/\s+/).filter(Boolean))
        .get(),
    );
    const unstyled = [...rendered].filter((name) => styledAnywhere.has(name) && !linked.has(name));
    expect(unstyled, 'classes whose CSS the page does not link').toEqual([]);
    if (withoutExamples.includes(route)) expect(hrefs, 'a page without examples').toHaveLength(1);
  });
}
