import type {Page} from '@playwright/test';
import {expect, test} from '../support/test';
import {newReaderContext, notFoundConsoleError, notFoundPath, views, viewName, waitForSettledPage} from './helpers';
import {afterTwoFrames} from '../support/frames';

/**
 * Gate 1, keyboard: on one page of each kind, every interactive element a
 * reader can see is reached by pressing Tab from the top of the page, and each
 * one shows a focus indicator when it is (an outline or a box-shadow that is
 * not transparent, with the element's centre on screen and not covered).
 * Light and dark at desktop width, where the most elements are visible at
 * once; the mobile menu is covered by axe and the site's own chrome tests.
 */

const pagesByKind: [kind: string, path: string][] = [
  ['home', '/'],
  ['docs home', '/docs'],
  ['Markdown features (tabs, code, admonitions, details)', '/docs/test-doc'],
  ['component page', '/docs/components/button'],
  ['category index', '/docs/category/components'],
  ['docs tag', '/docs/tags/web'],
  ['blog list', '/blog'],
  ['blog post', '/blog/mdx-blog-post'],
  ['blog archive', '/blog/archive'],
  ['search page with results', '/search?q=button'],
  ['not found', notFoundPath],
];

/** What marks an element for the walk: set on every element that should be reachable. */
const MARK = 'data-kbd-expected';

/**
 * Marks each element that takes keyboard focus in sequential order and is
 * visible, and returns a short description of each, by mark number.
 */
async function markFocusable(page: Page): Promise<string[]> {
  return page.evaluate((mark) => {
    const selector = [
      'a[href]',
      'area[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      'summary',
      'iframe',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    const described: string[] = [];
    // Each element's look without focus, to compare with its look when
    // focused: the page may have focused something on load (the search
    // page's input), so measure with nothing focused, then put focus back.
    const initiallyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initiallyFocused?.blur();
    const unfocused: Record<string, string> = {};
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // tabindex=-1 takes focus from script or arrow keys only (the ARIA tabs
      // pattern: inactive tabs), by design not from Tab.
      if (element.tabIndex < 0) continue;
      if (element.closest('[inert]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (!element.checkVisibility({visibilityProperty: true})) continue;
      const style = getComputedStyle(element);
      unfocused[String(described.length)] =
        `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
      element.setAttribute(mark, String(described.length));
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const href = element.getAttribute('href');
      described.push(`<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> "${name.slice(0, 40)}"`);
    }
    (window as unknown as {kbdUnfocused: Record<string, string>}).kbdUnfocused = unfocused;
    initiallyFocused?.focus();
    return described;
  }, MARK);
}

/** What the focused element looks like: its mark (if any), and why its focus would not be seen. */
async function inspectFocus(
  page: Page,
): Promise<{mark: string | null; onBody: boolean; description: string; problem: string | null}> {
  return page.evaluate((mark) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return {mark: null, onBody: true, description: 'body', problem: null};
    }
    const description = `<${element.tagName.toLowerCase()}${element.getAttribute('href') ? ` href="${element.getAttribute('href')}"` : ''}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const style = getComputedStyle(element);
    const transparent = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && !transparent(style.boxShadow);
    // An indicator is one that appears with focus: the same ring shown
    // without focus tells the reader nothing.
    const own = element.getAttribute(mark);
    const before =
      own === null ? undefined : (window as unknown as {kbdUnfocused: Record<string, string>}).kbdUnfocused[own];
    const [outlineBefore, shadowBefore] = before?.split('|') ?? ['', ''];
    const outlineChanged =
      outline && `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` !== outlineBefore;
    const shadowChanged = shadow && style.boxShadow !== shadowBefore;
    let problem: string | null = null;
    if (!outlineChanged && !shadowChanged) {
      problem = `no focus indicator: outline and box-shadow as without focus (outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow})`;
    } else {
      const rect = element.getBoundingClientRect();
      // No part of it on screen. A region taller than the screen (a long props table) is in view when its top is,
      // though its middle is not.
      if (rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) {
        problem = 'focused but off screen';
      } else {
        // The middle of the part on screen: what covers it there covers what the reader sees of the focus.
        const x = (Math.max(rect.left, 0) + Math.min(rect.right, innerWidth)) / 2;
        const y = (Math.max(rect.top, 0) + Math.min(rect.bottom, innerHeight)) / 2;
        const top = document.elementFromPoint(x, y);
        if (top && top !== element && !element.contains(top) && !top.contains(element)) {
          problem = `focused but covered by <${top.tagName.toLowerCase()} class="${top.className}">`;
        }
      }
    }
    return {mark: element.getAttribute(mark), onBody: false, description, problem};
  }, MARK);
}

const desktopViews = views.filter((view) => view.width.name === 'desktop');

for (const [kind, path] of pagesByKind) {
  // Chromium logs the not-found page's own 404 status.
  test.describe(kind, () => {
    if (path === notFoundPath) test.use({expectedConsoleErrors: [notFoundConsoleError]});
    test(`keyboard: every interactive element on ${path} is reached by Tab and shows focus`, async ({browser}) => {
      const problems: string[] = [];
      let reachedTotal = 0;
      for (const view of desktopViews) {
        const context = await newReaderContext(browser, view.width, view.mode);
        try {
          const page = await context.newPage();
          await page.goto(path);
          await waitForSettledPage(page, view.mode);
          if (path.startsWith('/search?')) await page.locator('main article').first().waitFor();
          const expected = await markFocusable(page);
          const reached = new Set<string>();
          // Walk the tab order once round: from wherever focus starts (the
          // search page focuses its input on load) through the end of the page,
          // out to <body> and on from the top, until focus comes back to the
          // first stop — or leaves the page a second time without doing so.
          let first: string | null = null;
          let leftPage = 0;
          const walk: string[] = [];
          // The search page loads more results as focus scrolls down, so the walk
          // can be longer than the elements marked at the start; the cap only
          // stops a focus trap from looping for ever.
          for (let step = 0; step < 1000; step += 1) {
            await page.keyboard.press('Tab');
            let focus = await inspectFocus(page);
            if (focus.problem) {
              // Scrolling the newly focused element into view, or the search
              // page adding results, may land a frame later: judge the settled page.
              await afterTwoFrames(page);
              focus = await inspectFocus(page);
            }
            walk.push(focus.onBody ? 'body' : (focus.mark ?? `unmarked ${focus.description}`));
            if (focus.onBody) {
              leftPage += 1;
              if (leftPage > 1) break;
              continue;
            }
            const key = focus.mark ?? focus.description;
            if (first === null) first = key;
            else if (key === first) break;
            if (focus.mark !== null) reached.add(focus.mark);
            if (focus.problem) problems.push(`[${viewName(view)}] ${focus.description}: ${focus.problem}`);
          }
          reachedTotal += reached.size;
          const missed = expected.filter((_, index) => !reached.has(String(index)));
          for (const description of missed) problems.push(`[${viewName(view)}] ${description}: never reached by Tab`);
          if (missed.length > 0)
            problems.push(
              `[${viewName(view)}] the Tab walk, by mark: ${walk.slice(0, 80).join(' → ')}${walk.length > 80 ? ' → …' : ''}`,
            );
          expect(expected.length, `${path} has interactive elements to walk`).toBeGreaterThan(0);
        } finally {
          await context.close();
        }
      }
      expect(
        problems.length,
        `keyboard on ${path}: ${problems.length} problem(s), ${reachedTotal} stops reached\n  ${problems.join('\n  ')}`,
      ).toBe(0);
    });
  });
}
