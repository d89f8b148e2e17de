import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '../support/test';
import {filesNaming, TRIGGER} from '../../src/plugins/test-faults';
import {clickSidebarLink, openHydrated} from './helpers';

/**
 * A component that throws shows Docusaurus' crash screen inside the site's
 * layout, and "Try again" renders the page once the fault is gone. The
 * throwing component exists only in test builds (src/plugins/test-faults,
 * BUI_TEST_FAULTS=1, which `npm test` sets).
 */
type FaultWindow = {__BUI_TEST_FAULT__?: string};

// React reports the error it caught in its error boundary on the console.
test.use({expectedConsoleErrors: [/^Error: Test fault: this component throws on purpose/]});

test.beforeAll(async () => {
  const assets = path.resolve('build', 'assets', 'js');
  const hasTrigger = existsSync(assets) && (await filesNaming(assets, TRIGGER)).length > 0;
  expect(hasTrigger, 'build/ is not a test build: run `BUI_TEST_FAULTS=1 npm run build` (npm test does)').toBe(true);
});

test('a component that throws shows "This page crashed." and "Try again" recovers', async ({page}) => {
  await openHydrated(page, '/docs/components/button');

  await page.evaluate(() => {
    (window as unknown as FaultWindow).__BUI_TEST_FAULT__ = 'crash';
  });
  await clickSidebarLink(page, '/docs/components/badge');

  const main = page.locator('main');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  await expect(main).toContainText('Test fault: this component throws on purpose');
  // The crash screen sits inside the site's layout: the reader can still navigate.
  await expect(page.locator('.navbar')).toBeVisible();
  const tryAgain = page.getByRole('button', {name: 'Try again'});

  // While the fault persists, Try again shows the crash screen again.
  await tryAgain.click();
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();

  await page.evaluate(() => {
    delete (window as unknown as FaultWindow).__BUI_TEST_FAULT__;
  });
  await tryAgain.click();
  await expect(page.locator('h1')).toHaveText('Badge');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});
