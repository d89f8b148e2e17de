import {clearCspReports, cspReportFile} from './csp-violations';
import {nginxPort} from './test-host';

// globalSetup of the nginx run: start with no reports from an earlier run.
export default function cspSetup(): void {
  clearCspReports(cspReportFile(nginxPort));
}
