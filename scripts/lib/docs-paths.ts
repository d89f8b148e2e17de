import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The repository paths the project's documents name, so a test can fail when
 * one of them no longer exists (docs-paths.test.ts). Documents name paths in
 * two ways:
 *
 * - in backticks, always from the repository root: `src/plugins/docgen`,
 *   `docs/components/<slug>.mdx` (a `<placeholder>` stands for one path
 *   segment), `*` and `**` globs, `src/components/{Example,Playground}/`;
 * - as Markdown links, relative to the document: `[decisions](decisions/README.md#index)`.
 *
 * Fenced code blocks are left out: they hold commands and code, not claims
 * about where things are.
 */

/** The top-level folders a backticked path may start with. */
const ROOTS = ['src', 'scripts', 'tests', 'docs', 'blog', 'deploy', 'decisions', 'static', '.ci', 'bench-results'];
/** Files at the repository root a document may name in backticks. */
const ROOT_FILES = new Set([
  'README.md',
  'CONTRIBUTING.md',
  'ARCHITECTURE.md',
  'package.json',
  'package-lock.json',
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'playwright.config.ts',
  'vitest.config.mts',
  'eslint.config.mjs',
  '.prettierrc',
  '.prettierignore',
  '.gitignore',
]);

/**
 * Benchmarks write their results under bench-results/, which is not committed
 * (.gitignore): a path there names what a benchmark writes, so it need not
 * exist in a fresh clone.
 */
export const WRITTEN_BY_BENCHMARKS = 'bench-results/';

export interface NamedPath {
  /** The document, from the repository root. */
  doc: string;
  line: number;
  /** The path from the repository root, with `/` separators; no anchor. */
  path: string;
  /** A `#fragment` of a link, decoded, without the `#`. */
  anchor?: string;
}

/** The document's lines with every fenced code block blanked (line numbers kept). */
function withoutFences(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    return line;
  });
}

