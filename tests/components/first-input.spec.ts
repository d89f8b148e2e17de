import type {Locator, Page, TestInfo} from '@playwright/test';
import {hasHydrated, slowCpu} from '../support/hydration';
import {expect, test} from '../support/test';
import {preview} from './examples';
import {HELD_INPUT_GLOBAL} from '../../src/plugins/held-input/client/holdInput';

/**
 * A reader's first input on a live example, made as soon as the control shows
 * (the page opened with `waitUntil: 'commit'`, the CPU slowed 4×, no synthetic
 * gesture, no wait for hydration), must take effect once, by itself: the
 * islands hold what arrives before their code has loaded and replay it after.
 *
 * Every test records, through a listener installed before any page script, the
 * hydration state at the moment the browser delivered the first trusted input
 * event of each kind, and attaches it as an annotation: a case whose input
 * always lands after its island hydrated proves nothing about held input.
 */

const effect = {timeout: 20_000};

interface InputMoment {
  type: string;
  /** html[data-has-hydrated] at that moment */
  pageHydrated: boolean;
  /** whether the event's target sat in an island, and whether it had hydrated */
  island: 'none' | 'hydrated' | 'not hydrated';
}

/** A click a file input received, and whether the page still had the reader's activation then. */
interface FileInputClick {
  activation: boolean;
}

function recordInputMoments(): void {
  const moments: InputMoment[] = [];
  (window as unknown as {__inputMoments: InputMoment[]}).__inputMoments = moments;
  const fileInputClicks: FileInputClick[] = [];
  (window as unknown as {__fileInputClicks: FileInputClick[]}).__fileInputClicks = fileInputClicks;
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
        fileInputClicks.push({activation: navigator.userActivation.isActive});
      }
    },
    {capture: true},
  );
  const seen = new Set<string>();
  for (const type of ['focusin', 'pointerdown', 'keydown', 'click']) {
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted || seen.has(type)) return;
        seen.add(type);
        const target = event.target instanceof Element ? event.target : null;
        const island = target?.closest('[data-island]');
        moments.push({
          type,
          pageHydrated: document.documentElement.dataset.hasHydrated === 'true',
          island: !island ? 'none' : island.hasAttribute('data-island-hydrated') ? 'hydrated' : 'not hydrated',
        });
      },
      {capture: true},
    );
  }
}

async function open(page: Page, route: string): Promise<void> {
  await page.addInitScript(recordInputMoments);
  await slowCpu(page);
  await page.goto(route, {waitUntil: 'commit'});
}

async function annotate(page: Page, testInfo: TestInfo): Promise<void> {
  const moments = await page.evaluate(
    () => (window as unknown as {__inputMoments?: InputMoment[]}).__inputMoments ?? [],
  );
  const text = moments.length
    ? moments
        .map((m) => `${m.type}: page ${m.pageHydrated ? 'hydrated' : 'not hydrated'}, island ${m.island}`)
        .join('; ')
    : 'no trusted input event recorded';
  testInfo.annotations.push({type: 'input moment', description: text});
}

/** Runs the test body, then attaches the input moments even when an assertion failed. */
function firstInput(title: string, route: string, body: (page: Page) => Promise<void>): void {
  test(title, async ({page}, testInfo) => {
    await open(page, route);
    try {
      await body(page);
    } finally {
      await annotate(page, testInfo).catch(() => undefined);
    }
  });
}

/**
 * Waits, in the page, until the input the page held has been given back
 * (src/plugins/held-input). Until then the tests' assertions would poll in
 * vain, and on a page slowed 4× each poll of a role query (which computes the
 * roles, and names, of the whole document) takes the main thread from the
 * hydration it waits for: a first input that took 6 s to show its effect
 * took 10 s, and more than 20 s on a busy CI machine.
 */
async function heldInputGiven(page: Page): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const store = (window as unknown as Record<string, {events: unknown[]} | undefined>)[name];
      return !store || store.events.length === 0;
    },
    HELD_INPUT_GLOBAL,
    {polling: 'raf', ...effect},
  );
}

async function focus(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await heldInputGiven(page);
}

async function click(page: Page, target: Locator): Promise<void> {
  await target.click();
  await heldInputGiven(page);
}

async function press(page: Page, target: Locator, key: string): Promise<void> {
  await target.focus();
  await page.keyboard.press(key);
  await heldInputGiven(page);
}

async function type(page: Page, target: Locator, text: string): Promise<void> {
  await target.click();
  await page.keyboard.type(text);
  await heldInputGiven(page);
}

