// Gate 3 (valid HTML): every page of the production build through the W3C Nu
// HTML checker (vnu.jar from npm `vnu-jar`, run on the Java that
// scripts/ensure-java.ts provides).
//
//   npm run check:html                 check ./build
//   npm run check:html -- --dir <dir>  check another build
//
// Errors and warnings are findings; the checker's "info" notes are not (they
// are style hints such as "Trailing slash on void elements", which the HTML
// minifier emits). A finding is excused only when its exact message is listed
// for that page in tests/exceptions/html.ts, each entry with the reason; an
// entry that no longer matches anything is itself a finding, so the list
// cannot outlive the problem it excuses.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {routeOfHtmlFile} from '../src/plugins/shared/build-files';
import {htmlExceptions, type HtmlException} from '../tests/exceptions/html';
import {staleExceptions} from '../tests/exceptions/types';
import {Findings, runCheck} from './lib/findings';

const root = path.resolve(__dirname, '..');
// vnu-jar's main module exports the path of the jar.
const vnuJar = String(createRequire(__filename)('vnu-jar'));

/** One message of the checker's JSON output (the fields read here). */
type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

function parseArgs(argv: string[]): {dir: string} {
  const args = {dir: path.join(root, 'build')};
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    if (argv[i] === '--dir' && value) {
      args.dir = path.resolve(value);
      i += 1;
    } else throw new Error(`check-html: unknown argument ${argv[i]} (use --dir <build dir>)`);
  }
  return args;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The page a finding is reported under: its route, with the not-found page named as such. */
function pageOf(dir: string, file: string): string {
  const route = routeOfHtmlFile(path.relative(dir, file));
  return route === '/404' ? '/404 (not-found page)' : route;
}

function main(): number {
  const {dir} = parseArgs(process.argv.slice(2));
  // static-host-aliases writes each page twice (a.html and a/index.html) with
  // the same bytes; the checker reads each distinct document once.
  const files = htmlFiles(dir);
  if (files.length === 0) throw new Error(`check-html: no HTML files under ${dir} — build the site first`);
  const byContent = new Map<string, string>();
  for (const file of files) {
    const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
    if (!byContent.has(hash)) byContent.set(hash, file);
  }
  const documents = [...byContent.values()];

  const result = spawnSync(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...documents],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  if (result.error || result.status !== 0) {
    throw new Error(
      `check-html: the checker did not run (${result.error?.message ?? result.stderr}); run \`npx jiti scripts/ensure-java.ts\``,
    );
  }
  const report = JSON.parse(result.stdout) as {messages: VnuMessage[]};

  const findings = new Findings();
  const used = new Set<HtmlException>();
  let excused = 0;
  for (const message of report.messages) {
    const isFinding =
      message.type === 'error' || message.type === 'non-document-error' || message.subType === 'warning';
    if (!isFinding) continue;
    const route = message.url ? pageOf(dir, fileURLToPath(message.url)) : '(checker)';
    const exception = htmlExceptions.find((entry) => entry.message === message.message && entry.pages.includes(route));
    if (exception) {
      used.add(exception);
      excused += 1;
      continue;
    }
    const kind = message.subType === 'warning' ? 'warning' : 'error';
    const where = message.lastLine ? `line ${message.lastLine}` : '';
    const extract = message.extract ? ` — …${message.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}…` : '';
    findings.add(route, `${kind} ${where}: ${message.message}${extract}`);
  }
  for (const entry of staleExceptions(htmlExceptions, used)) {
    findings.add(
      'tests/exceptions/html.ts',
      `exception no longer needed (remove it): "${entry.message}" on ${entry.pages.join(', ')}`,
    );
  }

  findings.print();
  console.log(
    `\ncheck-html: ${documents.length} distinct pages checked (${files.length} HTML files); ` +
      `${excused} finding(s) excused by ${used.size} documented exception(s).`,
  );
  if (findings.count > 0) {
    console.log(`check-html: FAILED — ${findings.count} finding(s) on ${findings.places} page(s), listed above.`);
    return 1;
  }
  console.log('check-html: every page is valid.');
  return 0;
}

runCheck(main);
