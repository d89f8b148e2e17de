import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page, Response} from '@playwright/test';
import {axeFindings, formatFindings, newReaderContext, widths} from '../quality/helpers';
import {openHydrated, UNHYDRATED_ISLAND} from '../support/hydration';
import {expect, test} from '../support/test';
import {hero, heroFile, option, previews} from './frame';

/**
 * The live example frame (src/components/Example) and its playground
 * (src/components/Playground), on the Button page's hero example, in the
 * production build served by nginx with the site's CSP enforced: the
 * playground's evaluation must run without 'unsafe-eval'.
 */
const route = '/docs/components/button';
const heroSource = readFileSync(path.join(__dirname, '..', '..', heroFile), 'utf8');
// The playground's own chunk names this global (src/components/Playground/evaluate.ts).
const playgroundMarker = '__BUI_PLAYGROUND__';

test('the example renders on the server: its buttons are in the page without JavaScript', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  const preview = previews(hero(page));
  await expect(preview).toHaveCount(1);
  await expect(preview.getByRole('button', {name: 'Save changes'})).toBeVisible();
  await expect(hero(page).locator('figcaption')).toHaveText(
    "Save or cancel — a form's primary action beside its secondary alternative.",
  );
  await context.close();
});

/** The preview's background against the surface colour BUI's tokens give each theme. */
async function previewSurface(preview: Locator): Promise<{own: string; light: string; dark: string}> {
  return preview.evaluate((element) => {
    const surfaceOf = (theme: string) => {
      const probe = document.createElement('div');
      probe.setAttribute('data-bui-theme', theme);
      probe.style.background = 'var(--bui-color-surface)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    };
    return {own: getComputedStyle(element).backgroundColor, light: surfaceOf('light'), dark: surfaceOf('dark')};
  });
}

test('theme: the preview follows the page until a theme is picked; Both shows light and dark side by side', async ({
  page,
}) => {
  await openHydrated(page, route);
  const example = hero(page);
  // No theme picked: none of the options is checked and the preview takes the page's tokens.
  await expect(previews(example)).not.toHaveAttribute('data-bui-theme');
  for (const name of ['Light', 'Dark', 'Both']) {
    await expect(option(example, 'Theme', name)).toHaveAttribute('aria-checked', 'false');
  }
  let surface = await previewSurface(previews(example));
  expect(surface.own).toBe(surface.light);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
  surface = await previewSurface(previews(example));
  expect(surface.own).toBe(surface.dark);
  expect(surface.dark).not.toBe(surface.light);

  await option(example, 'Theme', 'Both').click();
  await expect(previews(example)).toHaveCount(2);
  await expect(previews(example).nth(0)).toHaveAttribute('data-bui-theme', 'light');
  await expect(previews(example).nth(1)).toHaveAttribute('data-bui-theme', 'dark');
  await expect(example.getByRole('group', {name: 'Light preview'}).getByRole('button', {name: 'Cancel'})).toBeVisible();
  await expect(example.getByRole('group', {name: 'Dark preview'}).getByRole('button', {name: 'Cancel'})).toBeVisible();
  // Side by side at desktop width: same top edge.
  const [light, dark] = await Promise.all([
    previews(example).nth(0).boundingBox(),
    previews(example).nth(1).boundingBox(),
  ]);
  expect(light?.y).toBe(dark?.y);

  // A picked theme holds whatever the page's: light inside the dark page.
  await option(example, 'Theme', 'Light').click();
  await expect(previews(example)).toHaveCount(1);
  await expect(previews(example)).toHaveAttribute('data-bui-theme', 'light');
  surface = await previewSurface(previews(example));
  expect(surface.own).toBe(surface.light);
});

test('a reader who chose dark sees the preview dark as the page first shows, before its code loads', async ({
  browser,
}) => {
  const context = await newReaderContext(browser, widths[0], 'dark');
  const page = await context.newPage();
  // No gesture: the islands keep the server's markup.
  await page.goto(route, {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const example = hero(page);
  await expect(example.locator(UNHYDRATED_ISLAND)).toHaveCount(1);
  const surface = await previewSurface(previews(example));
  expect(surface.own).toBe(surface.dark);
  await context.close();
});

test('direction and width: RTL sets dir on the preview; phone and tablet constrain its width', async ({page}) => {
  await openHydrated(page, route);
  const example = hero(page);
  const preview = previews(example);
  await expect(preview).toHaveAttribute('dir', 'ltr');
  await option(example, 'Direction', 'RTL').click();
  await expect(preview).toHaveAttribute('dir', 'rtl');
  // The secondary button comes first in the source, so in RTL it sits to the right.
  const cancel = await preview.getByRole('button', {name: 'Cancel'}).boundingBox();
  const save = await preview.getByRole('button', {name: 'Save changes'}).boundingBox();
  expect(cancel!.x).toBeGreaterThan(save!.x);

  const full = (await preview.boundingBox())!.width;
  await option(example, 'Width', 'Phone').click();
  await expect.poll(async () => (await preview.boundingBox())!.width).toBe(375);
  await option(example, 'Width', 'Tablet').click();
  await expect.poll(async () => (await preview.boundingBox())!.width).toBe(Math.min(768, full));
  await option(example, 'Width', 'Full').click();
  await expect.poll(async () => (await preview.boundingBox())!.width).toBe(full);
});

test('the frame controls work from the keyboard: one Tab stop per group, arrow keys move, Space and Enter select', async ({
  page,
}) => {
  await openHydrated(page, route);
  const example = hero(page);
  await option(example, 'Theme', 'Light').focus();
  await page.keyboard.press('ArrowRight');
  await expect(option(example, 'Theme', 'Dark')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(previews(example)).toHaveAttribute('data-bui-theme', 'dark');
  // One tab stop per group: Tab leaves Theme for Direction.
  await page.keyboard.press('Tab');
  await expect(option(example, 'Direction', 'LTR')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(previews(example)).toHaveAttribute('dir', 'rtl');
  // Back into a group, focus lands on its selected button.
  await page.keyboard.press('Shift+Tab');
  await expect(option(example, 'Theme', 'Dark')).toBeFocused();
});

test("the copy button copies the example file's source", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, route);
  const example = hero(page);
  await expect(example.locator('pre')).toContainText('export default function Hero()');
  await example.locator('pre').hover();
  await example.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Docusaurus' code block drops the file's final line break; every other character is the file's.
  expect(copied).toBe(heroSource.replace(/\n$/, ''));
});

test('Edit loads the playground only when pressed, and an edit re-renders the preview', async ({page}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const namesPlayground = async (responses: Response[]) =>
    (await Promise.all(responses.map(async (response) => (await response.text()).includes(playgroundMarker)))).some(
      Boolean,
    );

  await openHydrated(page, route);
  await page.waitForLoadState('networkidle');
  expect(await namesPlayground(scripts), 'a playground chunk was loaded before Edit').toBe(false);
  const before = scripts.length;

  const example = hero(page);
  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox', {name: 'Code of Hero.tsx'});
  await expect(editor).toBeFocused();
  expect(await namesPlayground(scripts.slice(before)), 'no playground chunk after Edit').toBe(true);

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(heroSource.replace('Save changes', 'Publish now'));
  await expect(previews(example).getByRole('button', {name: 'Publish now'})).toBeVisible();
  await expect(previews(example).getByRole('button', {name: 'Save changes'})).toHaveCount(0);

  // The frame's controls apply to the edited example too.
  await option(example, 'Theme', 'Both').click();
  await expect(previews(example).getByRole('button', {name: 'Publish now'})).toHaveCount(2);

  await example.getByRole('button', {name: 'Reset code'}).click();
  await expect(previews(example).getByRole('button', {name: 'Save changes'})).toHaveCount(2);
});

test('a syntax error shows the error in the preview; the page keeps working and recovers', async ({page}) => {
  await openHydrated(page, route);
  const example = hero(page);
  await example.getByRole('button', {name: 'Edit'}).click();
  await expect(example.getByRole('textbox', {name: 'Code of Hero.tsx'})).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(heroSource.replace('Hero() {', 'Hero( {'));
  const error = previews(example).locator('[data-playground-error]');
  await expect(error).toContainText('The example does not run.');
  await expect(error).toContainText('SyntaxError');
  // The rest of the page still responds.
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await example.getByRole('textbox', {name: 'Code of Hero.tsx'}).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(heroSource);
  await expect(error).toHaveCount(0);
  await expect(previews(example).getByRole('button', {name: 'Save changes'})).toBeVisible();
});

test('text selected before the first run finishes stays selected, so typing replaces it', async ({page}) => {
  // The playground runs the file once as soon as it opens. Hold the clock so
  // that run lands after Ctrl+A, as it does for a quick reader on a slow phone.
  await page.clock.install();
  await openHydrated(page, route);
  await page.clock.pauseAt(Date.now() + 60_000);
  const example = hero(page);
  await example.getByRole('button', {name: 'Edit'}).click();
  const editor = example.getByRole('textbox', {name: 'Code of Hero.tsx'});
  await expect(editor).toBeFocused();
  // Mark the preview's button: the first run replaces it with the edited code's own.
  const shown = previews(example).getByRole('button', {name: 'Save changes'}).first();
  await shown.evaluate((button) => button.setAttribute('data-before-run', ''));
  const selected = () => page.evaluate(() => window.getSelection()?.toString().length);
  await page.keyboard.press('ControlOrMeta+A');
  expect(await selected()).toBe(heroSource.length);
  await page.clock.runFor(1_000);
  await expect(previews(example).locator('[data-before-run]')).toHaveCount(0);
  expect(await selected()).toBe(heroSource.length);
  await page.keyboard.insertText(heroSource.replace('Save changes', 'Save the draft'));
  await page.clock.runFor(1_000);
  await expect(previews(example).getByRole('button', {name: 'Save the draft'}).first()).toBeVisible();
  await expect(previews(example).locator('[data-playground-error]')).toHaveCount(0);
});

test.describe('an error thrown while the edited example renders', () => {
  // React reports an error its boundary caught on the console; that one is expected here.
  test.use({expectedConsoleErrors: [/Cannot read|undefined/]});

  test('stays inside the preview', async ({page}) => {
    await openHydrated(page, route);
    const example = hero(page);
    await example.getByRole('button', {name: 'Edit'}).click();
    await expect(example.getByRole('textbox', {name: 'Code of Hero.tsx'})).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(
      heroSource.replace('return (', 'const broken: {label?: {text: string}} = {};\n  return broken.label!.text && ('),
    );
    await expect(previews(example).locator('[data-playground-error]')).toContainText('TypeError');
    await expect(page.getByRole('heading', {level: 1, name: 'Button'})).toBeVisible();
  });
});

test('axe finds nothing in the examples with both themes, RTL and phone width, nor in an open playground', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await openHydrated(page, route);
  const figures = page.locator('figure[data-example]');
  const count = await figures.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    const figure = figures.nth(index);
    await option(figure, 'Theme', 'Both').click();
    await option(figure, 'Direction', 'RTL').click();
    await option(figure, 'Width', 'Phone').click();
  }
  await hero(page).getByRole('button', {name: 'Edit'}).click();
  await expect(hero(page).getByRole('textbox', {name: 'Code of Hero.tsx'})).toBeFocused();
  const findings = await axeFindings(
    page,
    'examples: both themes, RTL, phone; playground open',
    'figure[data-example]',
  );
  expect(findings.length, formatFindings("axe on the Button page's examples", findings)).toBe(0);
});

test("RTL also reverses react-aria's arrow keys: in a right-to-left preview ArrowLeft moves forward", async ({
  page,
}) => {
  await openHydrated(page, '/docs/components/segmented-control');
  const example = page.locator('figure[data-example="src/bui/SegmentedControl/examples/Hero.tsx"]');
  const preview = previews(example);
  await option(example, 'Direction', 'RTL').click();
  await expect(preview).toHaveAttribute('dir', 'rtl');
  const range = preview.getByRole('radiogroup', {name: 'Calendar range'});
  await range.getByRole('radio', {name: 'Week'}).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(range.getByRole('radio', {name: 'Month'})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(range.getByRole('radio', {name: 'Day'})).toBeFocused();
});

test.describe('the phone frame (device="phone")', () => {
  const phoneRoute = '/docs/components/force-update';
  const phoneFile = 'src/bui/ForceUpdate/examples/Hero.tsx';
  const phone = (page: Page): Locator => page.locator(`figure[data-example="${phoneFile}"]`);

  test('shows the preview at phone width with decorative chrome; no Width control; no landmarks added', async ({
    page,
  }) => {
    await openHydrated(page, phoneRoute);
    const example = phone(page);
    const preview = previews(example);
    await expect(preview).toHaveAttribute('data-device', 'phone');
    await expect(example.getByRole('radiogroup', {name: 'Width'})).toHaveCount(0);
    await expect(example.getByRole('radiogroup', {name: 'Theme'})).toBeVisible();
    await expect(example.getByRole('radiogroup', {name: 'Direction'})).toBeVisible();
    expect((await preview.boundingBox())!.width).toBe(375);
    // Status bar and home indicator are drawings: hidden from assistive technology, nothing focusable.
    const chrome = preview.locator('[data-phone-chrome]');
    await expect(chrome).toHaveCount(2);
    for (const part of await chrome.all()) await expect(part).toHaveAttribute('aria-hidden', 'true');
    await expect(chrome.locator('a, button, [tabindex]')).toHaveCount(0);
    // The frame adds no landmark: the only ones in the preview would be the example's own (none here).
    await expect(
      preview.locator(
        'header, nav, main, aside, footer, section, [role="banner"], [role="navigation"], [role="region"], [role="complementary"], [role="contentinfo"]',
      ),
    ).toHaveCount(0);
    // The example fills the screen between the status bar and the home indicator.
    const screen = preview.locator('[data-phone-screen]');
    await expect(screen.getByRole('heading', {name: 'Update required'})).toBeVisible();
  });

  test('theme and direction still work inside the phone, status bar included', async ({page}) => {
    await openHydrated(page, phoneRoute);
    const example = phone(page);
    const statusBar = previews(example).locator('[data-phone-chrome]').first();
    const light = await statusBar.evaluate((element) => getComputedStyle(element).backgroundColor);
    await option(example, 'Theme', 'Dark').click();
    await expect(previews(example)).toHaveAttribute('data-bui-theme', 'dark');
    await expect.poll(() => statusBar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(light);

    await option(example, 'Theme', 'Both').click();
    await expect(previews(example)).toHaveCount(2);
    for (const preview of await previews(example).all()) {
      await expect(preview).toHaveAttribute('data-device', 'phone');
      expect((await preview.boundingBox())!.width).toBe(375);
    }
    await option(example, 'Theme', 'Light').click();

    await option(example, 'Direction', 'RTL').click();
    await expect(previews(example)).toHaveAttribute('dir', 'rtl');
    // The clock sits at the start of the status bar: on the right in RTL.
    const bar = (await statusBar.boundingBox())!;
    const clock = (await statusBar.getByText('9:41').boundingBox())!;
    expect(clock.x).toBeGreaterThan(bar.x + bar.width / 2);
  });

  test('overlays opened in the phone stay in the phone’s screen', async ({page}) => {
    await openHydrated(page, phoneRoute);
    const soft = page.locator('figure[data-example="src/bui/ForceUpdate/examples/Soft.tsx"]');
    await previews(soft).getByRole('button', {name: 'Check for updates'}).click();
    const screen = previews(soft).locator('[data-phone-screen]');
    const dialog = screen.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Measure where the sheet comes to rest, not mid-way through its rise animation (a race under load).
    await screen.evaluate((element) =>
      Promise.all(
        element
          .getAnimations({subtree: true})
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const [screenBox, dialogBox] = [(await screen.boundingBox())!, (await dialog.boundingBox())!];
    expect(dialogBox.x).toBeGreaterThanOrEqual(screenBox.x);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(screenBox.x + screenBox.width + 0.5);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(screenBox.y + screenBox.height + 0.5);
  });
});

test.describe('the Locale control', () => {
  const paginatorRoute = '/docs/components/paginator';
  const paginator = (page: Page): Locator => page.locator('figure[data-example="src/bui/Paginator/examples/Hero.tsx"]');

  test("follows the browser's locale until one is picked, then speaks it; Arabic also turns the preview right to left", async ({
    page,
  }) => {
    await openHydrated(page, paginatorRoute);
    const example = paginator(page);
    const preview = previews(example);
    await expect(preview.getByRole('button', {name: 'Next', exact: true})).toBeVisible();
    await expect(example.getByRole('radiogroup', {name: 'Locale'}).getByRole('radio', {checked: true})).toHaveCount(0);

    await option(example, 'Locale', 'de-DE').click();
    await expect(preview).toHaveAttribute('lang', 'de-DE');
    await expect(preview.getByRole('button', {name: 'Weiter', exact: true})).toBeVisible();
    await expect(preview.getByRole('button', {name: 'Next', exact: true})).toHaveCount(0);
    await expect(preview).toHaveAttribute('dir', 'ltr');

    await option(example, 'Locale', 'ar-AE').click();
    await expect(preview.getByRole('button', {name: 'التالي', exact: true})).toBeVisible();
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(option(example, 'Direction', 'RTL')).toHaveAttribute('aria-checked', 'true');

    await option(example, 'Locale', 'en-GB').click();
    await expect(preview).toHaveAttribute('dir', 'ltr');
    await expect(preview.getByRole('button', {name: 'Next', exact: true})).toBeVisible();
  });

  test('is one Tab stop before a locale is picked, on its first option', async ({page}) => {
    await openHydrated(page, paginatorRoute);
    const example = paginator(page);
    await option(example, 'Width', 'Full').focus();
    await page.keyboard.press('Tab');
    await expect(option(example, 'Locale', 'en-US')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(option(example, 'Locale', 'en-GB')).toBeFocused();
  });
});
