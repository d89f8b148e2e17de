import {expect, test} from '../support/test';
import {frontMatterDescription} from '../support/front-matter';
import {openHydrated} from '../support/hydration';
import {
  componentSlugs,
  designPatternSlugs,
  docPages,
  foundationSlugs,
  gettingStartedSlugs,
} from '../../tooling/spec-routes';

const sidebar = 'aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]';

test('buiSidebar starts at Components, then Design Patterns, Foundations and Introduction', async ({page}) => {
  await page.goto('/docs/components/accordion');
  const topLevel = page.locator(`${sidebar} > ul > li > .menu__list-item-collapsible > a`);
  await expect(topLevel).toHaveText(['Components', 'Design Patterns', 'Foundations', 'Introduction']);
  await expect(topLevel.nth(0)).toHaveAttribute('href', '/docs/category/components');
  await expect(topLevel.nth(3)).toHaveAttribute('href', '/docs/category/introduction');
});

test('/docs is a docs home inside buiSidebar', async ({page}) => {
  await page.goto('/docs');
  await expect(page.locator(sidebar)).toBeVisible();
  await expect(page.locator(`${sidebar} >> text=Components`).first()).toBeVisible();
  for (const category of ['components', 'design-patterns', 'foundations', 'introduction']) {
    await expect(page.locator(`article a[href="/docs/category/${category}"]`).first()).toBeVisible();
  }
});

test('the sidebar cannot be hidden', async ({page}) => {
  await page.goto('/docs/components/button');
  await expect(page.locator(sidebar)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
  await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
});

test('expanding a category does not collapse the others', async ({page}) => {
  // The caret is a React control: it responds once the page has hydrated.
  await openHydrated(page, '/docs/components/button');
  const category = (name: string) =>
    page.locator(`${sidebar} .menu__list-item-collapsible`).filter({has: page.getByRole('link', {name, exact: true})});
  // The caret button carries the expanded state of its category.
  const caret = (name: string) => category(name).getByRole('button');
  await expect(caret('Components')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret('Foundations')).toHaveAttribute('aria-expanded', 'false');

  await caret('Foundations').click();
  await expect(caret('Foundations')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret('Components')).toHaveAttribute('aria-expanded', 'true');

  await page.locator(`${sidebar} a[href="/docs/foundations/colours"]`).click();
  await expect(page).toHaveURL(/\/docs\/foundations\/colours$/);
  await expect(caret('Components')).toHaveAttribute('aria-expanded', 'true');
  await expect(caret('Foundations')).toHaveAttribute('aria-expanded', 'true');
});

test('breadcrumbs lead from home through the category to the page', async ({page}) => {
  await page.goto('/docs/components/date-picker');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', {name: 'Components'})).toHaveAttribute('href', '/docs/category/components');
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText(await page.locator('h1').innerText());
});

test('the table of contents lists h2 and h3 headings, never h4', async ({page}) => {
  await page.goto('/docs/test-doc');
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  const headings = await page.locator('article .markdown').evaluate((root) =>
    // Skip the visually hidden "Footnotes" heading MDX adds: it is not a section.
    [...root.querySelectorAll('h2[id]:not(.sr-only), h3[id]:not(.sr-only), h4[id]:not(.sr-only)')].map((h) => ({
      level: h.tagName,
      id: h.id,
    })),
  );
  expect(headings.filter((h) => h.level === 'H4').length, 'the test doc has h4 headings').toBeGreaterThan(0);
  expect(headings.filter((h) => h.level === 'H3').length, 'the test doc has h3 headings').toBeGreaterThan(0);
  for (const {level, id} of headings) {
    await expect(toc.locator(`a[href="#${id}"]`), `${level} #${id}`).toHaveCount(level === 'H4' ? 0 : 1);
  }
  await expect(toc).not.toContainText('Deep detail: focus order');
});

const categories: [string, number][] = [
  ['components', componentSlugs.length],
  ['design-patterns', designPatternSlugs.length],
  ['foundations', foundationSlugs.length],
  ['introduction', gettingStartedSlugs.length],
];
for (const [category, count] of categories) {
  test(`/docs/category/${category} indexes its ${count} pages`, async ({page}) => {
    await page.goto(`/docs/category/${category}`);
    await expect(page.locator('article .card')).toHaveCount(count);
  });
}

test("a category index shows each doc's description on its card, loaded or reached by a link", async ({page}) => {
  const cards = page.locator('article .card');
  const expectDescriptions = async () => {
    await expect(cards).toHaveCount(componentSlugs.length);
    for (const slug of ['accordion', 'button', 'typeahead']) {
      await expect(page.locator(`article a.card[href="/docs/components/${slug}"] p`)).toHaveText(
        frontMatterDescription(`docs/components/${slug}.mdx`),
      );
    }
  };
  await openHydrated(page, '/docs/category/components');
  await expectDescriptions();
  // From a doc page, whose scripts hold no description, the index renders in the browser.
  await openHydrated(page, '/docs/components/button');
  // Gone after a full page load: the link must be followed in the browser.
  await page.evaluate(() => document.documentElement.setAttribute('data-before-link', ''));
  await page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Components'}).click();
  await expect(page).toHaveURL(/\/docs\/category\/components$/);
  await expectDescriptions();
  await expect(page.locator('html')).toHaveAttribute('data-before-link', '');
});

test('docs tags: the index lists mobile, web and webapp, and each tag page lists its docs', async ({page}) => {
  await page.goto('/docs/tags');
  for (const tag of ['mobile', 'web', 'webapp']) {
    await expect(page.locator(`article a[href="/docs/tags/${tag}"]`)).toBeVisible();
  }
  for (const tag of ['mobile', 'web', 'webapp']) {
    await page.goto(`/docs/tags/${tag}`);
    await expect(page.locator('h1')).toContainText(`"${tag}"`);
    const docs = page.locator('article a[href^="/docs/components/"]');
    expect(await docs.count()).toBeGreaterThan(3);
  }
  // Force update exists only in the native apps.
  await page.goto('/docs/tags/mobile');
  await expect(page.locator('article a[href="/docs/components/force-update"]')).toBeVisible();
  await page.goto('/docs/tags/web');
  await expect(page.locator('article a[href="/docs/components/force-update"]')).toHaveCount(0);
});

test.describe('content', () => {
  for (const route of docPages) {
    test(`${route} teaches something: ≥ 250 words, ≥ 3 sections`, async ({request}) => {
      const html = await (await request.get(route)).text();
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      const prose = article
        .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/g, ' ');
      const words = prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
      expect(words.length).toBeGreaterThanOrEqual(250);
      expect((article.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(prose).not.toMatch(/lorem ipsum|\bTODO\b|coming soon/i);
    });
  }

  test('every component page carries platform tags and shows them', async ({request}) => {
    for (const slug of componentSlugs) {
      const html = await (await request.get(`/docs/components/${slug}`)).text();
      expect(html, slug).toMatch(/href="?\/docs\/tags\/(web|mobile|webapp)"?/);
    }
  });
});
