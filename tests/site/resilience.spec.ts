import {expect, test} from '@playwright/test';
import {breakStorage, storageFailures} from '../support/broken-storage';

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

test.describe('when browser storage throws on every call', () => {
  for (const how of storageFailures) {
    test(`(${how}) the site still works for the session and the failure is only logged`, async ({page}) => {
      await breakStorage(page, how);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      await page.goto('/docs/components/switch');
      await expect(page.locator('h1')).toBeVisible();

      // Colour mode still toggles for this page view.
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('light');
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect.poll(theme).toBe('dark');

      // The announcement can still be dismissed.
      await page.locator('[role="banner"]').getByRole('button', {name: 'Close'}).click();
      await expect(page.locator('[role="banner"]')).toHaveCount(0);

      // Client-side navigation still works.
      await page.locator('.navbar').getByRole('link', {name: 'Docs'}).click();
      await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
      await expect(page.locator('h1')).toBeVisible();

      expect(pageErrors).toEqual([]);
    });
  }
});
