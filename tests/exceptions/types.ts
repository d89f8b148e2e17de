/**
 * The exception lists of the quality gates (axe, HTML, audit, CSP, serve)
 * live in this folder, one typed module per gate, in one shape: every entry
 * names exactly what it accepts and says why, in `reason`. A gate fails on
 * anything not listed, and on an entry that no longer matches anything, so a
 * list cannot outlive the problem it accepts.
 */
export interface GateException {
  /** Why the finding cannot be fixed on our side and why it does not hurt a reader. */
  readonly reason: string;
}

/** The entries of `list` that accepted nothing in this run: each is a finding of its own. */
export function staleExceptions<T extends GateException>(list: readonly T[], used: ReadonlySet<T>): T[] {
  return list.filter((entry) => !used.has(entry));
}
