import {openHydrated, openHydratedOnPausedClock} from '../support/hydration';
import {XING_LOADER_SLOW_MS} from '../../src/bui/XingLoader/XingLoader';
import {expect, test} from '../support/test';
import {examplePreview, readLiveRegions, recordLiveRegions} from './examples';

/** The XingLoader on its page: the status region that exists before its text, the slow state, reduced motion. */
const route = '/docs/components/xingloader';

test('the status region enters the page empty and receives the label later; the mark is hidden', async ({page}) => {
  await openHydrated(page, route);
  const restart = examplePreview(page, 'src/bui/XingLoader/examples/Restart.tsx');
  await recordLiveRegions(restart, '[role="status"]');
  await restart.getByRole('button', {name: 'Switch to Brightside Care BV'}).click();
  await expect(restart.getByRole('status')).toHaveText('Switching to Brightside Care BV');
  const [region] = await readLiveRegions(page);
  expect(region?.textOnInsert).toBe('');
  expect(region?.textLater).toBe('Switching to Brightside Care BV');
  expect(region.changedAt - region.insertedAt).toBeGreaterThanOrEqual(195);
  await expect(restart.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(restart.getByTestId('account-switch-loader')).toHaveAttribute('aria-busy', 'true');
  // Nothing to press until the wait is slow.
  await expect(restart.getByRole('button')).toHaveCount(0);
});

test('after 10 s the delay message is announced and the action appears', async ({page}) => {
  // The page's clock (as in toast.spec.ts) flows as usual until the example has hydrated, then holds still, and
  // the test moves it on by the ten seconds: page time, not the machine's.
  await openHydratedOnPausedClock(page, route);
  const view = examplePreview(page, 'src/bui/XingLoader/examples/View.tsx');
  const goBack = view.getByRole('button', {name: 'Go back'});
  await expect(view.getByRole('status')).not.toHaveText(/taking longer/);
  await expect(goBack).toHaveCount(0);
  await page.clock.runFor(XING_LOADER_SLOW_MS);
  await expect(goBack).toBeVisible();
  await expect(view.getByRole('status')).toHaveText('Loading team dashboard. This is taking longer than usual');
  await expect(view.getByText('This is taking longer than usual', {exact: true})).toBeVisible();
  await goBack.click();
  await expect(view.getByText('You went back to Reports.')).toBeVisible();
});

test('the strokes draw and never rotate; with reduced motion they hold and the mark pulses slowly', async ({page}) => {
  await openHydrated(page, route);
  const hero = examplePreview(page, 'src/bui/XingLoader/examples/Hero.tsx');
  const mark = hero.locator('svg');
  await expect(mark).toBeVisible();
  const styles = () =>
    mark.evaluate((svg) => ({
      mark: getComputedStyle(svg).animationName,
      transform: getComputedStyle(svg).transform,
      strokes: [...svg.querySelectorAll('path')].map((path) => getComputedStyle(path).animationName),
    }));
  const moving = await styles();
  expect(moving.mark).toBe('none');
  expect(moving.transform).toBe('none');
  expect(moving.strokes.every((name) => /draw/.test(name))).toBe(true);

  await page.emulateMedia({reducedMotion: 'reduce'});
  const reduced = await styles();
  expect(reduced.strokes).toEqual(['none', 'none']);
  expect(reduced.mark).toMatch(/pulse/);
  expect(reduced.transform).toBe('none');
  const duration = await mark.evaluate((svg) => getComputedStyle(svg).animationDuration);
  expect(duration).toBe('2s');
});
