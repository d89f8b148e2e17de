import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

// Finds the Chromium the browser tests drive, in order of preference: an
// explicit CHROMIUM_PATH, Debian's package, then a browser Playwright itself
// downloaded (on machines that can reach its CDN). Shared by the Playwright
// config, scripts/ensure-chromium.ts and the benchmarks.

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

export function playwrightHasOwnChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