test.describe('the first input on a live example takes effect, at 4× CPU, acting as soon as it shows', () => {
  firstInput('Tooltip: the first keyboard focus shows the tooltip', '/docs/components/tooltip', async (page) => {
    const trigger = preview(page, 'Tooltip', 'Hero').getByRole('button', {name: 'Recalculate balances'});
    await focus(page, trigger);
    await expect(page.getByRole('tooltip')).toHaveText(
      'Recounts every balance from approved requests. It takes about a minute.',
      effect,
    );
  });

  firstInput('Select: focus and ArrowDown open the listbox', '/docs/components/select', async (page) => {
    const trigger = preview(page, 'Select', 'Hero').getByRole('button', {name: /Absence type/});
    await press(page, trigger, 'ArrowDown');
    await expect(page.getByRole('listbox', {name: /Absence type/})).toBeVisible(effect);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  firstInput('Select: a click opens the listbox', '/docs/components/select', async (page) => {
    const trigger = preview(page, 'Select', 'Hero').getByRole('button', {name: /Absence type/});
    await click(page, trigger);
    await expect(page.getByRole('listbox', {name: /Absence type/})).toBeVisible(effect);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  firstInput(
    'ButtonSplit: a click on the menu trigger opens the menu',
    '/docs/components/button-split',
    async (page) => {
      const trigger = preview(page, 'ButtonSplit', 'Hero').getByRole('button', {name: 'More send options'});
      await click(page, trigger);
      await expect(page.getByRole('menu', {name: 'More send options'})).toBeVisible(effect);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    },
  );

  firstInput('Tag: a click on a remove button removes the tag', '/docs/components/tag', async (page) => {
    const hero = preview(page, 'Tag', 'Hero');
    const group = hero.getByRole('grid', {name: 'Active filters'});
    await click(page, group.getByRole('button', {name: 'Remove Team: Finance'}));
    await expect(group.getByRole('row')).toHaveText(['Status: Pending', 'Year: 2026'], effect);
    await expect(hero.getByRole('status')).toHaveText('Team: Finance removed');
  });

  firstInput('Checkbox: Space checks it', '/docs/components/checkbox', async (page) => {
    const hero = preview(page, 'Checkbox', 'Hero');
    const box = hero.getByRole('checkbox', {name: 'I confirm these hours are correct'});
    await press(page, box, 'Space');
    await expect(hero.locator('output')).toHaveText('Confirmed: yes', effect);
    await expect(box).toBeChecked();
  });

  firstInput('Accordion: Enter opens the focused item', '/docs/components/accordion', async (page) => {
    const hero = preview(page, 'Accordion', 'Hero');
    const receipts = hero.getByRole('button', {name: 'Which receipts do I need to keep?', exact: true});
    await press(page, receipts, 'Enter');
    await expect(receipts).toHaveAttribute('aria-expanded', 'true', effect);
    await expect(hero.getByText('Keep the original')).toBeVisible();
  });

  firstInput('Tabs: ArrowRight selects the next tab', '/docs/components/tabs', async (page) => {
    const hero = preview(page, 'Tabs', 'Hero');
    await press(page, hero.getByRole('tab', {name: /^Pending/}), 'ArrowRight');
    await expect(hero.getByRole('tab', {name: /^Approved/})).toHaveAttribute('aria-selected', 'true', effect);
    await expect(hero.getByRole('tab', {name: /^Approved/})).toBeFocused();
    await expect(hero.locator('output')).toHaveText('approved');
  });

  firstInput('Context menu: Enter on the trigger opens the menu', '/docs/components/context-menu', async (page) => {
    const trigger = preview(page, 'ContextMenu', 'Hero').getByRole('button', {name: 'More actions for Ana López'});
    await press(page, trigger, 'Enter');
    await expect(page.getByRole('menu', {name: 'More actions for Ana López'})).toBeVisible(effect);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  firstInput('Paginator: Enter on a page changes to it', '/docs/components/paginator', async (page) => {
    const hero = preview(page, 'Paginator', 'Hero');
    const nav = hero.getByRole('navigation', {name: 'Absence requests pages', exact: true});
    const three = nav.getByRole('button', {name: 'Page 3'});
    await press(page, three, 'Enter');
    await expect(three).toHaveAttribute('aria-current', 'page', effect);
    await expect(nav.locator('[aria-live="polite"]')).toHaveText('Showing 51–75 of 240');
    await expect(hero.locator('output')).toHaveText('3');
  });

  firstInput('Table: a click on a header sorts by it', '/docs/components/table', async (page) => {
    const hero = preview(page, 'Table', 'Hero');
    const days = hero.getByRole('grid', {name: 'Pending absence requests'}).getByRole('columnheader', {name: 'Days'});
    await click(page, days);
    await expect(days).toHaveAttribute('aria-sort', 'descending', effect);
    await expect(hero.locator('[role="status"]')).toHaveText('Sorted by Days, largest first');
  });

  firstInput(
    'DatePicker: Alt+ArrowDown on a segment opens the calendar',
    '/docs/components/date-picker',
    async (page) => {
      await press(page, preview(page, 'DatePicker', 'Hero').getByRole('spinbutton').first(), 'Alt+ArrowDown');
      await expect(page.getByRole('dialog')).toBeVisible(effect);
    },
  );

  firstInput(
    'DateRangePicker: Alt+ArrowDown on a segment opens the calendar',
    '/docs/components/date-range-picker',
    async (page) => {
      await press(page, preview(page, 'DateRangePicker', 'Hero').getByRole('spinbutton').first(), 'Alt+ArrowDown');
      await expect(page.getByRole('dialog')).toBeVisible(effect);
    },
  );

  firstInput(
    'DurationPicker: ArrowUp on empty hours starts them at 0',
    '/docs/components/duration-picker',
    async (page) => {
      const hours = preview(page, 'DurationPicker', 'Hero').getByRole('spinbutton', {name: 'Hours'});
      await press(page, hours, 'ArrowUp');
      await expect(hours).toHaveAttribute('aria-valuenow', '0', effect);
    },
  );

  firstInput('Typeahead: typing opens the suggestions', '/docs/components/typeahead', async (page) => {
    const input = preview(page, 'Typeahead', 'Hero').getByRole('combobox', {name: /Office/});
    await type(page, input, 'ma');
    await expect(input).toHaveAttribute('aria-expanded', 'true', effect);
    await expect(page.getByRole('listbox', {name: /Office/})).toBeVisible();
    await expect(input).toHaveValue('ma');
  });

  firstInput('EmployeePicker: typing finds the employee', '/docs/components/employee-picker', async (page) => {
    const input = preview(page, 'EmployeePicker', 'Hero').getByRole('combobox', {name: /Approver/});
    await type(page, input, 'ana');
    const results = page.getByRole('listbox', {name: /Approver/}).locator('[role="option"][data-key]');
    await expect(results).toHaveCount(1, effect);
    await expect(results.first()).toHaveAccessibleName('Ana López, Recruiter, People');
    await expect(input).toHaveValue('ana');
  });

  firstInput(
    'InputFile: a click on the choose button reaches the file input, which opens the chooser while the press counts',
    '/docs/components/input-file',
    async (page) => {
      const button = preview(page, 'InputFile', 'Hero')
        .first()
        .getByRole('group', {name: 'CV'})
        .getByRole('button', {name: 'Choose file', exact: true});
      const chooser = page.waitForEvent('filechooser', effect);
      await click(page, button);
      // The held press reaches the file input once the example has hydrated.
      const reached = await page.waitForFunction(
        () => (window as unknown as {__fileInputClicks: FileInputClick[]}).__fileInputClicks[0] ?? null,
        null,
        {polling: 'raf', ...effect},
      );
      const {activation} = await reached.jsonValue();
      // Browsers open a chooser only within about 5 s of the reader's press (transient user activation): a
      // replay later than that cannot, which a slowed page on a busy 2-core machine can exceed. Within it, it must.
      if (!activation) {
        chooser.catch(() => undefined);
        test.info().annotations.push({type: 'activation expired', description: 'replayed after the press window'});
        return;
      }
      const dialog = await chooser;
      expect(dialog.isMultiple()).toBe(false);
    },
  );

  firstInput('Radio: Space checks the focused radio', '/docs/components/radio', async (page) => {
    const hero = preview(page, 'Radio', 'Hero');
    const first = hero.getByRole('radio').nth(0);
    await press(page, first, 'Space');
    await expect(hero.locator('output')).toHaveText('permanent', effect);
    await expect(first).toBeChecked();
  });

  firstInput('Switch: Space turns it on', '/docs/components/switch', async (page) => {
    const hero = preview(page, 'Switch', 'Hero');
    const toggle = hero.getByRole('switch', {name: 'Show weekends'});
    await press(page, toggle, 'Space');
    await expect(hero.locator('output')).toHaveText('Weekends are shown', effect);
    await expect(toggle).toBeChecked();
  });

  firstInput('SegmentedControl: a click selects the segment', '/docs/components/segmented-control', async (page) => {
    const hero = preview(page, 'SegmentedControl', 'Hero');
    const month = hero.getByRole('radio', {name: 'Month'});
    await click(page, month);
    await expect(month).toHaveAttribute('aria-checked', 'true', effect);
    await expect(hero.locator('output')).toHaveText('Showing the month');
  });

  firstInput('InputField: typed text reaches the component', '/docs/components/input-field', async (page) => {
    const amount = preview(page, 'InputField', 'Amount');
    const field = amount.getByRole('textbox', {name: 'Amount on the receipt'});
    await type(page, field, '12,50');
    await expect(amount.locator('output')).toHaveText('"12,50"', effect);
    await expect(field).toHaveValue('12,50');
  });

  firstInput('Textarea: typed lines reach the component', '/docs/components/textarea', async (page) => {
    const autoGrow = preview(page, 'Textarea', 'AutoGrow');
    const field = autoGrow.getByRole('textbox', {name: 'Note for your manager (optional)'});
    await type(page, field, '1\n2\n3\n4');
    await expect(autoGrow.locator('output')).toHaveText('4', effect);
    await expect(field).toHaveValue('1\n2\n3\n4');
  });

  for (const key of ['Enter', 'Space']) {
    firstInput(`Button: ${key} activates it`, '/docs/components/button', async (page) => {
      const send = preview(page, 'Button', 'Loading').getByRole('button', {name: 'Send request'});
      await press(page, send, key);
      await expect(send).toHaveAttribute('aria-busy', 'true', effect);
    });
  }

  firstInput("the frame's RTL button sets the preview's direction", '/docs/components/button', async (page) => {
    const hero = page.locator('figure[data-example="src/bui/Button/examples/Hero.tsx"]');
    await click(page, hero.getByRole('radiogroup', {name: 'Direction'}).getByRole('radio', {name: 'RTL', exact: true}));
    await expect(hero.locator('[data-example-preview]')).toHaveAttribute('dir', 'rtl', effect);
  });

  firstInput("the frame's Edit button opens the editor", '/docs/components/button', async (page) => {
    const hero = page.locator('figure[data-example="src/bui/Button/examples/Hero.tsx"]');
    await click(page, hero.getByRole('button', {name: 'Edit'}));
    const editor = hero.getByRole('textbox', {name: 'Code of Hero.tsx'});
    await expect(editor).toBeVisible(effect);
    await expect(editor).toBeFocused();
  });
});

type Moment = 'first paint' | 'DOMContentLoaded' | 'load' | 'html[data-has-hydrated]';

async function waitFor(page: Page, moment: Moment): Promise<void> {
  switch (moment) {
    case 'first paint':
      return;
    case 'DOMContentLoaded':
      return page.waitForLoadState('domcontentloaded');
    case 'load':
      return page.waitForLoadState('load');
    case 'html[data-has-hydrated]':
      return page.waitForFunction(hasHydrated, null, {polling: 'raf', ...effect}).then(() => undefined);
  }
}

// First paint is the single-input cases above; after the islands hydrated is every other component spec.
const moments: Moment[] = ['DOMContentLoaded', 'load', 'html[data-has-hydrated]'];

test.describe('at every moment', () => {
  for (const moment of moments) {
    firstInput(`Switch: a click, at ${moment}`, '/docs/components/switch', async (page) => {
      const hero = preview(page, 'Switch', 'Hero');
      const toggle = hero.getByRole('switch', {name: 'Show weekends'});
      await waitFor(page, moment);
      // The switch's input is visually hidden; a reader clicks its label, as switch.spec.ts does.
      await click(page, hero.getByText('Show weekends'));
      await expect(hero.locator('output')).toHaveText('Weekends are shown', effect);
      await expect(toggle).toBeChecked();
    });

    firstInput(`Select: focus and ArrowDown, at ${moment}`, '/docs/components/select', async (page) => {
      const trigger = preview(page, 'Select', 'Hero').getByRole('button', {name: /Absence type/});
      await waitFor(page, moment);
      await press(page, trigger, 'ArrowDown');
      await expect(page.getByRole('listbox', {name: /Absence type/})).toBeVisible(effect);
    });

    firstInput(`Tooltip: a focus, at ${moment}`, '/docs/components/tooltip', async (page) => {
      const trigger = preview(page, 'Tooltip', 'Hero').getByRole('button', {name: 'Recalculate balances'});
      await waitFor(page, moment);
      await focus(page, trigger);
      await expect(page.getByRole('tooltip')).toBeVisible(effect);
    });
  }
});
