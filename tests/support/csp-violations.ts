import {existsSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * In the Playwright project "nginx" every page carries deploy/nginx.conf's
 * Content-Security-Policy with a report-uri; scripts/nginx-serve.mjs appends
 * each report the browser sends to this file. The run starts with it empty
 * (globalSetup) and fails at the end, listing the violations by page, if any
 * test of the whole suite caused one (globalTeardown). Reports are sent by the
 * browser itself, so this needs nothing from the individual tests.
 */
export function cspReportFile(nginxPort: number): string {
  return process.env.BUI_CSP_REPORT_FILE ?? path.join(tmpdir(), `bui-csp-violations-${nginxPort}.jsonl`);
}

export type CspReport = {
  'document-uri'?: string;
  'violated-directive'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
  'column-number'?: number;
  'script-sample'?: string;
  unparsed?: string;
};

export function readCspReports(file: string): CspReport[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CspReport);
}

/** "N CSP violations" and one line per page and directive, or '' when there are none. */
export function describeCspReports(reports: CspReport[]): string {
  if (reports.length === 0) return '';
  const byPage = new Map<string, Set<string>>();
  for (const report of reports) {
    const pagePath = report['document-uri'] ? new URL(report['document-uri']).pathname : '(unknown page)';
    const what = `${report['effective-directive'] ?? report['violated-directive'] ?? '?'} blocked ${report['blocked-uri'] ?? '?'}${
      report['source-file'] ? ` (${report['source-file']}:${report['line-number'] ?? '?'})` : ''
    }${report['script-sample'] ? ` "${report['script-sample']}"` : ''}${report.unparsed ? report.unparsed : ''}`;
    byPage.set(pagePath, (byPage.get(pagePath) ?? new Set()).add(what));
  }
  const lines = [...byPage].sort().flatMap(([pagePath, whats]) => [...whats].map((what) => `  ${pagePath}: ${what}`));
  return `${reports.length} CSP violation report(s) on ${byPage.size} page(s):\n${lines.join('\n')}`;
}

export function clearCspReports(file: string): void {
  rmSync(file, {force: true});
}
