import {expect, test} from '../support/test';
import {openHydrated} from '../support/hydration';

// Infima's desktop layout starts at 997 px: the spec's "above 996 px".
test.describe('below 996 px: the mobile sidebar', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('opens from the menu button with the docs sidebar as a secondary menu, and goes back to the main menu', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/components/tabs');
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(menuButton).toBeVisible();
    await menuButton.click();

    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the secondary menu (the docs sidebar) is shown first.
    const back = sidebar.getByRole('button', {name: '← Back to main menu'});
    await expect(sidebar.locator('.navbar-sidebar__items')).toHaveClass(/navbar-sidebar__items--show-secondary/);
    await expect(back).toBeVisible();
    await expect(
      sidebar.locator('.navbar-sidebar__item.menu').nth(1).locator('a[href="/docs/components/tabs"]'),
    ).toBeVisible();

    await back.click();
    const primaryDocsLink = sidebar
      .locator('.navbar-sidebar__item.menu')
      .first()
      .getByRole('link', {name: 'Docs', exact: true});
    await expect(primaryDocsLink).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);

    // The primary menu's Docs entry leads to the getting-started intro.
    await primaryDocsLink.click();
    await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
    await expect(sidebar).toBeHidden();
  });

  test('on a page without a sidebar the menu opens on the primary menu', async ({page}) => {
    await openHydrated(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(sidebar.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  });
});

test.describe('above 996 px: the desktop layout', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('has no mobile menu and shows the docs sidebar', async ({page}) => {
    await page.goto('/docs/components/tabs');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});
