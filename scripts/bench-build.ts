// Cold production build time and build size. Cold means no .docusaurus/,
// no build/ and no bundler cache, as on a fresh clone.
// Usage: npm run bench:build [-- --runs 3]
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const root = path.resolve(__dirname, '..');

function clean(): void {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(path.join(root, dir), {recursive: true, force: true});
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const times: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  clean();
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {
    cwd: root,
    stdio: 'ignore',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) {
    console.error(`Build ${run} failed (exit ${result.status}); run \`npm run build\` to see why.`);
    process.exit(1);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  times.push(seconds);
  console.log(`run ${run}: ${seconds.toFixed(1)} s`);
}

const files = walk(path.join(root, 'build'));
const sum = (list: string[]) => list.reduce((total, file) => total + statSync(file).size, 0);
const gzipped = (list: string[]) => list.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
const byExt = (ext: string) => files.filter((file) => file.endsWith(ext));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const js = byExt('.js');
const css = byExt('.css');
const html = byExt('.html');

console.log(
  `\ncold build: median ${median(times).toFixed(1)} s over ${runs} runs (min ${Math.min(...times).toFixed(1)} s, max ${Math.max(...times).toFixed(1)} s)`,
);
console.log(`build size: ${files.length} files, ${kib(sum(files))} in all`);
console.log(`  html: ${html.length} files, ${kib(sum(html))} (${kib(gzipped(html))} gzipped)`);
console.log(`  js:   ${js.length} files, ${kib(sum(js))} (${kib(gzipped(js))} gzipped)`);
console.log(`  css:  ${css.length} files, ${kib(sum(css))} (${kib(gzipped(css))} gzipped)`);
