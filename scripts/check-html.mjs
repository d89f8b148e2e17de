// Gate 3 (valid HTML): every page of the production build through the W3C Nu
// HTML checker (vnu.jar from npm `vnu-jar`, run on the Java that
// scripts/ensure-java.mjs provides).
//
//   npm run check:html                 check ./build
//   npm run check:html -- --dir <dir>  check another build
//
// Errors and warnings are findings; the checker's "info" notes are not (they
// are style hints such as "Trailing slash on void elements", which the HTML
// minifier emits). A finding is excused only when its exact message is listed
// for that page in tests/quality/html-exceptions.json, each entry with the
// reason; an entry that no longer matches anything is itself a finding, so
// the list cannot outlive the problem it excuses.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Findings, runCheck} from './lib/findings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const exceptionsFile = path.join(root, 'tests/quality/html-exceptions.json');

/** @typedef {{message: string, pages: string[], reason: string}} HtmlException */

function parseArgs(argv) {
  const args = {dir: path.join(root, 'build')};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dir') args.dir = path.resolve(argv[++i]);
    else throw new Error(`check-html: unknown argument ${argv[i]} (use --dir <build dir>)`);
  }
  return args;
}

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The URL a reader uses for a built file: a.html and a/index.html are both /a. */
function routeOf(dir, file) {
  const relative = path.relative(dir, file).split(path.sep).join('/');
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route === '/404' ? '/404 (not-found page)' : route;
}

function main() {
  const {dir} = parseArgs(process.argv.slice(2));
  /** @type {HtmlException[]} */
  const exceptions = JSON.parse(readFileSync(exceptionsFile, 'utf8')).exceptions;
  for (const entry of exceptions) {
    if (!entry.message || !Array.isArray(entry.pages) || entry.pages.length === 0 || !entry.reason) {
      throw new Error(
        `check-html: every exception needs an exact message, the pages it applies to and a reason: ${JSON.stringify(entry)}`,
      );
    }
  }

  // static-host-aliases writes each page twice (a.html and a/index.html) with
  // the same bytes; the checker reads each distinct document once.
  const files = htmlFiles(dir);
  if (files.length === 0) throw new Error(`check-html: no HTML files under ${dir} — build the site first`);
  const byContent = new Map();
  for (const file of files) {
    const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
    if (!byContent.has(hash)) byContent.set(hash, file);
  }
  const documents = [...byContent.values()];

  const result = spawnSync(
    'java',
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...documents],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error || result.status !== 0) {
    throw new Error(
      `check-html: the checker did not run (${result.error?.message ?? result.stderr}); run \`node scripts/ensure-java.mjs\``,
    );
  }
  /** @type {{messages: {type: string, subType?: string, url?: string, message: string, lastLine?: number, firstColumn?: number, lastColumn?: number, extract?: string}[]}} */
  const report = JSON.parse(result.stdout);

  const findings = new Findings();
  const used = new Set();
  let excused = 0;
  for (const message of report.messages) {
    const isFinding =
      message.type === 'error' || message.type === 'non-document-error' || message.subType === 'warning';
    if (!isFinding) continue;
    const file = message.url ? fileURLToPath(message.url) : '(checker)';
    const route = message.url ? routeOf(dir, file) : '(checker)';
    const exception = exceptions.find((entry) => entry.message === message.message && entry.pages.includes(route));
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
  for (const entry of exceptions) {
    if (!used.has(entry))
      findings.add(
        'tests/quality/html-exceptions.json',
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
