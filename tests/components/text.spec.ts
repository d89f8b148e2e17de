import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Text, Heading and Link (src/bui/Text, src/bui/Link), shown live on Text legibility. */
const preview = (page: Page, file: string): Locator => examplePreview(page, `src/bui/${file}.tsx`);

const test = testOnOneLoad('/docs/foundations/text-legibility');

test('the heading has its level, and the links are real links that Enter follows', async ({page}) => {
  const example = preview(page, 'Text/examples/RequestSummary');
  await expect(example.getByRole('heading', {level: 3, name: 'Holiday, 14 to 18 July'})).toBeVisible();
  const link = example.getByRole('link', {name: 'How this screen loads'});
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/design-patterns\/loading-states$/);
});
