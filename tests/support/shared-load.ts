import type {Browser, BrowserContext, BrowserContextOptions, Page} from '@playwright/test';
import {openHydrated} from './hydration';
import {test as guarded} from './test';

/**
 * What a test may leave behind on a shared page without spoiling the next
 * test, and what makes the next test load the page afresh: read once after
 * each test (see `testOnOneLoad`).
 */
interface PageState {
  path: string;
  width: number;
  height: number;
  /** `data-theme` and `dir` of the root: a colour-mode toggle or a direction change. */
  root: string;
  /** The elements under `body` besides the live announcer: a portal (popover, dialog, tooltip, toast) still open. */
  bodyChildren: number;
}

/** Read in the page: see PageState. */
function readState(): Omit<PageState, 'width' | 'height'> {
  const root = document.documentElement;
  return {
    path: window.location.pathname + window.location.search,
    root: `${root.getAttribute('data-theme') ?? ''}|${root.getAttribute('dir') ?? ''}`,
    bodyChildren: [...document.body.children].filter((child) => !child.hasAttribute('data-live-announcer')).length,
  };
}

/**
 * Undoes what a finished test leaves on the page that the next test would
 * otherwise meet: focus (and with it an open focus ring) goes back to the
 * body, and the messages react-aria's live announcer still holds for their
 * 7 s are emptied, so a test that checks an announcement sees only its own.
 */
function tidy(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

async function stateOf(page: Page): Promise<PageState> {
  const size = page.viewportSize();
  return {...(await page.evaluate(readState)), width: size?.width ?? 0, height: size?.height ?? 0};
}

const sameState = (a: PageState, b: PageState): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The context options a test's own `page` would get from the project and from `test.use`. */
type SharedContextOptions = Pick<
  BrowserContextOptions,
  | 'baseURL'
  | 'viewport'
  | 'userAgent'
  | 'deviceScaleFactor'
  | 'isMobile'
  | 'hasTouch'
  | 'locale'
  | 'timezoneId'
  | 'colorScheme'
  | 'reducedMotion'
  | 'forcedColors'
>;

interface SharedLoad {
  key: string;
  context: BrowserContext;
  page: Page;
  loaded: PageState;
}

/**
 * A `test` whose `page` fixture is `route`, loaded and hydrated once, then
 * handed to each test of the file in turn: a component page costs one to
 * two seconds of CPU to load and hydrate with its islands, most of a test's
 * time, and the browser suite is bound by CPU (decision 0029).
 *
 * The tests of the file run in order, in one worker (`mode: 'default'`), so
 * what one leaves on an example is what the next one meets, every run. A test
 * that must not meet its predecessors' traces reads an example no earlier
 * test changed, or opts out with `test.use({ownLoad: true})`, as must a test
 * that calls `page.emulateMedia`, which no state read can see, or one that
 * checks where focus is after the load (tidying blurs it). A test that needs
 * another route, or something in place before the load, takes `blankPage`
 * instead of `page`. The page is
 * loaded afresh for the next test when a test moved it to another URL,
 * resized it, switched its colour mode or direction, or left a portal open
 * (a popover, a dialog, a toast); and after a failed test, since Playwright
 * then starts a new worker. Errors and foreign requests are still caught per
 * test (tests/support/test.ts watches every context of the browser).
 */
export function testOnOneLoad(route: string) {
  guarded.describe.configure({mode: 'default'});
  let shared: SharedLoad | undefined;

  const drop = async () => {
    const closing = shared?.context;
    shared = undefined;
    await closing?.close();
  };

  // Closed after the file's last test: a page left open would keep its timers and animations running beside the
  // next files' tests in the same worker.
  guarded.afterAll(drop);

  const open = async (browser: Browser, options: SharedContextOptions, key: string): Promise<SharedLoad> => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await openHydrated(page, route);
    return {key, context, page, loaded: await stateOf(page)};
  };

  return guarded.extend<{ownLoad: boolean; blankPage: Page}>({
    ownLoad: [false, {option: true}],
    // A page of the test's own, in a fresh context, not yet loaded: for a test that opens another route, or that
    // routes requests or adds init scripts before loading this one. It costs no load of `route` first.
    blankPage: async ({context}, use) => {
      await use(await context.newPage());
    },
    page: async (
      {
        browser,
        ownLoad,
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        forcedColors,
      },
      use,
    ) => {
      const options: SharedContextOptions = {
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        forcedColors,
      };
      const key = JSON.stringify(options);
      if (ownLoad) {
        const own = await open(browser, options, key);
        await use(own.page);
        await own.context.close();
        return;
      }
      if (shared?.key !== key || shared.page.isClosed()) {
        await drop();
        shared = await open(browser, options, key);
      }
      await use(shared.page);
      // A test that navigated may leave the page between documents (no body yet, or no context to evaluate in), where
      // reading its state fails: a page to load afresh.
      const state = shared.page.isClosed() ? null : await stateOf(shared.page).catch(() => null);
      if (!state || !sameState(state, shared.loaded)) {
        await drop();
        return;
      }
      await shared.page.evaluate(tidy);
    },
  });
}
