import type {Page} from '@playwright/test';
import {testOnOneLoad} from '../support/shared-load';
import {expect} from '../support/test';
import {preview} from './examples';

/**
 * Wizard (a Stepper, one form per step, BUI Buttons): each step is checked
 * before moving on; after a failed check focus follows the forms rule (the
 * error summary, or the only field); after a step change focus is on the new
 * step's heading and `aria-current` has moved; Back keeps what was typed;
 * the finish button calls onFinish; the stepper revisits completed steps.
 */
const route = '/docs/components/wizard';
const test = testOnOneLoad(route);

const hero = (page: Page) => preview(page, 'Wizard', 'Hero');
const stepper = (page: Page) => hero(page).getByRole('navigation', {name: 'Request parental leave progress'});
const currentStep = (page: Page) => stepper(page).locator('[aria-current="step"]');
const stepForm = (page: Page, name: string) => hero(page).getByRole('form', {name});
const weeks = (page: Page) => hero(page).getByRole('textbox', {name: /Number of weeks/});
const child = (page: Page) => hero(page).getByRole('textbox', {name: /Child's name/});
const continueButton = (page: Page) => hero(page).getByRole('button', {name: 'Continue'});

async function fillDetails(page: Page) {
  await weeks(page).fill('12');
  await child(page).fill('Noor');
}

test('the wizard is a region named by its title; the step is a form named by its heading, described by its position', async ({
  page,
}) => {
  await expect(hero(page).getByRole('region', {name: 'Request parental leave'})).toBeVisible();
  const heading = stepForm(page, 'Leave details').getByRole('heading', {name: 'Leave details', level: 3});
  await expect(heading).toHaveAccessibleDescription('Step 1 of 3');
  await expect(currentStep(page)).toContainText('Step 1 of 3, Leave details, current');
  // Nothing pulled focus into the wizard when the page loaded.
  await expect(hero(page).locator(':focus')).toHaveCount(0);
});

test('Continue with invalid fields stays on the step, focuses the error summary and marks fields and stepper', async ({
  page,
}) => {
  await weeks(page).fill('40');
  await continueButton(page).click();
  const summary = hero(page).getByRole('heading', {name: 'Fix 2 errors to continue'});
  await expect(summary).toBeFocused();
  await expect(hero(page).getByRole('group', {name: 'Fix 2 errors to continue'}).getByRole('link')).toHaveText([
    'Enter a number of weeks from 1 to 16',
    "Enter your child's name",
  ]);
  await expect(weeks(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(weeks(page)).toHaveAccessibleDescription(/Enter a number of weeks from 1 to 16/);
  await expect(currentStep(page)).toContainText('Step 1 of 3, Leave details, current, has errors');
  await expect(stepForm(page, 'Leave details')).toBeVisible();
  // Each summary link moves focus into its field.
  await hero(page).getByRole('link', {name: "Enter your child's name"}).click();
  await expect(child(page)).toBeFocused();
});

test('Enter in a field submits the step like Continue; valid input moves on, aria-current moves and focus is on the new heading', async ({
  page,
}) => {
  await fillDetails(page);
  await child(page).press('Enter');
  const heading = stepForm(page, 'Partner').getByRole('heading', {name: 'Partner'});
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription('Step 2 of 3');
  await expect(currentStep(page)).toContainText('Step 2 of 3, Partner, current');
  await expect(stepper(page).getByRole('button', {name: 'Step 1 of 3, Leave details, completed'})).toBeVisible();
  await expect(stepForm(page, 'Leave details')).toBeHidden();
});

test.describe(() => {
  // Each starts on the Hero's first, empty step; the test before it leaves the Hero on a later step.
  test.use({ownLoad: true});
  test('a single-field step that fails focuses its field, with the error as its description, and shows no summary', async ({
    page,
  }) => {
    await fillDetails(page);
    await continueButton(page).click();
    const email = hero(page).getByRole('textbox', {name: /Partner's work email/});
    await email.fill('not an email');
    await continueButton(page).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter an email address such as name@example.com/);
    await expect(hero(page).getByRole('heading', {name: /^Fix /})).toHaveCount(0);
    await expect(currentStep(page)).toContainText('Partner, current, has errors');
  });

  test('Back keeps what was typed, does not check, and focuses the earlier heading', async ({page}) => {
    await fillDetails(page);
    await continueButton(page).click();
    const email = hero(page).getByRole('textbox', {name: /Partner's work email/});
    await email.fill('half typed');
    await hero(page).getByRole('button', {name: 'Back'}).click();
    await expect(stepForm(page, 'Leave details').getByRole('heading', {name: 'Leave details'})).toBeFocused();
    await expect(weeks(page)).toHaveValue('12');
    await expect(child(page)).toHaveValue('Noor');
    await expect(currentStep(page)).toContainText('Leave details, current');
    // The partner step was reached but not checked: not reachable from the stepper.
    await expect(stepper(page).getByRole('button')).toHaveCount(0);
    await continueButton(page).click();
    await expect(email).toHaveValue('half typed');
  });

  test('the stepper revisits a completed step, and going forward through it checks the current step first', async ({
    page,
  }) => {
    await fillDetails(page);
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(currentStep(page)).toContainText('Review and submit, current');
    await stepper(page)
      .getByRole('button', {name: /Leave details, completed/})
      .press('Enter');
    await expect(stepForm(page, 'Leave details').getByRole('heading', {name: 'Leave details'})).toBeFocused();
    await expect(currentStep(page)).toContainText('Leave details, current');
    // Break the step, then try to jump ahead to the completed partner step.
    await child(page).fill('');
    await stepper(page)
      .getByRole('button', {name: /Partner, completed/})
      .click();
    await expect(hero(page).getByRole('heading', {name: 'Fix 1 error to continue'})).toBeFocused();
    await expect(currentStep(page)).toContainText('Leave details, current, has errors');
  });

  test('the last step shows the finish label; pressing it calls onFinish and the confirmation takes focus', async ({
    page,
  }) => {
    await fillDetails(page);
    await continueButton(page).click();
    await continueButton(page).click();
    const review = stepForm(page, 'Review and submit');
    await expect(review).toContainText('Noor');
    await expect(hero(page).getByRole('button', {name: 'Continue'})).toHaveCount(0);
    await review.getByRole('button', {name: 'Submit request'}).click();
    await expect(hero(page).getByRole('heading', {name: 'Request sent'})).toBeFocused();
  });
});

test('vertical: the stepper is a column beside the step; an async check shows the spinner, then moves on', async ({
  page,
}) => {
  const example = preview(page, 'Wizard', 'Vertical');
  const nav = example.getByRole('navigation', {name: 'Set up payroll progress'});
  const items = await nav.getByRole('listitem').evaluateAll((list) => list.map((item) => item.getBoundingClientRect()));
  expect(items).toHaveLength(4);
  for (let index = 1; index < items.length; index += 1) expect(items[index].top).toBeGreaterThan(items[index - 1].top);
  const form = example.getByRole('form', {name: 'Company'});
  const navBox = await nav.boundingBox();
  const formBox = await form.boundingBox();
  expect(formBox!.x).toBeGreaterThan(navBox!.x + navBox!.width - 1);

  await example.getByRole('textbox', {name: /Registered company name/}).fill('Acme Care BV');
  await example.getByRole('button', {name: 'Continue'}).click();
  const iban = example.getByRole('textbox', {name: /IBAN/});
  await expect(example.getByRole('heading', {name: 'Bank account'})).toBeFocused();
  await iban.fill('NL91 ABNA 0417 1643 00');
  await example.getByRole('button', {name: 'Continue'}).click();
  await expect(example.getByRole('button', {name: /Continue/})).toHaveAttribute('aria-busy', 'true');
  await expect(example.getByRole('button', {name: 'Back'})).toHaveAttribute('aria-disabled', 'true');
  await expect(example.getByRole('heading', {name: 'Pay schedule'})).toBeFocused();
  await expect(nav.locator('[aria-current="step"]')).toContainText('Step 3 of 4, Pay schedule, current');
});
