import {expect, test} from '../support/test';
import {openHydrated} from '../support/hydration';
import {SITE_TITLE} from '../../tooling/spec-routes';

test.describe('skip link', () => {
  for (const route of ['/', '/docs/components/button', '/blog/welcome']) {
    test(`is the first tab stop on ${route} and moves focus to the content`, async ({page}) => {
      await page.goto(route);
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveText('Skip to main content');
      await expect(focused).toBeVisible();
      await page.keyboard.press('Enter');
      // Focus lands on the main content container, past the navbar.
      const focusedInNavbar = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar')));
      expect(focusedInNavbar).toBe(false);
      await expect(page.locator('.navbar__brand')).not.toBeFocused();
    });
  }
});

test.describe('navbar', () => {
  test('has the logo and title linking home, and exactly one left item "Docs"', async ({page}) => {
    await page.goto('/blog');
    const brand = page.locator('.navbar__brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.locator('img').first()).toHaveAttribute('src', '/img/logo.svg');
    await expect(brand.locator('img').first()).toHaveAttribute('alt', 'BUI logo');
    await expect(brand).toContainText(SITE_TITLE);

    const leftItems = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    await expect(leftItems).toHaveCount(1);
    await expect(leftItems.first()).toHaveText('Docs');
    await leftItems.first().click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
    await expect(page.locator('h1')).toBeVisible();

    await brand.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the search button and the colour-mode toggle', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
  });

  test('hides when the reader scrolls down and returns when they scroll up', async ({page}) => {
    await page.goto('/blog/long-blog-post');
    const navbar = page.locator('nav.navbar');
    const bottomEdge = async () => {
      const box = await navbar.boundingBox();
      return box ? box.y + box.height : 0;
    };
    expect(await bottomEdge()).toBeGreaterThan(0);
    await page.mouse.move(600, 400);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 300);
    await expect.poll(bottomEdge).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(bottomEdge).toBeGreaterThan(0);
  });
});

test.describe('footer', () => {
  test('is dark, has no links and one copyright line', async ({page}) => {
    await page.goto('/docs/foundations/colours');
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    await expect(footer.locator('a')).toHaveCount(0);
    await expect(footer.locator('.footer__copyright')).toHaveText(
      new RegExp(`^Copyright © \\d{4} ${SITE_TITLE}\\. Built with Docusaurus\\.$`),
    );
  });
});

test.describe('announcement bar', () => {
  const bar = '[role="banner"]';

  test('can be dismissed, and stays dismissed across pages and reloads', async ({page}) => {
    await openHydrated(page, '/');
    await expect(page.locator(bar)).toContainText('BUI 1.0.0');
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await page.goto('/docs/components/alert');
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('shows again when its id changes', async ({page}) => {
    // A reader who dismissed an earlier announcement (another id) must see this one.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    await expect(page.locator(bar)).toBeVisible();
    // The provider records the new id once React has mounted, after the first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('bui-1-0-0');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });

  test('a dismissal of the current id hides it from the first paint', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'bui-1-0-0');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(page.locator(bar)).toBeHidden();
  });
});
