import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {ERROR_HELP, ERROR_TITLE, INDEX_URL} from './browser';

/** /search, answered by the local index (the default build). */

const results = 'main article';

test('/search?q= lists the results with their count, and loads more as the reader scrolls', async ({page}) => {
  await openHydrated(page, '/search?q=picker');
  await expect(page.locator('h1')).toHaveText('Search results for "picker"');
  await expect(page.locator('input[type="search"]')).toHaveValue('picker');
  const count = page.getByText(/^\d+ documents found$/);
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(15);
  // The first page: 15 results, each a link with its breadcrumbs.
  await expect(page.locator(results)).toHaveCount(15);
  await expect(page.locator(`${results} h2 a`).first()).toHaveAttribute('href', /^\/docs\/components\//);
  await expect(page.locator(`${results} .breadcrumbs__item`).first()).toHaveText('Components');
  await expect(page.locator(`${results} .search-result-match`).first()).toHaveText(/^picker$/i);
  // Scrolling to the end loads the next pages, until every result is listed.
  for (let shown = 15; shown < total; shown = Math.min(total, shown + 15)) {
    await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(page.locator(results)).toHaveCount(Math.min(total, shown + 15));
  }
  await expect(page.getByText('Fetching new results...')).toHaveCount(0);
  const hrefs = await page
    .locator(`${results} h2 a`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(total);
});

test('typing writes q into the URL and updates the results; a result opens its page', async ({page}) => {
  await openHydrated(page, '/search');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await page.locator('input[type="search"]').fill('donut');
  await expect(page).toHaveURL(/\/search\?q=donut$/);
  await expect(page.locator('h1')).toHaveText('Search results for "donut"');
  const first = page.locator(`${results} h2 a`).first();
  await expect(first).toHaveAttribute('href', '/docs/components/donut');
  await first.click();
  await expect(page).toHaveURL(/\/docs\/components\/donut$/);
  await expect(page.locator('h1')).toHaveText('Donut');
});

test('a query without results says so', async ({page}) => {
  await openHydrated(page, '/search?q=zzqxjv');
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(page.locator(results)).toHaveCount(0);
});

test('no Algolia credit, link or request', async ({page}) => {
  await openHydrated(page, '/search?q=modal');
  await expect(page.locator(results).first()).toBeVisible();
  await expect(page.getByText(/Powered by|Algolia/i)).toHaveCount(0);
  await expect(page.locator('a[href*="algolia"], svg[aria-label="Algolia"]')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/algolia\.(net|com)|algolianet/i);
});

test.describe(() => {
  // The failed request is on the console: provoked here on purpose.
  test.use({expectedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/]});
  test('an index that cannot be fetched shows the error text instead of a spinner', async ({page}) => {
    await page.route(INDEX_URL, (route) => route.abort('connectionrefused'));
    await openHydrated(page, '/search?q=modal');
    const alert = page.getByRole('alert').filter({hasText: ERROR_TITLE});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(ERROR_HELP);
    await page.waitForTimeout(1000);
    await expect(alert).toBeVisible();
    await expect(page.getByText('No results were found')).toHaveCount(0);
    await expect(page.locator(results)).toHaveCount(0);
  });
});
