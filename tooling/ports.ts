import {tmpdir} from 'node:os';
import path from 'node:path';

// Where the servers of a test run listen, and where the CSP reports of the
// nginx run go: one definition for scripts/nginx-serve.ts, the Playwright
// config and the tests, so that several checkouts on one machine can run at
// once with their own TEST_PORT.

/** `docusaurus serve` in the Playwright project "serve". */
export const servePort = Number(process.env.TEST_PORT ?? 4173);
/** nginx with deploy/nginx.conf; its CSP report collector listens on the next port. */
export const nginxPort = Number(process.env.BUI_NGINX_PORT ?? servePort + 400);
export const collectorPort = nginxPort + 1;

/** One JSON report per line, appended by the collector, read at the end of the run. */
export const cspReportFile: string =
  process.env.BUI_CSP_REPORT_FILE ?? path.join(tmpdir(), `bui-csp-violations-${nginxPort}.jsonl`);
