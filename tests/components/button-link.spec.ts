import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Button link page's live examples (src/bui/ButtonLink): react-aria's Link with Button's look. */
const route = '/docs/components/button-link';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/ButtonLink/examples/${name}.tsx`);

test('it is a real link: announced as a link, with its href; Enter follows it, Space does not', async ({page}) => {
  const link = example(page, 'Hero').getByRole('link', {name: 'Read the introduction'});
  await expect(link).toHaveAttribute('href', '/docs/getting-started/intro');
  await link.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/docs\/components\/button-link$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/getting-started\/intro$/);
});

test('every variant and size is a link', async ({page}) => {
  for (const name of ['Read the forms pattern', 'View the Button page', 'Browse the icons']) {
    await expect(example(page, 'Variants').getByRole('link', {name})).toBeVisible();
  }
  await expect(example(page, 'Sizes').getByRole('link', {name: 'Open the table'})).toHaveCount(3);
  const heights = await example(page, 'Sizes')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(heights).toEqual([32, 40, 48]);
});

test('external: a new tab without the opener, the external-link icon and "(opens in a new tab)" in its name', async ({
  page,
}) => {
  const link = example(page, 'External').getByRole('link', {name: 'See the WCAG overview (opens in a new tab)'});
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link.locator('svg[data-icon="external-link"]')).toHaveAttribute('aria-hidden', 'true');
});

test('download: the file is saved under the given name', async ({page}) => {
  const link = example(page, 'Download').getByRole('link', {name: 'Download SVG (1 kB)'});
  await expect(link).toHaveAttribute('download', 'bui-logo.svg');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('bui-logo.svg');
});

test('disabled: focusable with aria-disabled, no href, and Enter goes nowhere', async ({page}) => {
  const link = example(page, 'Disabled').getByRole('link', {name: 'Continue to payment'});
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(link).not.toHaveAttribute('href');
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  // Playwright would wait for an aria-disabled element to become enabled; a reader's click does not.
  await link.click({force: true});
  await expect(page).toHaveURL(/\/docs\/components\/button-link$/);
});

test('BuiRouterProvider sends a plain click through the app router and keeps the real href', async ({page}) => {
  const preview = example(page, 'Router');
  const link = preview.getByRole('link', {name: 'Next: Button split'});
  await expect(link).toHaveAttribute('href', '/docs/components/button-split');
  await expect(preview.locator('output')).toHaveText('Router is at /docs/components/button-link');
  await link.click();
  await expect(preview.locator('output')).toHaveText('Router is at /docs/components/button-split');
  await expect(page).toHaveURL(/\/docs\/components\/button-link$/);
});
