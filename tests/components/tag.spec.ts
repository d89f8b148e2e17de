import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** Tags on their page: react-aria's tag group (one tab stop, arrows, Backspace/Delete), selection, toggles. */
const route = '/docs/components/tag';
const test = testOnOneLoad(route);

test('a removable group is one tab stop; arrows move; Delete and Backspace remove and announce', async ({page}) => {
  const hero = examplePreview(page, 'src/bui/Tag/examples/Hero.tsx');
  const group = hero.getByRole('grid', {name: 'Active filters'});
  const row = (name: string) => group.getByRole('row', {name});
  const announcement = hero.getByRole('status');
  // The live region is in the page, empty, before anything is removed.
  await expect(announcement).toHaveText('');

  await row('Status: Pending').focus();
  await page.keyboard.press('ArrowRight');
  await expect(row('Team: Finance')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row('Year: 2026')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(row('Status: Pending')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Delete');
  await expect(group.getByRole('row')).toHaveText(['Status: Pending', 'Year: 2026']);
  await expect(announcement).toHaveText('Team: Finance removed');
  await expect(row('Year: 2026')).toBeFocused();

  await page.keyboard.press('Backspace');
  await expect(group.getByRole('row')).toHaveText(['Status: Pending']);
  await expect(announcement).toHaveText('Year: 2026 removed');
  await expect(row('Status: Pending')).toBeFocused();

  // Tab leaves the group: its tags are one stop together.
  await page.keyboard.press('Tab');
  await expect(hero.getByRole('button', {name: 'Reset example'})).toBeFocused();
});

test.describe(() => {
  // It needs the Hero's Team: Finance tag and a quiet status region: the test above removed it and announced that.
  test.use({ownLoad: true});
  test('the remove button names its tag and removes it on press', async ({page}) => {
    const hero = examplePreview(page, 'src/bui/Tag/examples/Hero.tsx');
    const group = hero.getByRole('grid', {name: 'Active filters'});
    await group.getByRole('button', {name: 'Remove Team: Finance'}).click();
    await expect(group.getByRole('row')).toHaveText(['Status: Pending', 'Year: 2026']);
    await expect(hero.getByRole('status')).toHaveText('Team: Finance removed');
  });
});

test('a selectable group: Space toggles the focused tag and onChange gets the ids that are on', async ({page}) => {
  const selectable = examplePreview(page, 'src/bui/Tag/examples/Selectable.tsx');
  const group = selectable.getByRole('grid', {name: 'Contract type'});
  const partTime = group.getByRole('row', {name: 'Part-time'});
  await expect(group.getByRole('row', {name: 'Full-time'})).toHaveAttribute('aria-selected', 'true');
  await expect(partTime).toHaveAttribute('aria-selected', 'false');

  await partTime.focus();
  await page.keyboard.press('Space');
  await expect(partTime).toHaveAttribute('aria-selected', 'true');
  await expect(selectable.locator('output')).toHaveText('Showing: full-time, part-time');

  await group.getByRole('row', {name: 'Full-time'}).click();
  await expect(selectable.locator('output')).toHaveText('Showing: part-time');
  // The check mark, not only the colour, shows the state.
  await expect(partTime.locator('svg[data-icon="check"]')).toHaveCount(1);
  await expect(group.getByRole('row', {name: 'Full-time'}).locator('svg[data-icon="check"]')).toHaveCount(0);
});

test('a lone selectable tag is a toggle button: Space and Enter toggle it and report checked', async ({page}) => {
  const toggle = examplePreview(page, 'src/bui/Tag/examples/Toggle.tsx');
  const tag = toggle.getByRole('button', {name: 'Only my team'});
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await tag.focus();
  await page.keyboard.press('Space');
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle.locator('output')).toHaveText('Showing your team');
  await page.keyboard.press('Enter');
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle.locator('output')).toHaveText('Showing everyone');
});

test('a disabled tag has no remove button and is skipped by the arrow keys', async ({page}) => {
  const readOnly = examplePreview(page, 'src/bui/Tag/examples/ReadOnly.tsx');
  const filters = readOnly.getByRole('grid', {name: 'Annual report filters'});
  const year = filters.getByRole('row', {name: 'Year: 2026'});
  await expect(year).toHaveAttribute('aria-disabled', 'true');
  await expect(year.getByRole('button')).toHaveCount(0);

  const team = filters.getByRole('row', {name: 'Team: Sales'});
  await team.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(team).toBeFocused();

  // Read-only tags have no buttons at all.
  await expect(readOnly.getByRole('grid', {name: 'Skills'}).getByRole('button')).toHaveCount(0);
});

test('tags are 24 px high at sm and 32 px at md, with 14 px text', async ({page}) => {
  const height = (file: string, name: string) =>
    examplePreview(page, `src/bui/Tag/examples/${file}.tsx`)
      .getByRole('row', {name})
      .evaluate((row) => ({height: row.getBoundingClientRect().height, font: getComputedStyle(row).fontSize}));
  expect(await height('ReadOnly', 'Excel')).toEqual({height: 24, font: '14px'});
  expect(await height('Variants', 'Holiday')).toEqual({height: 32, font: '14px'});
});
