import type {TestInfo} from '@playwright/test';
import {nginxPort, servePort} from '../../tooling/ports';

/**
 * The browser suite runs ONCE, against nginx serving the build with
 * deploy/nginx.conf and its Content-Security-Policy enforced (Playwright
 * project "nginx"). Only the specs whose subject is `docusaurus serve` itself
 * (how it answers URL variants and hostile addresses) also run against it
 * (project "serve"): that keeps one pass of the suite in CI. Project
 * "slowed" is a part of that pass, on nginx too, with a worker of its own.
 */
export type TestHost = 'nginx' | 'serve';

export {nginxPort, servePort};
export const serveURL = `http://127.0.0.1:${servePort}`;
export const nginxURL = `http://127.0.0.1:${nginxPort}`;

/** Specs (relative to tests/) run against `docusaurus serve` as well. */
export const serveSpecs = ['site/urls.spec.ts', 'faults/hostile-input.spec.ts'];

/**
 * Specs that slow the page's CPU 4× in every test, served by nginx too (project "slowed"): one worker of their own,
 * beside the two of project "nginx" (playwright.config.ts).
 */
export const slowedSpecs = ['components/first-input.spec.ts', 'components/islands.spec.ts'];

/** The server the running test is aimed at (its Playwright project). */
export function hostOf(testInfo: TestInfo): TestHost {
  return testInfo.project.name === 'serve' ? 'serve' : 'nginx';
}
