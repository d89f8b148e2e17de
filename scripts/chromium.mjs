// Finds the Chromium the browser tests drive, in order of preference: an
// explicit CHROMIUM_PATH, Debian's package, then a browser Playwright itself
// downloaded (on machines that can reach its CDN). Shared by the test config,
// the benchmark scripts and ensure-chromium.
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @returns {string | undefined} an executable path, or undefined for Playwright's own browser */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function playwrightHasOwnChromium() {
  try {
    const {chromium} = require('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
