import {cspExceptions} from '../exceptions/csp';
import {cspReportFile, describeCspReports, readCspReports} from './csp-violations';

// globalTeardown of the nginx run: any CSP violation in the whole suite fails
// it, except those tests/exceptions/csp.ts accepts (whose entries are proven
// still needed by tests/quality/csp-exceptions.spec.ts).
export default async function cspTeardown(): Promise<void> {
  // The browser posts a report as it blocks something; give the last ones a
  // moment to arrive after the final test closed its page.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const reports = readCspReports(cspReportFile);
  const excepted = new Map<string, number>();
  const violations = reports.filter((report) => {
    const exception = cspExceptions.find((candidate) => candidate.matches(report));
    if (exception) excepted.set(exception.id, (excepted.get(exception.id) ?? 0) + 1);
    return !exception;
  });
  for (const [id, count] of excepted)
    console.log(`CSP: ${count} report(s) of documented exception ${id} (tests/exceptions/csp.ts)`);
  const summary = describeCspReports(violations);
  if (summary) {
    console.error(`\n${summary}`);
    throw new Error(summary);
  }
  console.log('\nCSP (deploy/nginx.conf, enforced): 0 violations');
}
