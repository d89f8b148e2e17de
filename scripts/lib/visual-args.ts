/**
 * Playwright's arguments for `npm run test:visual` (scripts/test-visual.ts): the specs in tests/visual only, with
 * `--update` standing for Playwright's `--update-snapshots=changed` (rewrite the baselines that no longer match, and
 * write missing ones; those that match keep their bytes). Every other argument goes through as it is.
 */
export function visualArgs(argv: readonly string[]): string[] {
  return [
    'playwright',
    'test',
    '--project=nginx',
    'tests/visual/',
    ...argv.map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg)),
  ];
}
