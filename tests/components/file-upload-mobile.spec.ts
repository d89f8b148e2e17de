import type {Page} from '@playwright/test';
import {openHydrated} from '../support/hydration';
import {expect, test} from '../support/test';
import {preview} from './examples';

/**
 * File upload mobile, rendered for the docs inside a phone frame: the add
 * button opens the source sheet (a menu) from the keyboard, each source opens
 * the file dialog, uploads show progress then done, a failure offers Retry,
 * and too large and wrong-type files are rejected with the page's messages.
 */
const route = '/docs/components/file-upload-mobile';

test.beforeEach(async ({page}) => {
  await openHydrated(page, route);
});

const pdf = (name: string, bytes = 1024) => ({name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes, 1)});
const hero = (page: Page) => preview(page, 'FileUploadMobile', 'Hero').first();
const filesOnly = (page: Page) => preview(page, 'FileUploadMobile', 'FilesOnly').first();

test('the add button opens the source sheet with Enter, arrows move in it; "Browse files" opens the file dialog; the upload completes', async ({
  page,
}) => {
  const group = hero(page).getByRole('group', {name: /^Receipts/});
  const add = group.getByRole('button', {name: /^Add receipt ?, 0 of 5 added$/});
  await add.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Take photo', 'Choose from library', 'Browse files']);
  await expect(menu.getByRole('menuitem', {name: 'Take photo'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const browse = menu.getByRole('menuitem', {name: 'Browse files'});
  await expect(browse).toBeFocused();
  // Chosen with a press: Enter on a sheet item does not open the file dialog yet (see the report).
  const chooser = page.waitForEvent('filechooser');
  await browse.click();
  await (await chooser).setFiles(pdf('receipt-march.pdf'));

  await expect(group.getByRole('progressbar', {name: 'Uploading receipt-march.pdf'})).toBeVisible();
  await expect(group.getByRole('progressbar')).toHaveCount(0, {timeout: 6000});
  await expect(hero(page).locator('output')).toHaveText(/^\["file-\d+"\]$/);
  await expect(group.getByRole('button', {name: /^Add receipt ?, 1 of 5 added$/})).toBeVisible();
});

test('Escape closes the sheet without a choice and returns focus to the add button', async ({page}) => {
  const add = hero(page).getByRole('button', {name: /^Add receipt/});
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('with one source the button opens it directly; a failing upload offers Retry, which succeeds', async ({page}) => {
  const group = filesOnly(page).getByRole('group', {name: "Doctor's note"});
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', {name: 'Add note'}).press('Space');
  await (await chooser).setFiles(pdf('note-fail.pdf'));
  const row = group.getByRole('listitem');
  await expect(row).toContainText('Upload failed', {timeout: 6000});
  await row.getByRole('button', {name: 'Retry note-fail.pdf'}).press('Enter');
  await expect(row.getByRole('progressbar', {name: 'Uploading note-fail.pdf'})).toBeVisible();
  await expect(row).toContainText('uploaded', {timeout: 6000});
  await expect(filesOnly(page).locator('output')).toHaveText(/^file-\d+$/);
});

test('too large and wrong-type files are rejected with the page messages', async ({page}) => {
  const group = filesOnly(page).getByRole('group', {name: "Doctor's note"});
  const input = group.locator('input[type="file"]');
  await input.setInputFiles(pdf('scan.pdf', 14 * 1024 * 1024));
  await expect(group.getByRole('listitem')).toContainText('scan.pdf is 14 MB. Choose one under 2 MB');
  await input.setInputFiles({name: 'note.png', mimeType: 'image/png', buffer: Buffer.alloc(10, 1)});
  await expect(group.getByRole('listitem')).toContainText("note.png isn't accepted. Upload a PDF");
  await expect(group.getByRole('progressbar')).toHaveCount(0);
  await expect(filesOnly(page).locator('output')).toHaveText('null');
});
