import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Stack and Inline (src/bui/Stack, src/bui/Inline), shown live on Principles. */
const preview = (page: Page, file: string): Locator => examplePreview(page, `src/bui/${file}.tsx`);

const test = testOnOneLoad('/docs/foundations/principles');

test('Inline as a list keeps list semantics and lays its items out in a row, start to end', async ({page}) => {
  const list = preview(page, 'Inline/examples/TeamList').getByRole('list', {name: 'Your HR team'});
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(3);
  const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
  expect(second!.x).toBeGreaterThan(first!.x);
});
