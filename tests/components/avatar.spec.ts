import type {Locator} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The initials an avatar shows: generated content of its face, so they are not a second text label. */
async function initialsOf(avatar: Locator): Promise<string> {
  return avatar.evaluate((element) => {
    const face = element.querySelector('[data-initials]');
    return face ? getComputedStyle(face, '::before').content.replace(/^"|"$/g, '') : '';
  });
}

/** Avatars on their page: names, status without colour alone, interactive avatars, groups, photo fallback. */
const route = '/docs/components/avatar';
const test = testOnOneLoad(route);

test('an avatar is an image named after the person; a decorative one beside the name is hidden', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Avatar/examples/Hero.tsx');
  await expect(hero.getByRole('img')).toHaveCount(0);
  await expect(hero.locator('[aria-hidden="true"] img')).toHaveAttribute('alt', '');

  const fallback = examplePreview(page, 'src/bui/Avatar/examples/Fallback.tsx');
  await expect(fallback.getByRole('img', {name: 'Ana López'})).toBeVisible();
  expect(await initialsOf(fallback.getByRole('img', {name: 'Priya Shah'}))).toBe('PS');
});

test('the photo shows once loaded, over the initials', async ({page}) => {
  const ana = examplePreview(page, 'src/bui/Avatar/examples/Fallback.tsx').getByRole('img', {name: 'Ana López'});
  // Photos load lazily: only once they come near the viewport.
  await ana.scrollIntoViewIfNeeded();
  await expect(ana.locator('img')).toHaveAttribute('data-loaded', 'true');
  await expect(ana.locator('img')).toHaveCSS('opacity', '1');
});

test.describe('when the photo cannot be loaded', () => {
  test.use({expectedConsoleErrors: [/Failed to load resource/]});

  // The photo's 404 must be routed before the page loads: a page of its own.
  test('the initials stay and no broken image is shown', async ({blankPage: page}) => {
    await page.route('**/img/avatars/ana.svg', (route) => route.fulfill({status: 404, body: ''}));
    await openHydrated(page, route);
    const ana = examplePreview(page, 'src/bui/Avatar/examples/Fallback.tsx').getByRole('img', {name: 'Ana López'});
    await ana.scrollIntoViewIfNeeded();
    await expect(ana.locator('img')).toHaveCount(0);
    expect(await initialsOf(ana)).toBe('AL');
  });
});

test('status is in the name and in the shape: available is filled, away is hollow', async ({page}) => {
  const status = examplePreview(page, 'src/bui/Avatar/examples/Status.tsx');
  const dotOf = (name: string) =>
    status.getByRole('img', {name}).evaluate((avatar) => {
      const dot = avatar.lastElementChild!;
      const ring = getComputedStyle(dot, '::after');
      return {
        fill: getComputedStyle(dot).backgroundColor,
        innerRing: ring.content !== 'none' ? ring.borderTopWidth : '0px',
        width: dot.getBoundingClientRect().width,
      };
    });
  const surface = await status.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--bui-color-surface)';
    element.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  });
  const available = await dotOf('Ana López, available');
  const away = await dotOf('Tom Ng, away');
  expect(available.fill).not.toBe(surface);
  expect(available.innerRing).toBe('0px');
  expect(away.fill).toBe(surface);
  expect(away.innerRing).toBe('2px');
  // A quarter of the 48 px avatar.
  expect(available.width).toBe(12);
});

test('an interactive avatar is a button: Enter and Space trigger it, and it shows a focus ring', async ({page}) => {
  const interactive = examplePreview(page, 'src/bui/Avatar/examples/Interactive.tsx');
  const avatar = interactive.getByRole('button', {name: 'Ana López, open profile'});
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(interactive.locator('output')).toHaveText('Profile opened 1×');
  await page.keyboard.press('Space');
  await expect(interactive.locator('output')).toHaveText('Profile opened 2×');
  await expect(avatar).toHaveAttribute('data-focus-visible', 'true');
  expect(await avatar.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});

test('a group shows four avatars and a +3 button that lists the others; Escape closes it', async ({page}) => {
  const group = examplePreview(page, 'src/bui/Avatar/examples/Group.tsx').getByRole('group', {name: 'Reviewers'});
  await expect(group.getByRole('img')).toHaveCount(4);
  const more = group.getByRole('button', {name: '+3 more people'});
  await expect(more).toHaveText('+3 more people');

  await more.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'More reviewers'});
  await expect(dialog.getByRole('listitem')).toHaveText(['Mia Rossi', 'Ole Berg', 'Sam Lee']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();

  // Overlap: each avatar starts a quarter of its 32 px diameter before the previous one ends.
  const lefts = await group
    .getByRole('img')
    .evaluateAll((avatars) => avatars.map((avatar) => avatar.getBoundingClientRect().left));
  expect(lefts[1] - lefts[0]).toBe(24);
});
