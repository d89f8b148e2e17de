import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {ISLAND_CHUNK_PREFIX} from '../../src/plugins/bui-library';
import {mdxModuleCode} from '../architecture/imports';

/**
 * The design-system code a page may load: the src/bui parts (`Button`,
 * `Icon`, `internal`, `tokens`, `demo`…) reachable from what its MDX file
 * imports, following only imports that produce code. `@bui/react` is followed
 * by the names imported from it, as the bundler's tree shaking does, so an
 * example of Button reaches Button and what Button uses, not the whole barrel.
 * `tests/quality/page-code-loaded.ts` (run by `tests/site/own-page.ts` on each route's desktop load in `tests/quality/a11y.spec.ts`) compares it with what the page downloads.
 */

/**
 * Prism's grammars are the only code on the site with `greedy:` keys, so a
 * script holding them is a script holding Prism, which no page loads but the
 * one whose block the build cannot see (tests/quality/code-highlighting.spec.ts).
 */
export const PRISM_GRAMMAR = 'greedy:';
export const COMPUTED_CODE_ROUTE = '/docs/test-doc';

interface ImportEdge {
  specifier: string;
  /** named bindings taken from the module; null for a namespace, a side effect or `export *` */
  names: string[] | null;
}

/** The imports and re-exports of a TypeScript or MDX module that exist at runtime. */
export function runtimeImports(fileName: string, text: string): ImportEdge[] {
  const code = fileName.endsWith('.mdx') || fileName.endsWith('.md') ? mdxModuleCode(text) : text;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      let names: string[] | null = null;
      if (bindings && ts.isNamedImports(bindings)) {
        names = bindings.elements
          .filter((element) => !element.isTypeOnly)
          .map((element) => (element.propertyName ?? element.name).text);
        if (names.length === 0 && !clause.name) continue;
      }
      edges.push({specifier: statement.moduleSpecifier.text, names});
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      let names: string[] | null = null;
      if (clause && ts.isNamedExports(clause)) {
        names = clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text);
        if (names.length === 0) continue;
      }
      edges.push({specifier: statement.moduleSpecifier.text, names});
    }
  }
  // An island's code loads on demand, in a chunk named for it, once the reader reaches the island: what the page
  // shows (the icon gallery, src/components/IconGallery/galleryModule.ts). Other dynamic imports load on a reader's
  // request (the playground's Edit, the search modal) and are not followed.
  for (const match of code.matchAll(ISLAND_IMPORT)) edges.push({specifier: match[1], names: null});
  return edges;
}

const ISLAND_IMPORT = new RegExp(
  `import\\(\\s*/\\*\\s*webpackChunkName:\\s*"${ISLAND_CHUNK_PREFIX}[^"]*"\\s*\\*/\\s*'([^']+)'\\s*\\)`,
  'g',
);

/** `export {A, B as C} from './Folder'` lines of the barrel: each exported name → the module it comes from. */
export function barrelExports(barrelFile: string, text: string): Map<string, string> {
  const exports = new Map<string, string>();
  const source = ts.createSourceFile(barrelFile, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) continue;
    for (const element of clause.elements) {
      if (!element.isTypeOnly) exports.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  return exports;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | null {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && /\.(tsx?|mdx?|css)$/.test(candidate)) return candidate;
  }
  return null;
}

/** The src/bui parts reachable at runtime from `entry` (an MDX page or any module of the site). */
export function reachableBuiParts(siteDir: string, entry: string): string[] {
  const buiDir = path.join(siteDir, 'src', 'bui');
  const barrelFile = path.join(buiDir, 'index.ts');
  const barrel = barrelExports(barrelFile, readFileSync(barrelFile, 'utf8'));
  const seen = new Set<string>();
  const parts = new Set<string>();
  const queue = [entry];
  const visit = (file: string | null) => {
    if (file && !seen.has(file)) queue.push(file);
  };
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const relative = path.relative(buiDir, file).split(path.sep);
    if (relative.length > 1 && relative[0] !== '..' && relative[0]) parts.add(relative[0]);
    // The build puts a component's examples in one chunk (exampleChunkName in
    // src/plugins/bui-library/loaders/example-source-loader.cjs), so a page that
    // shows one of them loads what its siblings use too.
    if (relative.length === 3 && relative[1] === 'examples') {
      const folder = path.dirname(file);
      for (const sibling of readdirSync(folder).filter((name) => /\.tsx$/.test(name) && !/\.test\./.test(name))) {
        visit(path.join(folder, sibling));
      }
    }
    // A CSS module is code too (its class-name map) but imports nothing.
    if (file.endsWith('.css')) continue;
    for (const {specifier, names} of runtimeImports(file, readFileSync(file, 'utf8'))) {
      if (specifier === '@bui/react') {
        // The barrel by name; a namespace import takes everything.
        const wanted = names ?? [...barrel.keys()];
        for (const name of wanted) {
          const from = barrel.get(name);
          if (from) visit(resolveFile(path.resolve(buiDir, from)));
        }
      } else if (specifier === '@bui/demo') {
        visit(resolveFile(path.join(buiDir, 'demo', 'index')));
      } else if (specifier.startsWith('@site/')) {
        visit(resolveFile(path.join(siteDir, specifier.slice('@site/'.length))));
      } else if (specifier.startsWith('.')) {
        visit(resolveFile(path.resolve(path.dirname(file), specifier)));
      }
    }
  }
  return [...parts].sort();
}
