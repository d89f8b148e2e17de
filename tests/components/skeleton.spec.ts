import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Skeleton (src/bui/Skeleton), shown live on the Loading states pattern page. */
const preview = (page: Page, file: string): Locator => examplePreview(page, `src/bui/${file}.tsx`);

const test = testOnOneLoad('/docs/design-patterns/loading-states');

test('the region is busy while the skeleton shows, and the skeleton is hidden from assistive technology', async ({
  page,
}) => {
  const example = preview(page, 'Skeleton/examples/ProfileCard');
  const region = example.getByRole('region', {name: 'Your manager'});
  await example.getByRole('button', {name: 'Reload'}).click();
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(region.locator('[aria-hidden="true"]')).toHaveCount(2);
  await expect(region).toHaveAttribute('aria-busy', 'false', {timeout: 10_000});
  await expect(region).toContainText('Ana López');
});
