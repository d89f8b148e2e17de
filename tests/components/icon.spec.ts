import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {exampleFrame, examplePreview} from './examples';

/** The Icon component on its page. The whole set, on the Icons page, is tests/components/icon-gallery.spec.ts. */
const route = '/docs/components/icon';
const test = testOnOneLoad(route);

test('an icon is decorative unless it has a label; a labelled one is an image with that name', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Icon/examples/Hero.tsx');
  await expect(hero.locator('svg[data-icon="warning"]')).toHaveAttribute('aria-hidden', 'true');
  await expect(hero.getByRole('img', {name: 'Only visible to HR'})).toHaveAttribute('data-icon', 'lock');
  await expect(hero.getByRole('img')).toHaveCount(1);
  // Never a tab stop.
  await expect(hero.locator('svg[tabindex], svg[focusable="true"]')).toHaveCount(0);
});

test('sizes sm, md and lg draw 16, 20 and 24 px boxes', async ({page}) => {
  const sizes = examplePreview(page, 'src/bui/Icon/examples/Sizes.tsx');
  const boxes = await sizes.getByRole('img').evaluateAll((icons) =>
    icons.map((icon) => {
      const {width, height} = icon.getBoundingClientRect();
      return [width, height];
    }),
  );
  expect(boxes).toEqual([
    [16, 16],
    [20, 20],
    [24, 24],
  ]);
});

test('status colours come from the tokens', async ({page}) => {
  const colours = examplePreview(page, 'src/bui/Icon/examples/Colours.tsx');
  const [danger, token] = await Promise.all([
    colours.locator('svg[data-icon="danger"]').evaluate((icon) => getComputedStyle(icon).color),
    colours.evaluate((element) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--bui-color-danger)';
      element.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }),
  ]);
  expect(danger).toBe(token);
});

test('arrows and chevrons mirror in right-to-left text; the clock does not', async ({page}) => {
  const file = 'src/bui/Icon/examples/Directional.tsx';
  const preview = examplePreview(page, file);
  const transformOf = (name: string) =>
    preview.locator(`svg[data-icon="${name}"]`).evaluate((icon) => getComputedStyle(icon).transform);

  expect(await transformOf('arrow-left')).toBe('none');
  await exampleFrame(page, file).getByRole('radiogroup', {name: 'Direction'}).getByRole('radio', {name: 'RTL'}).click();
  await expect(preview).toHaveAttribute('dir', 'rtl');
  expect(await transformOf('arrow-left')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(await transformOf('chevron-right')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(await transformOf('clock')).toBe('none');
});
