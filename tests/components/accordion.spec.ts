import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Accordion (react-aria DisclosureGroup + Disclosure): the APG accordion's
 * heading + button with aria-expanded/aria-controls, Enter and Space,
 * single and multiple expansion, a disabled item.
 */
const route = '/docs/components/accordion';
const test = testOnOneLoad(route);

const header = (page: Page, example: string, name: string) =>
  preview(page, 'Accordion', example).getByRole('button', {name, exact: true});

test('each header is a button inside a level-3 heading, controlling a region named by it', async ({page}) => {
  const mileage = header(page, 'Hero', 'How is mileage calculated?');
  await expect(
    preview(page, 'Accordion', 'Hero').getByRole('heading', {level: 3, name: 'How is mileage calculated?'}),
  ).toBeVisible();
  await expect(mileage).toHaveAttribute('aria-expanded', 'true');
  const panelId = await mileage.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toHaveRole('region');
  await expect(panel).toHaveAccessibleName('How is mileage calculated?');
  await expect(panel).toContainText('0.30 per kilometre');
});

for (const key of ['Enter', 'Space']) {
  test(`${key} toggles the focused item; focus stays on its header`, async ({page}) => {
    const receipts = header(page, 'Hero', 'Which receipts do I need to keep?');
    await receipts.focus();
    await expect(receipts).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press(key);
    await expect(receipts).toHaveAttribute('aria-expanded', 'true');
    await expect(receipts).toBeFocused();
    await expect(preview(page, 'Accordion', 'Hero').getByText('Keep the original')).toBeVisible();
    await page.keyboard.press(key);
    await expect(receipts).toHaveAttribute('aria-expanded', 'false');
    await expect(preview(page, 'Accordion', 'Hero').getByText('Keep the original')).toBeHidden();
  });
}

test.describe(() => {
  // It starts from the Hero's first open item, which the Enter and Space tests above close.
  test.use({ownLoad: true});
  test('without multiple, opening one item closes the other; onChange gets the id, then null', async ({page}) => {
    const mileage = header(page, 'Hero', 'How is mileage calculated?');
    const deadline = header(page, 'Hero', 'When do I have to submit an expense?');
    const output = preview(page, 'Accordion', 'Hero').locator('output');
    await expect(output).toHaveText('mileage');
    await deadline.focus();
    await page.keyboard.press('Enter');
    await expect(deadline).toHaveAttribute('aria-expanded', 'true');
    await expect(mileage).toHaveAttribute('aria-expanded', 'false');
    await expect(output).toHaveText('deadline');
    await page.keyboard.press('Enter');
    await expect(output).toHaveText('null');
  });
});

test('with multiple, several items stay open and onChange gets the array', async ({page}) => {
  const gross = header(page, 'Multiple', 'Gross pay 3,200.00');
  const net = header(page, 'Multiple', 'Net pay 2,387.60');
  await net.click();
  await expect(net).toHaveAttribute('aria-expanded', 'true');
  await expect(gross).toHaveAttribute('aria-expanded', 'true');
  await expect(preview(page, 'Accordion', 'Multiple').locator('output')).toHaveText('gross, net');
});

test('a disabled item cannot open and Tab skips it', async ({page}) => {
  const personal = header(page, 'Disabled', 'Personal details');
  const bank = header(page, 'Disabled', 'Bank details');
  const tax = header(page, 'Disabled', 'Tax details');
  await expect(bank).toBeDisabled();
  await bank.click({force: true});
  await expect(bank).toHaveAttribute('aria-expanded', 'false');
  await personal.focus();
  await page.keyboard.press('Tab');
  await expect(tax).toBeFocused();
});

test('bordered small example uses the heading level it asks for', async ({page}) => {
  await expect(
    preview(page, 'Accordion', 'Bordered').getByRole('heading', {level: 4, name: 'Notice period'}),
  ).toBeVisible();
});
