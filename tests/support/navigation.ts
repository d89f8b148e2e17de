import type {Page} from '@playwright/test';

/** Clicks the docs sidebar's link to a page: a client-side route change once the page has hydrated. */
export async function clickSidebarLink(page: Page, href: string): Promise<void> {
  await page.locator(`aside.theme-doc-sidebar-container a[href="${href}"]`).click();
}
