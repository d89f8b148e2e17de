// The check:* gates report alike, so a failing CI log reads the same whichever
// gate failed: findings listed under the page (or package) they belong to, one
// summary line, exit 1 on any finding and 2 when the check itself broke.

/** Findings grouped by where they were found: page route or package name → messages. */
export class Findings {
  readonly #byPlace = new Map<string, string[]>();

  add(place: string, message: string): void {
    const list = this.#byPlace.get(place);
    if (list) list.push(message);
    else this.#byPlace.set(place, [message]);
  }

  get count(): number {
    return [...this.#byPlace.values()].reduce((sum, list) => sum + list.length, 0);
  }

  get places(): number {
    return this.#byPlace.size;
  }

  /** Every finding under its place, places in order, as printed. */
  lines(): string[] {
    return [...this.#byPlace]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([place, list]) => ['', place, ...list.map((message) => `  ✗ ${message}`)]);
  }

  print(): void {
    for (const line of this.lines()) console.log(line);
  }
}

/** Runs a gate's main (sync or async) and exits with its code; an exception is exit 2 with its message. */
export function runCheck(main: () => number | Promise<number>): void {
  Promise.resolve()
    .then(main)
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(2);
      },
    );
}
