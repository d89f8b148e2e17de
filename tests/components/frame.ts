import type {Locator, Page} from '@playwright/test';

/** The Button page's hero example, whose frame the example-frame and islands specs drive. */
export const heroFile = 'src/bui/Button/examples/Hero.tsx';
export const hero = (page: Page): Locator => page.locator(`figure[data-example="${heroFile}"]`);
/** The preview (or, with theme Both, the two previews) of an example's frame. */
export const previews = (example: Locator): Locator => example.locator('[data-example-preview]');
/** One option of a frame control (Theme, Direction, Width): a radio in its group. */
export const option = (example: Locator, group: string, name: string): Locator =>
  example.getByRole('radiogroup', {name: group}).getByRole('radio', {name, exact: true});
