import {cspExceptions} from './csp-exceptions';
import {cspReportFile, describeCspReports, readCspReports} from './csp-violations';
import {nginxPort} from './test-host';

// globalTeardown of the nginx run: any CSP violation in the whole suite fails it.
export default async function cspTeardown(): Promise<void> {
  // The browser posts a report as it blocks something; give the last ones a
  // moment to arrive after the final test closed its page.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reports = readCspReports(cspReportFile(nginxPort));
  const excepted = new Map<string, number>();
  const violations = reports.filter((report) => {
    const exception = cspExceptions.find((candidate) => candidate.matches(report));
    if (exception) excepted.set(exception.id, (excepted.get(exception.id) ?? 0) + 1);
    return !exception;
  });
  for (const [id, count] of excepted)
    console.log(`CSP: ${count} report(s) of documented exception ${id} (tests/support/csp-exceptions.ts)`);
  const summary = describeCspReports(violations);
  if (summary) {
    console.error(`\n${summary}`);
    throw new Error(summary);
  }
  console.log('\nCSP (deploy/nginx.conf, enforced): 0 violations');
}
