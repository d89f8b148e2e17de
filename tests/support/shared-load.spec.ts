import type {Page} from '@playwright/test';
import {testOnOneLoad} from './shared-load';
import {expect} from './test';

/**
 * testOnOneLoad (shared-load.ts): the tests of a file meet one load, tidied
 * between them, and a test that leaves what the next one must not meet makes
 * the next one load afresh. Each test reads a mark the one before it left on
 * `window`: the same load still has it, a fresh one does not. They rely on
 * their order, which `mode: 'default'` keeps.
 */
const test = testOnOneLoad('/docs/components/badge');

const readMark = (page: Page) => page.evaluate(() => (window as Window & {loadMark?: string}).loadMark ?? null);
const setMark = (page: Page, mark: string) =>
  page.evaluate((value) => {
    (window as Window & {loadMark?: string}).loadMark = value;
  }, mark);

test('the first test gets the route, hydrated', async ({page}) => {
  expect(new URL(page.url()).pathname).toBe('/docs/components/badge');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await readMark(page)).toBeNull();
  await setMark(page, 'first');
  await page.locator('main a[href]').first().focus();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
});

test('the next test meets the same load, with focus back on the body', async ({page}) => {
  expect(await readMark(page)).toBe('first');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // What a portal left open would be: an element of its own under body.
  await page.evaluate(() => document.body.append(document.createElement('div')));
});

test('after a test left a portal open, the next loads afresh', async ({page}) => {
  expect(await readMark(page)).toBeNull();
  await setMark(page, 'after the portal');
  await page.setViewportSize({width: 600, height: 800});
});

test('after a test resized the page, the next loads afresh at the project size', async ({page}) => {
  expect(await readMark(page)).toBeNull();
  expect(page.viewportSize()).toEqual({width: 1280, height: 800});
  await setMark(page, 'after the resize');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
});

test('after a test switched the colour mode, the next loads afresh', async ({page}) => {
  expect(await readMark(page)).toBeNull();
  await setMark(page, 'after the toggle');
});

test.describe('a test with its own load', () => {
  test.use({ownLoad: true});
  test('meets a fresh load of the route', async ({page}) => {
    expect(new URL(page.url()).pathname).toBe('/docs/components/badge');
    expect(await readMark(page)).toBeNull();
  });
});

test('and leaves the shared load alone', async ({page}) => {
  expect(await readMark(page)).toBe('after the toggle');
});

test('blankPage is a page of its own, not yet loaded, beside the shared load', ({blankPage}) => {
  expect(blankPage.url()).toBe('about:blank');
});

test('which it leaves alone too', async ({page}) => {
  expect(await readMark(page)).toBe('after the toggle');
});
