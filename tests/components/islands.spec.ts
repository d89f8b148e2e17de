import type {Locator, Page} from '@playwright/test';
import {hasHydrated, openHydrated, slowCpu, waitForHydration} from '../support/hydration';
import {expect, test} from '../support/test';
import {hero, option, previews} from './frame';

/**
 * The live examples' islands (src/components/Example/Island.tsx). At 4× CPU, where their turns take seconds, the
 * page hydrates first, then each example, and one pressed or keyed before its turn takes the input; after a
 * client-side navigation there is no island. In project "slowed" (tests/support/test-host.ts), beside the
 * first-input spec.
 */
test.describe('each example hydrates as an island of its own, after the page', () => {
  // The Table page has six examples, each a live table; at 4× CPU its islands take seconds.
  const tablePage = '/docs/components/table';
  /** The page's last example, once the page has hydrated and before the example's turn. */
  const lastExampleBeforeItsTurn = async (page: Page): Promise<Locator> => {
    await slowCpu(page);
    await page.goto(tablePage);
    await page.waitForFunction(hasHydrated, null, {polling: 'raf', timeout: 30_000});
    const last = page.locator('figure[data-example]').last();
    // Its turn is after five live tables: it is still the server's markup.
    await expect(last.locator('[data-island]')).not.toHaveAttribute('data-island-hydrated', '');
    return last;
  };
  const record = async (page: Page): Promise<void> => {
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as {__hydrationOrder: string[]}).__hydrationOrder = events;
      new MutationObserver((mutations) => {
        for (const {target, attributeName} of mutations) {
          if (!(target instanceof Element)) continue;
          if (attributeName === 'data-has-hydrated' && !events.includes('page')) events.push('page');
          if (attributeName === 'data-island-hydrated')
            events.push(target.closest('figure')?.getAttribute('data-example') ?? '?');
        }
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated', 'data-island-hydrated'],
      });
    });
  };

  test('the page first, then every example once, in page order, with no error', async ({page}) => {
    await slowCpu(page);
    await record(page);
    await page.goto(tablePage);
    await waitForHydration(page, {timeout: 30_000});
    const files = await page
      .locator('figure[data-example]')
      .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-example')));
    expect(files.length).toBeGreaterThan(3);
    const order = await page.evaluate(() => (window as unknown as {__hydrationOrder: string[]}).__hydrationOrder);
    expect(order).toEqual(['page', ...files]);
  });

  /**
   * The island has hydrated and replayed what it held. At 4× CPU beside two other workers, loading its code and
   * hydrating can take longer than an assertion's 10 s; what is tested is that the input is taken, not how soon.
   */
  const hydrated = async (example: Locator): Promise<void> => {
    await expect(example.locator('[data-island-hydrated]')).toHaveCount(1, {timeout: 30_000});
  };

  test('an example pressed before its turn hydrates at once and takes the press', async ({page}) => {
    const last = await lastExampleBeforeItsTurn(page);
    await option(last, 'Direction', 'RTL').click();
    await hydrated(last);
    await expect(option(last, 'Direction', 'RTL')).toHaveAttribute('aria-checked', 'true');
    await expect(previews(last).first()).toHaveAttribute('dir', 'rtl');
  });

  test('an example focused and keyed before its turn hydrates at once and takes the key', async ({page}) => {
    const last = await lastExampleBeforeItsTurn(page);
    await option(last, 'Width', 'Phone').focus();
    await page.keyboard.press('Space');
    await hydrated(last);
    await expect(option(last, 'Width', 'Phone')).toHaveAttribute('aria-checked', 'true');
    await expect(previews(last).first().locator('..')).toHaveAttribute('data-width', 'phone');
  });

  test('after a client-side navigation the examples render in place, with no island to hydrate', async ({page}) => {
    await openHydrated(page, '/docs/components/badge');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Button', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/components\/button$/);
    await expect(hero(page).locator('[data-island]')).toHaveCount(0);
    await expect(hero(page).locator('[data-island-hydrated]')).toHaveCount(1);
    await option(hero(page), 'Direction', 'RTL').click();
    await expect(previews(hero(page))).toHaveAttribute('dir', 'rtl');
  });
});
