// The part of `npm run bench:load` that runs inside the page, installed by
// Playwright's addInitScript before any of the site's own code: it notes the
// page's moments with the page's own clock (performance.now(), 0 at the start
// of navigation), so that no round trip to Node is in any figure. Node only
// learns that a moment came (to press right then) through `__benchNotify`.

export interface ProbeConfig {
  searchButton: string;
  searchInput: string;
  /** The live example pressed at first paint and the DOM state its press leads to, on the page that has one. */
  example: {target: string; effect: string} | null;
}

/** What the probe saw, in ms since navigation started; absent until seen. */
export interface ProbeState {
  fcp?: number;
  lcp?: number;
  hydrated?: number;
  searchPress?: number;
  searchFocus?: number;
  examplePress?: number;
  exampleEffect?: number;
}

/** The moments Node waits for. */
export type ProbeSignal = 'fcp' | 'hydrated' | 'searchFocus' | 'exampleEffect';

declare global {
  interface Window {
    __benchLoad?: ProbeState;
    __benchNotify?: (signal: ProbeSignal) => void;
  }
}

/**
 * Serialized by Playwright and run in the page: it must not refer to
 * anything outside its own body.
 */
export function installLoadProbe(config: ProbeConfig): void {
  const state: ProbeState = {};
  window.__benchLoad = state;
  const notify = (signal: ProbeSignal) => {
    // The binding is Node's; a page closed before it answered is of no interest.
    window.__benchNotify?.(signal);
  };
  // An input event's timeStamp is when the press happened, before any wait
  // for a busy main thread: that wait is part of what a reader feels.
  const eventTime = (event: Event) => (event.timeStamp > 0 ? event.timeStamp : performance.now());

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && state.fcp === undefined) {
        state.fcp = entry.startTime;
        notify('fcp');
      }
    }
  }).observe({type: 'paint', buffered: true});
  // Chromium stops reporting candidates at the first input: the last one seen is the page's LCP.
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    if (last) state.lcp = last.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});

  const check = () => {
    if (state.hydrated === undefined && document.documentElement?.hasAttribute('data-has-hydrated')) {
      state.hydrated = performance.now();
      notify('hydrated');
    }
    if (config.example && state.exampleEffect === undefined && document.querySelector(config.example.effect)) {
      state.exampleEffect = performance.now();
      notify('exampleEffect');
    }
  };
  // The document itself is observed: this runs before <html> exists.
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    // The example's effect may come with a new element (a re-rendered island), not only a changed attribute.
    childList: config.example !== null,
    attributeFilter: config.example ? undefined : ['data-has-hydrated'],
  });

  // Capture on window: registered before any of the site's listeners, so nothing the site does can hide a press.
  window.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (state.searchPress === undefined && target.closest(config.searchButton)) state.searchPress = eventTime(event);
      if (config.example && state.examplePress === undefined && target.closest(config.example.target)) {
        state.examplePress = eventTime(event);
      }
    },
    {capture: true},
  );
  window.addEventListener(
    'focusin',
    (event) => {
      if (state.searchPress === undefined || state.searchFocus !== undefined) return;
      if (event.target instanceof Element && event.target.matches(config.searchInput)) {
        state.searchFocus = performance.now();
        notify('searchFocus');
      }
    },
    {capture: true},
  );
}
