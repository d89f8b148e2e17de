import type {TestInfo} from '@playwright/test';
import {nginxPort, servePort} from '../../tooling/ports';

/**
 * The browser suite runs ONCE, against nginx serving the build with
 * deploy/nginx.conf and its Content-Security-Policy enforced (Playwright
 * project "nginx"). Only the specs whose subject is `docusaurus serve` itself
 * (how it answers URL variants and hostile addresses) also run against it
 * (project "serve"): that keeps one pass of the suite in CI.
 */
export type TestHost = 'nginx' | 'serve';

export {nginxPort, servePort};
export const serveURL = `http://127.0.0.1:${servePort}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;

/** Specs (relative to tests/) run against `docusaurus serve` as well. */
export const serveSpecs = ['site/urls.spec.ts', 'faults/hostile-input.spec.ts'];

/** The server the running test is aimed at (its Playwright project). */
export function hostOf(testInfo: TestInfo): TestHost {
  return testInfo.project.name === 'serve' ? 'serve' : 'nginx';
}
