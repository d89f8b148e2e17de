import {expect, test} from '../support/test';

// Throwing storage, a lost network and the other failures are in tests/faults/.
test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('a docs page is fully readable, with its sidebar, TOC and breadcrumbs', async ({page}) => {
    await page.goto('/docs/components/modal');
    await expect(page.locator('h1')).toBeVisible();
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(1000);
    await expect(page.locator('aside.theme-doc-sidebar-container a[href="/docs/components/modal"]')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
  });

  test('home, blog and a category page render their content', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('BUI Design System');
    await expect(page.locator('main a[href="/docs/category/components"]').first()).toBeVisible();
    await page.goto('/blog/long-blog-post');
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(3000);
    await page.goto('/docs/category/components');
    expect(await page.locator('article .card').count()).toBeGreaterThan(40);
  });
});
