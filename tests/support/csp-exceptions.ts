import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CspReport} from './csp-violations';

/**
 * The CSP violations the nginx run accepts, each matched exactly, with why it
 * cannot be avoided from the site and why it is harmless. Nothing broader.
 */
export type CspException = {
  id: string;
  reason: string;
  matches: (report: CspReport) => boolean;
};

/** The built file's text at the report's line and column (1-based), or '' if not ours. */
function sourceAt(report: CspReport, before: number, after: number): string {
  const source = report['source-file'];
  if (!source || !report['line-number'] || !report['column-number']) return '';
  const file = path.resolve('build', `.${new URL(source).pathname}`);
  if (!file.startsWith(path.resolve('build'))) return '';
  try {
    const line = readFileSync(file, 'utf8').split('\n')[report['line-number'] - 1] ?? '';
    const at = report['column-number'] - 1;
    return line.slice(Math.max(0, at - before), at + after);
  } catch {
    return '';
  }
}

export const cspExceptions: CspException[] = [
  {
    id: 'zod-eval-probe',
    reason:
      "DocSearch 4.7's modal bundles Zod 4, which on its first object schema tries `Function(\"\")` inside try/catch to learn whether it may compile validators. The CSP refuses (no 'unsafe-eval', on purpose), Zod catches it and validates without compiling. Zod's switch to skip the probe (z.config({jitless: true})) is private to DocSearch's bundle.",
    matches: (report) =>
      report['blocked-uri'] === 'eval' &&
      (report['effective-directive'] ?? report['violated-directive']) === 'script-src' &&
      sourceAt(report, 'try{return '.length, 'Function(""),!0}catch('.length) === 'try{return Function(""),!0}catch(',
  },
];
