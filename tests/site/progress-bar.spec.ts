import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {clickSidebarLink} from '../support/navigation';
import {expect, test} from '../support/test';

/**
 * The spec: "A top progress bar starts 200 ms after a route change and
 * finishes when the route is updated." Page time is Playwright's clock,
 * paused, so the 200 ms are counted exactly and a slow machine cannot move
 * them; the next page's scripts are held until the test lets them through.
 */
const bar = (page: Page) => page.locator('#nprogress .bar');
const TARGET = '/docs/components/tabs';

/** Routes every script through a gate (routing also keeps them out of the HTTP cache), open until `hold()`. */
async function gateScripts(page: Page) {
  let held: (() => void)[] | null = null;
  await page.route('**/assets/js/**', async (route) => {
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    await route.continue();
  });
  return {
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

/** From the hydrated Button page, on a paused clock, follows the sidebar link to TARGET with the next page's scripts held. */
async function startHeldRouteChange(page: Page) {
  await page.clock.install();
  const scripts = await gateScripts(page);
  await openHydrated(page, '/docs/components/button');
  await page.clock.pauseAt(Date.now() + 1000);
  scripts.hold();
  await clickSidebarLink(page, TARGET);
  return scripts;
}

test('a route change still loading after 200 ms shows the bar until the route is updated', async ({page}) => {
  const scripts = await startHeldRouteChange(page);

  await page.clock.runFor(199);
  await expect(bar(page)).toHaveCount(0);
  await page.clock.runFor(2);
  await expect(bar(page)).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button'); // still loading: the old page stays

  scripts.release();
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tabs');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route change done within 200 ms shows no bar', async ({page}) => {
  await page.clock.install();
  await openHydrated(page, '/docs/components/button');
  await page.clock.pauseAt(Date.now() + 1000);
  await clickSidebarLink(page, TARGET);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tabs');
  await page.clock.runFor(1000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test("the bar's constants: starts at 0.08, moves in 200 ms, trickles every 800 ms, has no spinner", async ({page}) => {
  // Trickle steps are random (up to 0.02): pinned at half of that.
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  const scripts = await startHeldRouteChange(page);
  const position = () => bar(page).evaluate((element) => (element as HTMLElement).style.transform);

  await page.clock.runFor(201);
  await expect(bar(page)).toBeVisible();
  await expect.poll(position).toBe('translate3d(-92%, 0px, 0px)'); // minimum 0.08
  const {transitionDuration, transitionTimingFunction} = await bar(page).evaluate((element) =>
    getComputedStyle(element),
  );
  expect([transitionDuration, transitionTimingFunction]).toEqual(['0.2s', 'ease']); // speed 200 ms
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await page.clock.runFor(790);
  expect(await position()).toBe('translate3d(-92%, 0px, 0px)');
  await page.clock.runFor(20); // 800 ms after it started: one trickle of 0.01
  await expect.poll(position).toBe('translate3d(-91%, 0px, 0px)');

  scripts.release();
  await page.clock.resume();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tabs');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
