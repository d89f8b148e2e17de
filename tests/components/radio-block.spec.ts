import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {frameOption, preview} from './examples';

/** RadioBlock.Group and RadioBlock (react-aria RadioGroup + Radio drawn as cards). */
const route = '/docs/components/radio-block';
const test = testOnOneLoad(route);

test('each block is a radio named by its title and described by its badge and description', async ({page}) => {
  const group = preview(page, 'RadioBlock', 'Hero').getByRole('radiogroup', {
    name: 'How do you want to pay for the course?',
  });
  await expect(group).toHaveAttribute('aria-required', 'true');
  const company = group.getByRole('radio', {name: 'Company pays'});
  await expect(company).toHaveAccessibleName('Company pays');
  await expect(company).toHaveAccessibleDescription('Recommended Your manager approves it; nothing is deducted.');
  await expect(group.getByRole('radio', {name: 'Pay in advance'})).toHaveAccessibleDescription(
    'We deduct the cost from your next 3 payslips.',
  );
});

test('a press anywhere on the block chooses it; arrows move and select, wrapping; onChange gets the value', async ({
  page,
}) => {
  const example = preview(page, 'RadioBlock', 'Hero');
  const radios = example.getByRole('radio');
  await example.getByText('Upload the receipt within 30 days to claim tax relief.').click();
  await expect(radios.nth(2)).toBeChecked();
  await expect(example.locator('output')).toHaveText('self');

  await radios.nth(2).focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(0)).toBeChecked();
  await expect(radios.nth(0)).toBeFocused();
  await expect(example.locator('output')).toHaveText('advance');
  await page.keyboard.press('ArrowUp');
  await expect(radios.nth(2)).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(radios.nth(1)).toBeChecked();
  await expect(example.locator('output')).toHaveText('company');
});

test('a disabled block is skipped and cannot be chosen', async ({page}) => {
  const radios = preview(page, 'RadioBlock', 'Disabled').getByRole('radio');
  await expect(radios.nth(1)).toBeDisabled();
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(0)).toBeChecked();
  await expect(radios.nth(0)).toBeFocused();
});

test('error on the group, read with each block, cleared by a choice', async ({page}) => {
  const example = preview(page, 'RadioBlock', 'Error');
  const message = 'Choose how you want to be paid back';
  const transfer = example.getByRole('radio', {name: 'Separate bank transfer'});
  await expect(example.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  await expect(transfer).toHaveAccessibleDescription(`Sent within 5 working days. ${message}`);
  await example.getByText('Separate bank transfer').click();
  await expect(example.getByText(message)).toHaveCount(0);
});

test('grid: blocks side by side when there is room, one column on a phone; icons are decorative', async ({page}) => {
  const radios = preview(page, 'RadioBlock', 'Grid').getByRole('radio');
  const block = (index: number) => preview(page, 'RadioBlock', 'Grid').locator('label').nth(index);
  const [first, second] = [await block(0).boundingBox(), await block(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x);
  await expect(radios).toHaveCount(3);

  await frameOption(page, 'RadioBlock', 'Grid', 'Width', 'Phone').click();
  await expect
    .poll(async () => {
      const [a, b] = [await block(0).boundingBox(), await block(1).boundingBox()];
      return b!.y > a!.y + a!.height - 1 && Math.abs(b!.x - a!.x) < 1;
    })
    .toBe(true);

  const icons = preview(page, 'RadioBlock', 'Icons').locator('svg[data-icon]');
  await expect(icons).toHaveCount(2);
  await expect(icons.first()).toHaveAttribute('aria-hidden', 'true');
});
