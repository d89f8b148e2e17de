import {clearCspReports, cspReportFile} from './csp-violations';

// globalSetup of the nginx run: start with no reports from an earlier run.
export default function cspSetup(): void {
  clearCspReports(cspReportFile);
}
