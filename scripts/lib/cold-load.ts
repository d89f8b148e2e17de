// One measured load of a page, as bench:load and bench:ablation make it: a
// cold load in Chromium under applied throttling (with a press on the search
// button once hydrated, or on a live example at first paint), and a
// Lighthouse run.
import type {Browser} from '@playwright/test';
import {lighthouse, type Throttling} from './bench-sites';
import {extractRun} from './lighthouse-summary';
import {installLoadProbe, type ProbeConfig, type ProbeSignal, type ProbeState} from './load-probe';
import type {ColdLoad, ExamplePress, LighthouseRun, Outcome} from './load-summary';

/**
 * The example pressed at first paint on the component page: Loading's
 * "Send request" button, which turns busy (aria-busy) the moment its press
 * is handled, and stays so for two seconds.
 */
const LOADING_EXAMPLE = 'figure[data-example="src/bui/Button/examples/Loading.tsx"] [data-example-preview]';
export const EXAMPLE = {target: `${LOADING_EXAMPLE} button`, effect: `${LOADING_EXAMPLE} button[aria-busy="true"]`};

export const SEARCH = {searchButton: '.DocSearch-Button', searchInput: '.DocSearch-Input'};

/** Applied throttling of the cold loads: Lighthouse's slow-4G mobile figures, applied rather than simulated. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power), so the cold loads lay out the pages as its runs do. */
export const SCREEN = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
export const THROTTLING_TEXT =
  `${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 Kbps up, CPU ${CPU_SLOWDOWN}× (DevTools protocol), ` +
  `cache disabled, a fresh browser context per run, ${SCREEN.viewport.width}×${SCREEN.viewport.height} mobile screen; ` +
  'the search button is pressed as soon as the page has hydrated, the live example at first paint';

/** How long a press may take to show its effect before it counts as lost. */
export const LOST_AFTER_MS = 10_000;
/** How long a cold load may take to paint or hydrate before the run counts as failed. */
export const LOAD_TIMEOUT_MS = 60_000;

/** The moments the probe reports, each awaited at most once per run. */
class Signals {
  private readonly seen = new Set<ProbeSignal>();
  private readonly waiting = new Map<ProbeSignal, () => void>();

  fire(signal: ProbeSignal): void {
    this.seen.add(signal);
    this.waiting.get(signal)?.();
  }

  /** True once the signal came, false when the time ran out first. */
  wait(signal: ProbeSignal, timeoutMs: number): Promise<boolean> {
    if (this.seen.has(signal)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiting.set(signal, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

interface ColdResult {
  state: ProbeState;
  domContentLoadedMs: number | null;
  loadEventMs: number | null;
  /** What became of the press this load was for. */
  outcome: Outcome;
  /** Why the press could not be made, when it could not. */
  problem: string | null;
}

/**
 * One cold load, throttled, in a fresh context; then one press, made from
 * Node as soon as the probe reports the moment (`hydrated` for the search
 * button, `fcp` for the live example).
 */
async function coldLoad(
  browser: Browser,
  url: string,
  press: {after: ProbeSignal; target: string; effect: ProbeSignal},
  probe: ProbeConfig,
): Promise<ColdResult> {
  const context = await browser.newContext(SCREEN);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const signals = new Signals();
    await page.exposeFunction('__benchNotify', (signal: ProbeSignal) => signals.fire(signal));
    await page.addInitScript(installLoadProbe, probe);
    const response = await page.goto(url, {waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS});
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    if (!(await signals.wait(press.after, LOAD_TIMEOUT_MS))) {
      throw new Error(`no ${press.after === 'fcp' ? 'first paint' : 'hydration'} within ${LOAD_TIMEOUT_MS / 1000} s`);
    }
    let outcome: Outcome;
    let problem: string | null = null;
    try {
      await page.locator(press.target).first().click({timeout: LOST_AFTER_MS});
      outcome = (await signals.wait(press.effect, LOST_AFTER_MS)) ? 'took effect' : 'lost';
    } catch (error) {
      outcome = 'not pressed';
      problem = `could not press ${press.target}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    // The load event may still be ahead on a page that hydrates before it.
    await page.waitForLoadState('load', {timeout: LOAD_TIMEOUT_MS}).catch(() => undefined);
    const seen = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        state: window.__benchLoad ?? {},
        domContentLoaded: navigation?.domContentLoadedEventStart ?? 0,
        load: navigation?.loadEventStart ?? 0,
      };
    });
    const pressed = press.effect === 'searchFocus' ? seen.state.searchPress : seen.state.examplePress;
    if (outcome !== 'not pressed' && pressed === undefined) {
      outcome = 'not pressed';
      problem = `the page saw no press on ${press.target}`;
    }
    return {
      state: seen.state,
      domContentLoadedMs: seen.domContentLoaded || null,
      loadEventMs: seen.load || null,
      outcome,
      problem,
    };
  } finally {
    await context.close();
  }
}

const since = (end: number | undefined, start: number | undefined) =>
  end !== undefined && start !== undefined ? end - start : null;

export async function searchLoad(browser: Browser, url: string): Promise<{run: ColdLoad; problem: string | null}> {
  const result = await coldLoad(
    browser,
    url,
    {after: 'hydrated', target: SEARCH.searchButton, effect: 'searchFocus'},
    {...SEARCH, example: null},
  );
  const {state} = result;
  return {
    run: {
      fcpMs: state.fcp ?? null,
      lcpMs: state.lcp ?? null,
      hydratedMs: state.hydrated ?? null,
      domContentLoadedMs: result.domContentLoadedMs,
      loadEventMs: result.loadEventMs,
      searchPressMs: state.searchPress ?? null,
      search: result.outcome,
      searchMs: result.outcome === 'took effect' ? since(state.searchFocus, state.searchPress) : null,
    },
    problem: result.problem,
  };
}

export async function exampleLoad(browser: Browser, url: string): Promise<{run: ExamplePress; problem: string | null}> {
  const result = await coldLoad(
    browser,
    url,
    {after: 'fcp', target: EXAMPLE.target, effect: 'exampleEffect'},
    {...SEARCH, example: EXAMPLE},
  );
  const {state} = result;
  return {
    run: {
      fcpMs: state.fcp ?? null,
      hydratedMs: state.hydrated ?? null,
      pressMs: state.examplePress ?? null,
      outcome: result.outcome,
      effectMs: result.outcome === 'took effect' ? since(state.exampleEffect, state.examplePress) : null,
    },
    problem: result.problem,
  };
}

export async function lighthouseRun(url: string, throttling: Throttling, debugPort: number): Promise<LighthouseRun> {
  const run = extractRun(await lighthouse(url, {debugPort, throttling}));
  const {performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, jsKiB, benchmarkIndex} = run;
  return {performance, accessibility, bestPractices, seo, fcpMs, lcpMs, tbtMs, jsKiB, benchmarkIndex};
}
