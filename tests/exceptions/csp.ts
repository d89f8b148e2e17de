import type {Page} from '@playwright/test';
import {sourceAt, type CspReport} from '../support/csp-violations';
import {waitForHydration} from '../support/hydration';
import type {GateException} from './types';

/**
 * CSP gate (tests/support/csp-teardown.ts): the Content-Security-Policy
 * violations the nginx run accepts, each matched exactly. Each entry also
 * says how to provoke it, so tests/quality/csp-exceptions.spec.ts can check
 * it still happens: when it stops, the entry must go.
 */
export interface CspException extends GateException {
  readonly id: string;
  readonly matches: (report: CspReport) => boolean;
  /** Does what a reader does to make the browser report it, on a page of the nginx run. */
  readonly provoke: (page: Page) => Promise<void>;
}

const probe = 'try{return Function(""),!0}catch(';

export const cspExceptions: readonly CspException[] = [
  {
    id: 'zod-eval-probe',
    reason:
      "DocSearch 4.7's modal bundles Zod 4, which on its first object schema tries `Function(\"\")` inside try/catch to learn whether it may compile validators. The CSP refuses (no 'unsafe-eval', on purpose), Zod catches it and validates without compiling. Zod's switch to skip the probe (z.config({jitless: true})) is private to DocSearch's bundle.",
    matches: (report) =>
      report['blocked-uri'] === 'eval' &&
      (report['effective-directive'] ?? report['violated-directive']) === 'script-src' &&
      sourceAt(report, 'try{return '.length, probe.length - 'try{return '.length) === probe,
    provoke: async (page) => {
      await page.goto('/docs/components/button');
      // The search button works once React has hydrated the page (its scripts start after the first paint).
      await waitForHydration(page);
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('button');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
];
