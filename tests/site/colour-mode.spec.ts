import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {openHydrated} from '../support/hydration';

const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('defaults to light, even when the system prefers dark', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  await context.close();
});

test('the toggle switches light ⇄ dark (no system step) and persists the choice', async ({page}) => {
  await openHydrated(page, '/docs/components/button');
  expect(await theme(page)).toBe('light');
  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await toggle(page).click();
  await expect.poll(() => theme(page)).toBe('dark');

  await page.reload();
  expect(await theme(page)).toBe('dark');
  await page.goto('/blog');
  expect(await theme(page)).toBe('dark');
});

test('another open tab follows the change', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // The second tab hears the change only once its scripts have run; they start after the first paint.
  await openHydrated(first, '/');
  await openHydrated(second, '/docs/foundations/colours');
  expect(await theme(second)).toBe('light');
  await toggle(first).click();
  await expect.poll(() => theme(first)).toBe('dark');
  await expect.poll(() => theme(second)).toBe('dark');
  await toggle(second).click();
  await expect.poll(() => theme(first)).toBe('light');
});
