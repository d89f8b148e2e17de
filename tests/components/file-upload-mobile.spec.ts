import type {FileChooser, Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {fileOnDisk} from '../support/files';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * File upload mobile, rendered for the docs inside a phone frame: the add
 * button opens the source sheet (a menu) from the keyboard, each source opens
 * the file dialog, uploads show progress then done, a failure offers Retry,
 * and too large and wrong-type files are rejected with the page's messages.
 */
const route = '/docs/components/file-upload-mobile';
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
const hero = (page: Page) => preview(page, 'FileUploadMobile', 'Hero').first();
const filesOnly = (page: Page) => preview(page, 'FileUploadMobile', 'FilesOnly').first();

test('the add button opens the source sheet with Enter, arrows move in it; "Browse files" opens the file dialog; the upload completes', async ({
  page,
}) => {
  const group = hero(page).getByRole('group', {name: /^Receipts/});
  const add = group.getByRole('button', {name: /^Add receipt ?, 0 of 5 added$/});
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await add.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Take photo', 'Choose from library', 'Browse files']);
  await expect(menu.getByRole('menuitem', {name: 'Take photo'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const browse = menu.getByRole('menuitem', {name: 'Browse files'});
  await expect(browse).toBeFocused();
  expect(choosers).toHaveLength(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => choosers.length).toBe(1);
  const names = ['receipt-march.pdf', 'receipt-april.pdf', 'receipt-may.pdf', 'receipt-june.pdf', 'receipt-july.pdf'];
  await choosers[0].setFiles(names.map((name) => pdf(name)));
  await expect(menu).toHaveCount(0);
  // After files are chosen, focus is back on the add button, which counts queued files towards the limit.
  await expect(group.getByRole('button', {name: '5 of 5 added'})).toBeFocused();

  // Two at a time: the first uploads (with a cancel button), the third waits.
  const rows = group.getByRole('listitem');
  await expect(group.getByRole('progressbar', {name: 'Uploading receipt-march.pdf'})).toBeVisible();
  await expect(rows.nth(0).getByRole('button', {name: 'Cancel receipt-march.pdf'})).toBeVisible();
  await expect(rows.nth(2)).toContainText('Waiting…');
  await expect(group.getByRole('status')).toContainText(/percent uploaded|uploaded/);

  await expect(group.getByRole('progressbar')).toHaveCount(0, {timeout: 20000});
  await expect(rows.nth(0)).toContainText('1 kB');
  await expect(rows.nth(0).getByRole('button', {name: 'Remove receipt-march.pdf'})).toBeVisible();
  await expect(hero(page).locator('output')).toHaveText(/^\["file-\d+"(,"file-\d+"){4}\]$/);
  // At the limit the add button is disabled but stays focusable, and says so.
  const full = group.getByRole('button', {name: '5 of 5 added'});
  await expect(full).toHaveAttribute('aria-disabled', 'true');
  await expect(group.getByRole('status')).toHaveText(/^receipt-\w+\.pdf uploaded$/);

  // Removing a file moves focus to the next row's remove button.
  await rows.nth(0).getByRole('button', {name: 'Remove receipt-march.pdf'}).press('Enter');
  await expect(group.getByRole('button', {name: 'Remove receipt-april.pdf'})).toBeFocused();
  await expect(group.getByRole('status')).toHaveText('receipt-march.pdf removed');
  await expect(group.getByRole('button', {name: /^Add receipt ?, 4 of 5 added$/})).toBeVisible();
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
  await expect(group.getByRole('status')).toHaveText('note-fail.pdf: Upload failed');
  await row.getByRole('button', {name: 'Retry note-fail.pdf'}).press('Enter');
  await expect(row.getByRole('progressbar', {name: 'Uploading note-fail.pdf'})).toBeVisible();
  await expect(row).toContainText('uploaded', {timeout: 6000});
  await expect(filesOnly(page).locator('output')).toHaveText(/^file-\d+$/);
});

test.describe(() => {
  // It expects the note's value still null, and the test above uploads a note.
  test.use({ownLoad: true});
  test('too large and wrong-type files are rejected with the page messages', async ({page}, testInfo) => {
    const group = filesOnly(page).getByRole('group', {name: "Doctor's note"});
    const input = group.locator('input[type="file"]');
    await input.setInputFiles(fileOnDisk(testInfo, 'scan.pdf', 14 * 1024 * 1024));
    await expect(group.getByRole('listitem')).toContainText('scan.pdf is 14 MB. Choose one under 2 MB');
    await input.setInputFiles({name: 'note.png', mimeType: 'image/png', buffer: Buffer.alloc(10, 1)});
    await expect(group.getByRole('listitem')).toContainText("note.png isn't accepted. Upload a PDF");
    await expect(group.getByRole('progressbar')).toHaveCount(0);
    await expect(filesOnly(page).locator('output')).toHaveText('null');
  });
});
