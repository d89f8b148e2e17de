import type {Locator, Page} from '@playwright/test';

/**
 * The live preview of one example on a component page, found by its source
 * file (src/components/Example marks each frame with `data-example`).
 */
export function preview(page: Page, component: string, example: string): Locator {
  return page
    .locator(`figure[data-example="src/bui/${component}/examples/${example}.tsx"]`)
    .locator('[data-example-preview]');
}

/** The example's frame itself, for its theme, direction and width controls. */
export function frame(page: Page, component: string, example: string): Locator {
  return page.locator(`figure[data-example="src/bui/${component}/examples/${example}.tsx"]`);
}

/** One of the frame's toggle controls ("Direction" → "RTL", "Width" → "Phone"). */
export function frameOption(page: Page, component: string, example: string, group: string, name: string): Locator {
  return frame(page, component, example).getByRole('radiogroup', {name: group}).getByRole('radio', {name, exact: true});
}