/** A backticked span as a repository path, or null when it is not one (a command, a name, a value). */
export function asRepoPath(span: string): string | null {
  const text = span
    .trim()
    .replace(/^@site\//, '')
    // `file.ts:52` names a line of the file.
    .replace(/:\d+(?:-\d+)?$/, '');
  if (text === '' || /\s/.test(text)) return null;
  if (ROOT_FILES.has(text)) return text;
  const first = text.split('/')[0];
  if (!ROOTS.includes(first) || !text.includes('/')) return null;
  return text.replace(/\/+$/, '');
}

/** Every path a Markdown document names, in backticks or as a link. */
export function namedPaths(doc: string, text: string): NamedPath[] {
  const found: NamedPath[] = [];
  const docDir = path.posix.dirname(doc);
  withoutFences(text).forEach((line, index) => {
    // A link written in backticks is an example of Markdown, not a link.
    const outsideCode = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    for (const match of outsideCode.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file, fragment] = target.split('#', 2);
      const resolved = file === '' ? doc : path.posix.normalize(path.posix.join(docDir, decodeURI(file)));
      found.push({
        doc,
        line: index + 1,
        path: resolved.replace(/\/+$/, ''),
        ...(fragment !== undefined ? {anchor: decodeURIComponent(fragment)} : {}),
      });
    }
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const repoPath = asRepoPath(match[1]);
      if (repoPath) found.push({doc, line: index + 1, path: repoPath});
    }
  });
  return found;
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings; a repeated heading gets `-1`, `-2`… as on GitHub. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** A path with `<placeholder>`, `*`, `**` or `{a,b}` as a regular expression over repository paths. */
export function patternOf(repoPath: string): RegExp | null {
  if (!/[<*{]/.test(repoPath)) return null;
  let source = '';
  for (let i = 0; i < repoPath.length; i++) {
    const char = repoPath[i];
    if (char === '<') {
      const end = repoPath.indexOf('>', i);
      if (end < 0) return null;
      source += '[^/]+';
      i = end;
    } else if (char === '*' && repoPath[i + 1] === '*') {
      source += '.*';
      i += repoPath[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '{') {
      const end = repoPath.indexOf('}', i);
      if (end < 0) return null;
      source += `(?:${repoPath
        .slice(i + 1, end)
        .split(',')
        .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else {
      source += char.replace(/[.+?^$()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** Folders that are installed, generated or written by runs, never named as the project's own. */
const NOT_THE_PROJECTS = new Set([
  'node_modules',
  '.git',
  'build',
  'build-algolia',
  '.docusaurus',
  '.docusaurus-algolia',
  '.docusaurus-start',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** Every file and folder of the repository, from its root, with `/` separators. */
export function repositoryPaths(root: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      if (dir === '' && NOT_THE_PROJECTS.has(entry.name)) continue;
      if (entry.name === 'node_modules') continue;
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      paths.add(relative);
      if (entry.isDirectory()) walk(relative);
    }
  };
  walk('');
  return paths;
}

/**
 * One line per path that names nothing in the repository, or per link whose
 * `#anchor` is no heading of the Markdown file it points to:
 * `ARCHITECTURE.md:12: src/plugins/gone does not exist`.
 */
export function missingPaths(
  named: readonly NamedPath[],
  existing: ReadonlySet<string>,
  readMarkdown: (file: string) => string,
): string[] {
  const problems: string[] = [];
  const all = [...existing];
  for (const {doc, line, path: repoPath, anchor} of named) {
    const where = `${doc}:${line}`;
    if (repoPath.startsWith('..')) {
      problems.push(`${where}: ${repoPath} is outside the repository`);
      continue;
    }
    if (repoPath === WRITTEN_BY_BENCHMARKS.slice(0, -1) || repoPath.startsWith(WRITTEN_BY_BENCHMARKS)) continue;
    const pattern = patternOf(repoPath);
    const exists = pattern ? all.some((candidate) => pattern.test(candidate)) : existing.has(repoPath);
    if (!exists) {
      problems.push(`${where}: ${repoPath} ${pattern ? 'matches nothing' : 'does not exist'}`);
      continue;
    }
    if (anchor !== undefined && repoPath.endsWith('.md') && !headingAnchors(readMarkdown(repoPath)).has(anchor)) {
      problems.push(`${where}: ${repoPath} has no heading #${anchor}`);
    }
  }
  return problems;
}

/** A document and one of its headings, as code comments cite them: `README "URLs"`, `src/bui/README.md "Styling rules"`. */
export interface CitedHeading {
  file: string;
  line: number;
  doc: string;
  heading: string;
}

// The heading may follow on the comment's next line (` * "Performance"`, `// "URLs"`, `# "URLs"`).
const CITATION = /((?:[\w.-]+\/)*(?:README|ARCHITECTURE|CONTRIBUTING))(?:\.md)?(?:\s|\*|\/\/|#)+"([^"\n]+)"/g;
const DECISION_RECORD = /\bdecisions\/\d{4}-[\w-]+\.md\b/g;

/** Every `<document> "<heading>"` citation in a source file. */
export function citedHeadings(file: string, text: string): CitedHeading[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    doc: `${match[1]}.md`,
    heading: match[2],
  }));
}

/** Every decision record a source file names. */
export function citedRecords(file: string, text: string): NamedPath[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(DECISION_RECORD)].map((match) => ({doc: file, line: index + 1, path: match[0]})),
    );
}

/** One line per citation of a document that does not exist or has no such heading. */
export function staleCitations(
  cited: readonly CitedHeading[],
  existing: ReadonlySet<string>,
  readMarkdown: (file: string) => string,
): string[] {
  return cited.flatMap(({file, line, doc, heading}) => {
    if (!existing.has(doc)) return [`${file}:${line}: cites ${doc}, which does not exist`];
    return headingAnchors(readMarkdown(doc)).has(headingSlug(heading))
      ? []
      : [`${file}:${line}: cites ${doc} "${heading}", which has no such heading`];
  });
}
