import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview, readLiveRegions, recordLiveRegions} from './examples';

/** The Spinner on its page: the delay, the live region that exists before its text, sizes, reduced motion. */
const route = '/docs/components/spinner';
const test = testOnOneLoad(route);

test('nothing shows for 200 ms; the status region enters empty and gets the label when the ring appears', async ({
  page,
}) => {
  const delay = examplePreview(page, 'src/bui/Spinner/examples/Delay.tsx');
  await recordLiveRegions(delay, '[role="status"]');
  await delay.getByRole('button', {name: 'Refresh figures'}).click();
  await expect(delay.getByRole('status')).toHaveText('Refreshing absence figures');
  await expect(delay.locator('svg')).toBeVisible();

  const [region] = await readLiveRegions(page);
  expect(region?.textOnInsert).toBe('');
  expect(region?.svgOnInsert).toBe(false);
  expect(region?.textLater).toBe('Refreshing absence figures');
  // setTimeout never fires early; allow for the timer's millisecond rounding.
  expect(region.changedAt - region.insertedAt).toBeGreaterThanOrEqual(195);

  // The wait ends (2 s in the example): the spinner and its region go, the figures come.
  await expect(delay.getByText(/12 people are off today \(refreshed 1×\)/)).toBeVisible({timeout: 10_000});
  await expect(delay.getByRole('status')).toHaveCount(0);
});

test('a spinner is never a tab stop and its ring is hidden from assistive technology', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Spinner/examples/Hero.tsx');
  await expect(hero.getByRole('status')).toHaveText('Loading team summary');
  await expect(hero.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(hero.locator('[tabindex], button, a, input')).toHaveCount(0);
});

test('sizes sm, md and lg draw 16, 24 and 40 px rings; the label is visible by default', async ({page}) => {
  const sizes = examplePreview(page, 'src/bui/Spinner/examples/Sizes.tsx');
  await expect(sizes.getByRole('status')).toHaveText([
    'Loading approvers',
    'Loading payslips',
    'Loading absence chart',
  ]);
  const rings = await sizes.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
  expect(rings).toEqual([16, 24, 40]);
  await expect(sizes.getByText('Loading payslips')).toBeVisible();
});

test('with hideLabel the label is read but not shown', async ({page}) => {
  const inverse = examplePreview(page, 'src/bui/Spinner/examples/Inverse.tsx');
  const status = inverse.getByRole('status');
  await expect(status).toHaveText('Publishing payslips');
  const box = await status.locator('span').boundingBox();
  expect(box!.width * box!.height).toBeLessThanOrEqual(1);
});

test.describe(() => {
  // It emulates reduced motion, which no state check after a test can see.
  test.use({ownLoad: true});
  test('the ring turns; with reduced motion it stops turning and pulses instead', async ({page}) => {
    const arc = examplePreview(page, 'src/bui/Spinner/examples/Hero.tsx').locator('svg circle').nth(1);
    await expect(arc).toBeVisible();
    expect(await arc.evaluate((element) => getComputedStyle(element).animationName)).toMatch(/turn/);

    await page.emulateMedia({reducedMotion: 'reduce'});
    const reduced = await arc.evaluate((element) => ({
      name: getComputedStyle(element).animationName,
      transform: getComputedStyle(element).transform,
    }));
    expect(reduced.name).toMatch(/pulse/);
    expect(reduced.name).not.toMatch(/turn/);
    expect(reduced.transform).toBe('none');
  });
});
