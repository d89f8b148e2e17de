import type {Page} from '@playwright/test';
import type {CspReport} from '../support/csp-violations';
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

/**
 * None at present. The one there was, the Zod inside DocSearch's modal probing
 * `Function("")` (blocked: no 'unsafe-eval'), went with Ask AI's SDK
 * (src/plugins/docsearch-without-ask-ai). A build with ALGOLIA_ASSISTANT_ID keeps
 * that SDK, and the probe with it; Zod catches the refusal and validates without compiling.
 */
export const cspExceptions: readonly CspException[] = [];
