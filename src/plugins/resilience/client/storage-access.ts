import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * With site data blocked (a browser setting or policy), merely reading
 * `window.localStorage` throws a SecurityError. Docusaurus copes, but
 * DocSearch 4.7's modal reads it outside any try/catch when it opens, so
 * the search modal would never appear. Where the browser refuses storage,
 * we say so once on the console and make it absent instead, which every
 * library already handles: choices then last for the page's session only.
 */
if (ExecutionEnvironment.canUseDOM) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void window[name];
    } catch (error) {
      console.warn(
        `BUI: ${name} is blocked by the browser (${String(error)}); settings will last for this visit only.`,
      );
      try {
        Object.defineProperty(window, name, {value: undefined, configurable: true});
      } catch {
        // Not redefinable in this browser: nothing more we can do.
      }
    }
  }
}

export {};
