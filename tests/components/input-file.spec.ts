import type {Locator, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {fileOnDisk} from '../support/files';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Input file (react-aria DropZone + FileTrigger): the file dialog from the
 * keyboard, progress then done, a failing upload and Retry, type and size
 * rejections with the page's messages, removal and focus, dropping files.
 * The examples upload to @bui/demo's simulated handler (about 2 s a file).
 */
const route = '/docs/components/input-file';
const test = testOnOneLoad(route);

// Playwright intercepts file dialogs only once a 'filechooser' listener exists, and turning that on
// races with a key press made right after waitForEvent: listen from the start so no dialog is missed.
const ignoreChooser = () => undefined;
test.beforeEach(({page}) => {
  page.on('filechooser', ignoreChooser);
});
test.afterEach(({page}) => {
  page.off('filechooser', ignoreChooser);
});

const pdf = (name: string, bytes = 1024) => ({name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 1)});
const hero = (page: Page) => preview(page, 'InputFile', 'Hero').first();
const multiple = (page: Page) => preview(page, 'InputFile', 'Multiple').first();
const chooseButton = (scope: Locator, name = 'Choose file') => scope.getByRole('button', {name, exact: true});

test('the field is a group named by its label and described by its hint; its button opens the file dialog with Enter', async ({
  page,
}) => {
  const group = hero(page).getByRole('group', {name: 'CV'});
  await expect(group).toHaveAccessibleDescription('PDF or Word, up to 10 MB');
  const button = chooseButton(group);
  await button.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const dialog = await chooser;
  expect(dialog.isMultiple()).toBe(false);
  await expect(hero(page).locator('input[type="file"]')).toHaveAttribute('accept', 'application/pdf,.doc,.docx');
  await dialog.setFiles(pdf('CV-Jansen.pdf', 240 * 1024));

  const progress = group.getByRole('progressbar', {name: 'Uploading CV-Jansen.pdf'});
  await expect(progress).toBeVisible();
  await expect(hero(page).locator('output')).toHaveText('null');
  await expect(progress).toHaveCount(0, {timeout: 6000});
  await expect(group.getByRole('listitem')).toHaveText(/CV-Jansen\.pdf\s*240 kB, uploaded/);
  await expect(hero(page).locator('output')).toHaveText(/^file-\d+$/);
  await expect(group.getByRole('status')).toHaveText('CV-Jansen.pdf uploaded');
  await expect(button).toBeFocused();
});

test('Space opens the file dialog too; Tab goes from the drop target to the choose button', async ({page}) => {
  const button = chooseButton(hero(page));
  await button.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles([]);

  // react-aria's drop zone keeps one focusable drop target (keyboard drag and
  // drop, and pasting a copied file), named after the field.
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(hero(page).getByRole('button', {name: 'Drop files for CV'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
});

test.describe(() => {
  // It reads the CV field's own live region, which the first test leaves saying its upload finished.
  test.use({ownLoad: true});
  test('the live region is on the page, empty, before the first file', async ({page}) => {
    await expect(hero(page).getByRole('group', {name: 'CV'}).getByRole('status')).toHaveText('');
  });
});

test('a failing upload shows "Upload failed" and Retry uploads it again', async ({page}) => {
  const group = multiple(page).getByRole('group', {name: 'Receipts'});
  await group.locator('input[type="file"]').setInputFiles([pdf('taxi-fail.pdf')]);
  const row = group.getByRole('listitem').filter({hasText: 'taxi-fail.pdf'});
  await expect(row).toContainText('Upload failed', {timeout: 6000});
  await expect(group.getByRole('status')).toHaveText('taxi-fail.pdf: Upload failed');
  await expect(multiple(page).locator('output')).toHaveText('[]');

  await row.getByRole('button', {name: 'Retry taxi-fail.pdf'}).press('Enter');
  await expect(row.getByRole('progressbar', {name: 'Uploading taxi-fail.pdf'})).toBeVisible();
  await expect(row).toContainText('uploaded', {timeout: 6000});
  await expect(multiple(page).locator('output')).toHaveText(/^\["file-\d+"\]$/);
});

test.describe(() => {
  // Each reads the Receipts value from empty (and counts its rows), and the test above uploads a receipt.
  test.use({ownLoad: true});
  test('too large and wrong-type files are rejected with the page messages and never uploaded', async ({
    page,
  }, testInfo) => {
    const group = multiple(page).getByRole('group', {name: 'Receipts'});
    await group
      .locator('input[type="file"]')
      .setInputFiles([
        fileOnDisk(testInfo, 'scan.pdf', 3 * 1024 * 1024),
        fileOnDisk(testInfo, 'holiday-photo.heic', 10),
      ]);
    await expect(group.getByRole('listitem').filter({hasText: 'scan.pdf'})).toContainText(
      'scan.pdf is 3 MB. Choose one under 2 MB',
    );
    await expect(group.getByRole('listitem').filter({hasText: 'holiday-photo.heic'})).toContainText(
      "holiday-photo.heic isn't accepted. Upload a PDF, JPG, or PNG",
    );
    await expect(group.getByRole('progressbar')).toHaveCount(0);
    await expect(multiple(page).locator('output')).toHaveText('[]');
  });

  test('several files upload, removing one moves focus to the next row and updates the value', async ({page}) => {
    const group = multiple(page).getByRole('group', {name: 'Receipts'});
    const chooser = page.waitForEvent('filechooser');
    await chooseButton(group, 'Choose files').press('Enter');
    const dialog = await chooser;
    expect(dialog.isMultiple()).toBe(true);
    await dialog.setFiles([pdf('lunch.pdf'), pdf('train.pdf')]);
    await expect(group.getByRole('progressbar')).toHaveCount(2);
    await expect(group.getByRole('progressbar')).toHaveCount(0, {timeout: 8000});
    await expect(multiple(page).locator('output')).toHaveText(/^\["file-\d+","file-\d+"\]$/);

    await group.getByRole('button', {name: 'Remove lunch.pdf'}).press('Enter');
    await expect(group.getByRole('listitem')).toHaveCount(1);
    await expect(group.getByRole('button', {name: 'Remove train.pdf'})).toBeFocused();
    await expect(multiple(page).locator('output')).toHaveText(/^\["file-\d+"\]$/);
    await page.keyboard.press('Enter');
    await expect(chooseButton(group, 'Choose files')).toBeFocused();
    await expect(multiple(page).locator('output')).toHaveText('[]');
  });
});

test('disabled: the button stays focusable with aria-disabled and opens nothing', async ({page}) => {
  const group = preview(page, 'InputFile', 'States').first().getByRole('group', {name: "Doctor's note"});
  const button = chooseButton(group);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  let opened = false;
  page.on('filechooser', () => {
    opened = true;
  });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(opened).toBe(false);
});

test('an error describes the group, after the hint', async ({page}) => {
  const group = preview(page, 'InputFile', 'States').first().getByRole('group', {name: 'CV'});
  await expect(group).toHaveAccessibleDescription('PDF or Word, up to 10 MB Add your CV');
});
