import {openHydrated} from '../support/hydration';
import {test} from '../support/test';
import {examplePreview} from './examples';

test('debug', async ({page}) => {
  await openHydrated(page, '/docs/components/tag');
  const hero = examplePreview(page, 'src/bui/Tag/examples/Hero.tsx');
  const group = hero.getByRole('grid', {name: 'Active filters'});
  const active = () => page.evaluate(() => { const a = document.activeElement; return `${a?.tagName} ${a?.getAttribute('data-key')} ${a?.getAttribute('aria-label')} ${a?.textContent?.slice(0, 30)} ${a?.getAttribute('tabindex')}`; });
  await group.getByRole('row', {name: 'Status: Pending'}).focus();
  await page.keyboard.press('Tab');
  console.log('after tab from first row:', await active());
  await page.keyboard.press('Shift+Tab');
  console.log('after shift-tab:', await active());
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  console.log('after 2 tabs:', await active());
  console.log(await group.evaluate((g) => g.outerHTML.replace(/class="[^"]*"/g, '').slice(0, 1500)));
});
