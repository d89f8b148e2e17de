import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The nav bar on its page: the app's logo, the "Menu" disclosure (not a menu), aria-current, the app's account menu, the mobile bars. */
const route = '/docs/components/nav-bar';
const test = testOnOneLoad(route);
const heroFile = 'src/bui/NavBar/examples/Hero.tsx';

test('"Menu" is a disclosure: aria-expanded toggles, aria-controls points at the list of links, no aria-haspopup', async ({
  page,
}) => {
  const hero = examplePreview(page, heroFile);
  const nav = hero.getByRole('navigation', {name: 'Example app'});
  const menu = nav.getByRole('button', {name: 'Menu'});
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await menu.getAttribute('aria-haspopup')).toBeNull();
  const controls = await menu.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  const panel = page.locator(`[id="${controls}"]`);
  await expect(panel).toBeHidden();

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link')).toHaveText(['Time', /^Time off/, 'Payroll', 'People', 'Reports']);
  await expect(panel.getByRole('menuitem')).toHaveCount(0);
  // Tab moves from "Menu" into its links.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', {name: 'Time', exact: true})).toBeFocused();

  // Escape hides the links and returns focus to "Menu".
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();

  // Space toggles it too; pressing "Menu" again hides it.
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the current item has aria-current="page" (longest matching path); following a link routes and closes the list', async ({
  page,
}) => {
  const hero = examplePreview(page, heroFile);
  const menu = hero.getByRole('button', {name: 'Menu'});
  await menu.click();
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  // On /time-off/approvals/1842 "Time off" is current, not "Time".
  await expect(panel.getByRole('link', {name: /Time off/})).toHaveAttribute('aria-current', 'page');
  expect(await panel.getByRole('link', {name: 'Time', exact: true}).getAttribute('aria-current')).toBeNull();
  await expect(panel.locator('[aria-current]')).toHaveCount(1);

  // The link goes through BuiRouterProvider: the page does not reload, the example's router receives the href.
  await panel.getByRole('link', {name: 'Payroll'}).click();
  await expect(hero.locator('output')).toContainText('Page: /payroll');
  await expect(page).toHaveURL(/\/docs\/components\/nav-bar/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(panel.getByRole('link', {name: 'Payroll'})).toHaveAttribute('aria-current', 'page');
  await expect(panel.locator('[aria-current]')).toHaveCount(1);
});

test("the logo is the app's, in a link named by its product name", async ({page}) => {
  const hero = examplePreview(page, heroFile);
  const logo = hero.getByRole('link', {name: 'Brightside home', exact: true});
  await expect(logo).toBeVisible();
  await expect(logo.locator('svg')).toBeVisible();
  await expect(hero.getByText('BUI', {exact: true})).toHaveCount(0);
});

test("the account button opens a real menu of the app's entries: links go through the router, commands run; icon actions are named with their count", async ({
  page,
}) => {
  const hero = examplePreview(page, heroFile);
  const account = hero.getByRole('button', {name: 'Your account, Ana López'});
  await expect(account).toHaveAttribute('aria-haspopup', 'true');
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Switch company', 'Sign out']);
  await expect(menu.getByRole('menuitem', {name: 'Profile'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', {name: 'Settings'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();

  // An entry with href is a link with that address (through the example's useHref); Enter follows it in the app.
  await page.keyboard.press('Enter');
  const profile = menu.getByRole('menuitem', {name: 'Profile'});
  await expect(profile).toHaveJSProperty('tagName', 'A');
  await expect(profile).toHaveAttribute('href', `?app=${encodeURIComponent('/profile')}`);
  await page.keyboard.press('Enter');
  await expect(hero.locator('output')).toContainText('Page: /profile');
  await expect(page).toHaveURL(/\/docs\/components\/nav-bar/);

  // An entry with onAction is a command, not a link.
  await account.click();
  const signOut = menu.getByRole('menuitem', {name: 'Sign out'});
  expect(await signOut.getAttribute('href')).toBeNull();
  await signOut.click();
  await expect(hero.locator('output')).toContainText('Signed out');

  await hero.getByRole('button', {name: 'Notifications, 3'}).click();
  await expect(hero.locator('output')).toContainText('Notifications opened');
});

test('mobile: the back button is named after its destination; the tab bar is a tablist without dangling aria-controls', async ({
  page,
}) => {
  const mobile = examplePreview(page, 'src/bui/NavBar/examples/Mobile.tsx');
  await expect(mobile).toHaveAttribute('data-device', 'phone');
  await mobile.getByRole('button', {name: 'Back to Requests'}).click();
  await expect(mobile.getByText('Back to Requests', {exact: true})).toBeVisible();
  await mobile.getByRole('button', {name: 'Share request'}).click();
  await expect(mobile.getByText('Share sheet opened')).toBeVisible();

  const tabs = mobile.getByRole('tablist', {name: 'Sections'}).getByRole('tab');
  await expect(tabs).toHaveText(['Home', 'Requests', 'Payslips', 'Profile']);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(mobile.locator('[role="tab"][aria-controls]')).toHaveCount(0);
});

test('minimal: the logo (the product name as text) and one "Exit" action, no section links', async ({page}) => {
  const minimal = examplePreview(page, 'src/bui/NavBar/examples/Minimal.tsx');
  await expect(minimal.getByRole('navigation')).toHaveCount(0);
  await expect(minimal.getByRole('link')).toHaveCount(1);
  await expect(minimal.getByRole('link', {name: 'Brightside home', exact: true})).toHaveText(/^Brightside/);
  await minimal.getByRole('button', {name: 'Exit'}).click();
  await expect(minimal.locator('output')).toHaveText('Onboarding closed');
});
