// The check:* gates report alike, so a failing CI log reads the same whichever
// gate failed: findings listed under the page (or package) they belong to, one
// summary line, exit 1 on any finding and 2 when the check itself broke.

/** Findings grouped by where they were found: page route or package name → messages. */
export class Findings {
  #byPlace = new Map();

  add(place, message) {
    if (!this.#byPlace.has(place)) this.#byPlace.set(place, []);
    this.#byPlace.get(place).push(message);
  }

  get count() {
    return [...this.#byPlace.values()].reduce((sum, list) => sum + list.length, 0);
  }

  get places() {
    return this.#byPlace.size;
  }

  /** Prints every finding under its place, places in order. */
  print() {
    for (const [place, list] of [...this.#byPlace].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`\n${place}`);
      for (const message of list) console.log(`  ✗ ${message}`);
    }
  }
}

/** Runs a gate's main (sync or async) and exits with its code; an exception is exit 2 with its message. */
export function runCheck(main) {
  Promise.resolve()
    .then(main)
    .then(
      (code) => process.exit(code),
      (error) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(2);
      },
    );
}
