import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Badges on their page: read-only, 14 px text at every size, counts, dots. */
const route = '/docs/components/badge';
const test = testOnOneLoad(route);

test('badges are never focusable and carry no role', async ({page}) => {
  for (const file of ['Hero', 'Variants', 'WithIcon', 'Count', 'Sizes']) {
    const preview = examplePreview(page, `src/bui/Badge/examples/${file}.tsx`);
    await expect(preview.locator('[tabindex], button, a, [role]:not(svg)')).toHaveCount(0);
  }
});

test('badge text is never smaller than 14 px, at either size', async ({page}) => {
  const sizes = examplePreview(page, 'src/bui/Badge/examples/Sizes.tsx');
  const fontSizes = await sizes
    .locator(':scope > div > span')
    .evaluateAll((badges) => badges.map((badge) => parseFloat(getComputedStyle(badge).fontSize)));
  expect(fontSizes).toHaveLength(4);
  expect(fontSizes.every((size) => size >= 14)).toBe(true);
  const heights = await sizes
    .locator(':scope > div > span')
    .evaluateAll((badges) => badges.map((badge) => Math.round(badge.getBoundingClientRect().height)));
  expect(heights).toEqual([20, 24, 20, 24]);
});

test('a count above 99 shows 99+ and is read by its label; zero hides the badge', async ({page}) => {
  const count = examplePreview(page, 'src/bui/Badge/examples/Count.tsx');
  const claims = count.getByRole('listitem').filter({hasText: 'Expense claims'});
  await expect(claims.getByText('99+')).toBeVisible();
  await expect(claims.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
  await expect(claims.getByText('128 claims to review')).toBeAttached();
  await expect(count.getByRole('listitem').filter({hasText: 'Approvals'}).getByText('5', {exact: true})).toBeVisible();
  await expect(count.getByRole('listitem').filter({hasText: 'Messages'})).toHaveText('Messages');
});

test('a dot badge has no visible text but says its label', async ({page}) => {
  const dot = examplePreview(page, 'src/bui/Badge/examples/Dot.tsx');
  await expect(dot.getByText('New messages')).toBeAttached();
  const badge = dot.locator(':scope > span > span').last();
  expect(await badge.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(8);
});

test('a badge icon is 16 px and sits before the word', async ({page}) => {
  const withIcon = examplePreview(page, 'src/bui/Badge/examples/WithIcon.tsx');
  const overdue = withIcon.getByText('Overdue');
  await expect(overdue.locator('svg[data-icon="danger"]')).toHaveAttribute('aria-hidden', 'true');
  expect(await overdue.locator('svg').evaluate((icon) => icon.getBoundingClientRect().width)).toBe(16);
});
