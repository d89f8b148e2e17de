import type {Page} from '@playwright/test';
import {COPY_PAGE_NAMES} from '../../src/plugins/copy-page/client/names';
import {hasHydrated, openHydrated, openWithScriptsHeld, waitForHydration} from '../support/hydration';
import {expect, test} from '../support/test';

/**
 * "Copy page" puts the page's Markdown on the clipboard (issue 24, part 3): pressed before the page has hydrated,
 * after, by keyboard, and on a doc reached by client-side navigation from a page without the button; a failed
 * fetch says so and names the Markdown's address. The clipboard is Chromium's own, read back with the permission
 * granted.
 */

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const DOC = '/docs/components/button';

const copyButton = (page: Page) => page.getByRole('button', {name: /^Copy page$|^Copied$|^Copy failed$/});
const statusOf = (page: Page) => page.locator('[data-copy-page-status]');
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('pressed before the page has hydrated, the first press copies the Markdown and says so', async ({
  page,
  request,
}) => {
  const markdown = await (await request.get(`${DOC}.md`)).text();
  // The page's own scripts wait until the press has been answered: only the inline script can answer it.
  const release = await openWithScriptsHeld(page, DOC);
  await copyButton(page).click();
  await expect(statusOf(page)).toHaveText(COPY_PAGE_NAMES.messages.copied);
  await expect(copyButton(page)).toHaveAccessibleName('Copied');
  expect(await page.evaluate(hasHydrated)).toBe(false);
  expect(await clipboardText(page)).toBe(markdown);
  release();
  await page.waitForFunction(hasHydrated, null, {polling: 'raf'});
  // Hydrating kept the message, and the button reads "Copy page" again a few seconds later.
  await expect(statusOf(page)).toHaveText(COPY_PAGE_NAMES.messages.copied);
  await expect(copyButton(page)).toHaveAccessibleName('Copy page', {timeout: 10_000});
});

test('after hydration, the keyboard reaches the button from the breadcrumbs and Enter copies the page', async ({
  page,
  request,
}) => {
  const route = '/docs/foundations/colours';
  await openHydrated(page, route);
  await page.locator('.theme-doc-breadcrumbs a').last().focus();
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(statusOf(page)).toHaveText(COPY_PAGE_NAMES.messages.copied);
  expect(await clipboardText(page)).toBe(await (await request.get(`${route}.md`)).text());
});

test('a doc reached by client-side navigation from a page without the button copies its own Markdown', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/blog');
  expect(await page.evaluate(() => '__buiCopyPage' in window)).toBe(false);
  await page.locator('.navbar').getByRole('link', {name: 'Docs', exact: true}).click();
  const route = '/docs/getting-started/intro';
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await waitForHydration(page);
  await copyButton(page).click();
  await expect(statusOf(page)).toHaveText(COPY_PAGE_NAMES.messages.copied);
  expect(await clipboardText(page)).toBe(await (await request.get(`${route}.md`)).text());
});

test.describe('when the Markdown cannot be fetched', () => {
  // Given as [value, options]: a bare two-element array of objects would be read as that pair.
  test.use({expectedConsoleErrors: [[/Copy page: the page could not be copied/, /status of 503/], {scope: 'test'}]});

  test('the button says the copy failed and the message names the address to open instead', async ({page}) => {
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await openHydrated(page, DOC);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await expect(copyButton(page)).toHaveAccessibleName('Copy failed');
    const message = COPY_PAGE_NAMES.messages.failed.replace('{address}', `${DOC}.md`);
    await expect(statusOf(page)).toHaveText(message);
    await expect(statusOf(page)).toBeVisible();
    // Nothing half-written: the clipboard holds what it held.
    expect(await clipboardText(page)).toBe('before');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the button, which could do nothing, is not shown', async ({page}) => {
    await page.goto(DOC);
    await expect(page.locator('[data-copy-page]')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('pages other than docs have no button and no script for it', async ({page}) => {
  for (const route of ['/', '/blog', '/docs/category/components']) {
    await page.goto(route);
    await expect(page.locator('[data-copy-page]'), route).toHaveCount(0);
    expect(await page.evaluate(() => '__buiCopyPage' in window), route).toBe(false);
  }
});
