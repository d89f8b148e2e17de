import type {Locator, Page} from '@playwright/test';
import {load} from 'cheerio';
import {openHydrated, openHydratedOnPausedClock} from '../support/hydration';
import {scrolledIntoView} from '../support/frames';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';

/**
 * Button (src/bui/Button) in Chromium, through the live examples on its own
 * page in the production build: what the page promises about the keyboard,
 * disabled and loading buttons and icon-only buttons.
 */
const route = '/docs/components/button';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator =>
  page.locator(`figure[data-example="src/bui/Button/examples/${name}.tsx"]`).locator('[data-example-preview]');

test.describe('the props table', () => {
  test('is in the HTML the server sends: one row per prop of ButtonProps, with all five columns', async ({request}) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    const table = $('table').filter((_, element) => $(element).find('caption').text() === 'Props of Button');
    expect(table.length).toBe(1);
    const texts = (selector: string) =>
      table
        .find(selector)
        .toArray()
        .map((cell) => $(cell).text());
    expect(texts('thead th')).toEqual(['Prop', 'Type', 'Default', 'Required', 'Description']);
    const rows = table
      .find('tbody tr')
      .toArray()
      .map((row) =>
        $(row)
          .children()
          .toArray()
          .map((cell) => $(cell).text()),
      );
    expect(rows.map((cells) => cells[0])).toEqual([
      'children',
      'variant',
      'size',
      'icon',
      'iconPosition',
      'iconOnly',
      'label',
      'description',
      'loading',
      'loadingLabel',
      'disabled',
      'type',
      'onPress',
      'testId',
      'UNSAFE_className',
    ]);
    expect(rows.find((cells) => cells[0] === 'variant')).toEqual([
      'variant',
      '"primary" | "secondary" | "tertiary" | "danger"',
      '"secondary"',
      'No',
      'How much the action matters next to the others around it: one primary per view, danger for destructive actions.',
    ]);
    expect(rows.find((cells) => cells[0] === 'icon')?.[1]).toBe('IconName');
    for (const cells of rows) expect(cells[4].length, `${cells[0]} has a description`).toBeGreaterThan(20);
  });

  // It opens the site's search, not this page: on a page of its own, with no load of the Button page first.
  test("the site's search finds the Button page by a prop name", async ({blankPage: page}) => {
    await openHydrated(page, '/search?q=iconOnly');
    await expect(page.locator('main article a[href^="/docs/components/button"]').first()).toBeVisible();
    // Pages that teach icon-only buttons (Tooltip, Icons, Info tips) mention the prop too: the
    // Button page must be among the first three results, the relevance suite's criterion.
    const firstThree = await page
      .locator('main article')
      .evaluateAll((articles) =>
        articles.slice(0, 3).map((article) => article.querySelector('a')?.getAttribute('href')),
      );
    expect(firstThree.some((href) => /^\/docs\/components\/button(#|$)/.test(href ?? ''))).toBe(true);
  });
});

test.describe('behaviour', () => {
  test('Enter activates a button; Space activates it when the key is released', async ({page}) => {
    const send = example(page, 'Loading').getByRole('button', {name: 'Send request'});
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(send).toHaveAttribute('aria-busy', 'true');
    // The example's request answers after two seconds.
    await expect(send).not.toHaveAttribute('aria-busy', 'true', {timeout: 5_000});

    await page.keyboard.down('Space');
    await expect(send).toHaveAttribute('data-pressed', 'true');
    await expect(send).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.up('Space');
    await expect(send).toHaveAttribute('aria-busy', 'true');
  });

  // On the page's clock, paused once the page has hydrated: the two-second request is timed exactly, however busy the
  // machine is. A page of its own, as the clock must be installed before the load.
  test('loading: aria-busy, the name kept, presses ignored, focus kept, the width unchanged', async ({
    blankPage: page,
  }) => {
    await openHydratedOnPausedClock(page, route);
    const send = example(page, 'Loading').getByRole('button', {name: 'Send request'});
    const before = (await send.boundingBox())!;
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(send).toHaveAccessibleName('Send request');
    await expect(send).toBeFocused();
    await expect(send.getByRole('progressbar', {name: 'Sending'})).toBeAttached();
    const during = (await send.boundingBox())!;
    expect(during.width).toBe(before.width);
    expect(during.height).toBe(before.height);
    // A repeat press while loading does not restart the request: it ends on the first one's schedule.
    // (force: Playwright would otherwise wait for the aria-disabled button to be enabled.)
    await page.clock.runFor(1_000);
    await send.click({force: true});
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(1_100);
    await expect(send).not.toHaveAttribute('aria-busy', 'true');
  });

  test.describe(() => {
    // It calls page.emulateMedia.
    test.use({ownLoad: true});

    test('disabled: stays focusable with aria-disabled, is named by its label alone, does not hover, and ignores mouse, Enter and Space', async ({
      page,
    }) => {
      const preview = example(page, 'Disabled');
      const approve = preview.getByRole('button', {name: /^Approve/});
      await expect(approve).toHaveAttribute('aria-disabled', 'true');
      await expect(approve).not.toHaveAttribute('disabled', /.*/);
      // Not by a spinner too, as react-aria names a pending (loading) button: a disabled one is not pending.
      await expect(approve).not.toHaveAttribute('aria-labelledby', /.*/);
      await expect(approve).toHaveAccessibleName((await approve.innerText()).trim());
      // Reduced motion: no colour transition, so the style read after hovering is the hovered one.
      await page.emulateMedia({reducedMotion: 'reduce'});
      const background = await approve.evaluate((button) => getComputedStyle(button).backgroundColor);
      await approve.hover({force: true});
      expect(await approve.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(background);

      await preview.getByRole('button', {name: 'Select 3 requests'}).focus();
      await page.keyboard.press('Tab');
      await expect(approve).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      // force: Playwright would otherwise wait for the aria-disabled button to be enabled.
      await approve.click({force: true});
      await expect(preview.getByRole('status')).toHaveText('Select at least one request to approve.');

      // Enabled, the same button does its job: the handler was there all along.
      await preview.getByRole('button', {name: 'Select 3 requests'}).click();
      await expect(approve).not.toHaveAttribute('aria-disabled', 'true');
      await approve.click();
      await expect(preview.getByRole('status')).toHaveText(
        'Select at least one request to approve. 3 requests approved.',
      );
    });
  });

  test('disabled: its face is dimmed, and its keyboard focus ring is not', async ({page}) => {
    const preview = example(page, 'Disabled');
    const approve = preview.getByRole('button', {name: /^Approve/});
    await preview.getByRole('button', {name: 'Select 3 requests'}).focus();
    await page.keyboard.press('Tab');
    await expect(approve).toBeFocused();
    const looks = await approve.evaluate((button) => {
      // The focus colour as the page resolves it, to compare with the ring's.
      const probe = button.parentElement!.appendChild(document.createElement('span'));
      probe.style.color = 'var(--bui-color-focus)';
      const focus = getComputedStyle(probe).color;
      probe.remove();
      const style = getComputedStyle(button);
      const dimmed: string[] = [];
      for (
        let each: Element | null = button;
        each && !each.matches('[data-example-preview]');
        each = each.parentElement
      )
        if (getComputedStyle(each).opacity !== '1') dimmed.push(each.tagName.toLowerCase());
      return {
        ring: `${style.outlineStyle} ${style.outlineColor}`,
        focus,
        dimmed,
        face: getComputedStyle(button, '::before').opacity,
      };
    });
    // Opacity on the button, or on anything around it, would fade the ring with it, below the 3:1 it needs.
    expect(looks.dimmed, 'elements with opacity below 1 from the button up to the preview').toEqual([]);
    expect(looks.ring).toBe(`solid ${looks.focus}`);
    expect(Number(looks.face), "the disabled face's opacity").toBeLessThan(1);
  });

  test('icon-only: the label is the accessible name, and the tooltip on focus and hover', async ({page}) => {
    const preview = example(page, 'IconOnly');
    const edit = preview.getByRole('button', {name: 'Edit request', exact: true});
    await expect(edit).toBeVisible();
    await expect(edit).toHaveText('');
    await expect(preview.getByRole('button', {name: 'Delete request'})).toBeVisible();

    // Tooltips close when the page scrolls, so the scroll that brings the row into view must end first.
    const remove = preview.getByRole('button', {name: 'Delete request'});
    await scrolledIntoView(remove);
    // A reader's pointer glides onto the button (react-aria tells a mouse from a single synthetic jump by its moves).
    const box = (await remove.boundingBox())!;
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 5});
    await expect(page.getByRole('tooltip')).toHaveText('Delete request');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await preview.getByRole('button', {name: 'Duplicate request'}).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(edit).toBeFocused();
    // Duplicate's tooltip may still be leaving (its exit animation) as Edit's opens; only Edit's stays.
    await expect(page.getByRole('tooltip', {name: 'Edit request'})).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveCount(1);
    await expect(page.getByRole('tooltip')).toHaveText('Edit request');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('icons sit before the label, or after it with iconPosition="end", and swap sides in RTL', async ({page}) => {
    const figure = page.locator('figure[data-example="src/bui/Button/examples/WithIcon.tsx"]');
    const next = example(page, 'WithIcon').getByRole('button', {name: 'Next step'});
    // NaN while switching direction re-renders the preview and the box is briefly gone: the poll tries again.
    const iconX = async () => (await next.locator('svg').boundingBox())?.x ?? Number.NaN;
    const labelX = async () => (await next.getByText('Next step').boundingBox())?.x ?? Number.NaN;
    expect(await iconX()).toBeGreaterThan(await labelX());
    await figure.getByRole('radiogroup', {name: 'Direction'}).getByRole('radio', {name: 'RTL'}).click();
    await expect.poll(async () => (await iconX()) < (await labelX())).toBe(true);
  });
});
