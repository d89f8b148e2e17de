import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

/**
 * In the Playwright project "nginx" every page carries deploy/nginx.conf's
 * Content-Security-Policy with a report-uri; scripts/nginx-serve.ts appends
 * each report the browser sends to a file (tooling/ports.ts). The run
 * starts with it empty (globalSetup) and fails at the end, listing the
 * violations by page, if any test of the whole suite caused one
 * (globalTeardown). Reports are sent by the browser itself, so this needs
 * nothing from the individual tests.
 */
export {cspReportFile} from '../../tooling/ports';

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

/**
 * The text of the built file a report points at, `before` characters before
 * its line and column (1-based) and `after` from there; '' when the file is
 * not the site's own. Lets an exception name the exact code it accepts.
 */
export function sourceAt(report: CspReport, before: number, after: number, buildDir = path.resolve('build')): string {
  const source = report['source-file'];
  if (!source || !report['line-number'] || !report['column-number']) return '';
  const file = path.join(buildDir, new URL(source).pathname);
  if (!file.startsWith(`${buildDir}${path.sep}`)) return '';
  try {
    const line = readFileSync(file, 'utf8').split('\n')[report['line-number'] - 1] ?? '';
    const at = report['column-number'] - 1;
    return line.slice(Math.max(0, at - before), at + after);
  } catch {
    return '';
  }
}
