import type {Locator, Page} from '@playwright/test';
import {scrolledIntoView} from '../support/frames';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {examplePreview} from './examples';

/** The Tooltip page's live examples (src/bui/Tooltip): react-aria's TooltipTrigger with BUI's defaults. */
const route = '/docs/components/tooltip';
const test = testOnOneLoad(route);
const example = (page: Page, name: string): Locator => examplePreview(page, `src/bui/Tooltip/examples/${name}.tsx`);

/** Focuses `trigger` from the keyboard: react-aria opens tooltips for keyboard focus only. */
async function focusByKeyboard(page: Page, trigger: Locator): Promise<void> {
  await scrolledIntoView(trigger);
  await trigger.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
}

test('keyboard focus opens it at once and describes the trigger; Escape closes it and focus stays', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'Recalculate balances'});
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await focusByKeyboard(page, trigger);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Recounts every balance from approved requests. It takes about a minute.');
  await expect(trigger).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  await expect(trigger).toHaveAccessibleDescription(/Recounts every balance/);

  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).not.toHaveAttribute('aria-describedby');
});

test('moving focus away closes it; pressing the trigger closes it', async ({page}) => {
  const trigger = example(page, 'Hero').getByRole('button', {name: 'Recalculate balances'});
  await focusByKeyboard(page, trigger);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await focusByKeyboard(page, trigger);
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test.describe(() => {
  // It times the 300 ms delay, which react-aria skips for 0.5 s after a tooltip closed, as at the end of the test above.
  test.use({ownLoad: true});
  test('hover opens it after the 300 ms delay; the bubble can be hovered; leaving both closes it', async ({page}) => {
    const trigger = example(page, 'Hero').getByRole('button', {name: 'Recalculate balances'});
    // Timestamps taken in the page, so a slow test machine cannot blur the delay.
    await trigger.evaluate((element) => {
      const times: {enter?: number; shown?: number} = {};
      (window as unknown as {tooltipTimes: typeof times}).tooltipTimes = times;
      element.addEventListener('pointerenter', () => (times.enter ??= performance.now()));
      new MutationObserver(() => {
        if (times.shown === undefined && document.querySelector('[role="tooltip"]')) times.shown = performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    // react-aria shows hover tooltips only once it knows a mouse is in use,
    // as it does after any real pointer movement.
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await trigger.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const {enter, shown} = await page.evaluate(
      () => (window as unknown as {tooltipTimes: {enter: number; shown: number}}).tooltipTimes,
    );
    expect(shown - enter).toBeGreaterThanOrEqual(295);

    // WCAG 1.4.13: the pointer can move onto the bubble and it stays.
    const bubble = (await tooltip.boundingBox())!;
    await page.mouse.move(bubble.x + bubble.width / 2, bubble.y + bubble.height / 2, {steps: 5});
    await page.waitForTimeout(800);
    await expect(tooltip).toBeVisible();

    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
  });
});

test('placement: "bottom" puts the bubble below its trigger, "end" after it', async ({page}) => {
  const preview = example(page, 'Placement');
  const print = preview.getByRole('button', {name: 'Print roster'});
  const tooltip = page.getByRole('tooltip');
  await focusByKeyboard(page, print);
  // The bubble mounts a moment after focus, and react-aria places it in a later frame: wait for both.
  await expect(tooltip).toHaveText(/print dialog/);
  const printBox = (await print.boundingBox())!;
  await expect
    .poll(async () => (await tooltip.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(printBox.y + printBox.height);

  const copy = preview.getByRole('button', {name: 'Copy to next month'});
  await page.keyboard.press('Tab');
  await expect(copy).toBeFocused();
  await expect(tooltip).toHaveText(/Copies the roster/);
  const copyBox = (await copy.boundingBox())!;
  await expect
    .poll(async () => (await tooltip.boundingBox())?.x ?? -1)
    .toBeGreaterThanOrEqual(copyBox.x + copyBox.width);
});

test('a disabled Button stays focusable (aria-disabled) and its tooltip says why', async ({page}) => {
  const trigger = example(page, 'DisabledReason').getByRole('button', {name: 'Request payment'});
  await expect(trigger).toHaveAttribute('aria-disabled', 'true');
  await focusByKeyboard(page, trigger);
  await expect(page.getByRole('tooltip')).toHaveText('Add a bank account in your profile before requesting a payment.');
});

test('onOpenChange reports each opening', async ({page}) => {
  const preview = example(page, 'OpenChange');
  const output = preview.locator('output');
  const shown = async () => Number(/Shown (\d+) times/.exec((await output.textContent()) ?? '')?.[1]);
  await expect(output).toHaveText('Shown 0 times');
  // Park focus just before the trigger; whether that programmatic focus passed
  // over the trigger first depends on react-aria's idea of the input modality.
  await preview.getByRole('button', {name: 'Accrued hours'}).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const before = await shown();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(output).toHaveText(`Shown ${before + 1} times`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(output).toHaveText(`Shown ${before + 1} times`);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(output).toHaveText(`Shown ${before + 2} times`);
});
