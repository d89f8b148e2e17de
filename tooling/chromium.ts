import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

// Finds the Chromium the browser tests and the benchmarks drive, in order of
// preference: an explicit CHROMIUM_PATH, Debian's package, then a browser
// Playwright itself downloaded (on machines that can reach its CDN). Shared by
// the Playwright config, scripts/ensure-chromium.ts and the benchmarks.
//
// The benchmarks measure what a reader's browser does, so they run the full
// Chromium. The browser tests prefer Chromium's headless shell (Debian's
// chromium-headless-shell, the build Playwright itself runs headless): the
// same Blink and V8 without the browser's own UI and compositing, it took half
// the time for the same component specs on this 2-core machine
// (decisions/0029-tests-in-chromium-headless-shell.md).

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** An executable path, or undefined for Playwright's own browser. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** Debian's headless shell of the same Chromium. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function findTestChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

export function playwrightHasOwnChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
