import {expect, test} from '../support/test';
import {blogPostSlugs, blogTags} from '../../tooling/spec-routes';

test('the blog list shows every post with its reading time', async ({page}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blog');
  const posts = page.locator('article');
  await expect(posts).toHaveCount(blogPostSlugs.length);
  for (let i = 0; i < blogPostSlugs.length; i += 1) {
    await expect(posts.nth(i)).toContainText(/\d+ min read/);
  }
});

for (const slug of blogPostSlugs) {
  test(`/blog/${slug} shows its reading time, author and tags`, async ({page}) => {
    await page.goto(`/blog/${slug}`);
    const header = page.locator('article header');
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('article .avatar__name').first()).toBeVisible();
    expect(await page.locator('article footer a[href^="/blog/tags/"]').count()).toBeGreaterThan(0);
  });
}

test('the blog sidebar lists every post, grouped by year, newest year first', async ({page}) => {
  await page.goto('/blog/welcome');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.locator('a')).toHaveCount(blogPostSlugs.length);
  const years = await sidebar.locator('h3').allInnerTexts();
  expect(years.length).toBeGreaterThanOrEqual(2);
  expect(years.every((y) => /^\d{4}$/.test(y))).toBe(true);
  expect([...years].sort().reverse()).toEqual(years);
});

test('the archive lists every post by year', async ({page}) => {
  await page.goto('/blog/archive');
  for (const slug of blogPostSlugs) await expect(page.locator(`main a[href="/blog/${slug}"]`)).toBeVisible();
  expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(2);
});

test('the authors page lists the team, with local avatars', async ({page}) => {
  await page.goto('/blog/authors');
  const avatars = page.locator('main img');
  expect(await avatars.count()).toBeGreaterThanOrEqual(2);
  for (const src of await avatars.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
    expect(new URL(src).host).toBe(new URL(page.url()).host);
  }
});

test('blog tags: the index lists all four and every tag page lists its posts', async ({page}) => {
  await page.goto('/blog/tags');
  for (const tag of blogTags) await expect(page.locator(`main a[href="/blog/tags/${tag}"]`)).toBeVisible();
  for (const tag of blogTags) {
    await page.goto(`/blog/tags/${tag}`);
    await expect(page.locator('h1')).toContainText(`"${tag}"`);
    const posts = page.locator('main article');
    expect(await posts.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await posts.count()); i += 1) {
      await expect(posts.nth(i).locator(`footer a[href="/blog/tags/${tag}"]`)).toBeVisible();
    }
  }
});
