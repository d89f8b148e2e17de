// Runs a command and prints how long it took, so CI's log gives the cold
// build time and the browser suite's time of every run.
// Usage: jiti scripts/timed.ts <label> -- <command> [args…]
import {spawnSync} from 'node:child_process';

const separator = process.argv.indexOf('--');
const label = process.argv.slice(2, separator).join(' ');
const [command, ...args] = process.argv.slice(separator + 1);
if (separator < 0 || !command) {
  console.error('usage: jiti scripts/timed.ts <label> -- <command> [args…]');
  process.exit(2);
}
const start = performance.now();
const result = spawnSync(command, args, {stdio: 'inherit', shell: false});
console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
