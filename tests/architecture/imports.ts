import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {builtinModules, createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every import must name a package the project declares: a package that is
 * only there because something else depends on it (hoisted into
 * node_modules) disappears or changes version when that something changes.
 * This finds the bare imports of the repository's code and configuration and
 * tells packages from what only looks like one: Node's built-ins and the
 * module aliases the build defines.
 */

/** What an import specifier names. */
export type ImportKind =
  | {kind: 'relative'}
  | {kind: 'builtin'}
  | {kind: 'alias'; alias: string}
  | {kind: 'package'; name: string};

/**
 * Aliases the site's build defines, by prefix, besides the `@docusaurus/*`
 * client modules (read from @docusaurus/core, see docusaurusClientModules):
 * - `@site/` the repository, `@generated/` the build's generated files;
 * - `@theme/`, `@theme-original/`, `@theme-init/` the theme components;
 * - `@docgen/<Component>` a component's generated props (src/plugins/docgen).
 * `@bui/react` and `@bui/demo` are not aliases but workspace packages (src/bui),
 * declared in package.json like any other.
 */
export const SITE_ALIASES: readonly string[] = [
  '@site/',
  '@generated/',
  '@theme/',
  '@theme-original/',
  '@theme-init/',
  '@docgen/',
];

/**
 * `@docusaurus/Link`, `@docusaurus/router` …: Docusaurus aliases each file of
 * @docusaurus/core's client exports folder by name (a blanket `@docusaurus`
 * alias would swallow real packages such as @docusaurus/theme-common).
 */
export function docusaurusClientModules(projectRoot: string): Set<string> {
  const core = path.dirname(
    createRequire(path.join(projectRoot, 'package.json')).resolve('@docusaurus/core/package.json'),
  );
  const dir = path.join(core, 'lib', 'client', 'exports');
  return new Set(
    readdirSync(dir)
      .filter((file) => /\.(js|ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => `@docusaurus/${file.replace(/\.(js|ts|tsx)$/, '')}`),
  );
}

/** The package a bare specifier loads: `@scope/name` or `name`, without a subpath. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const builtins = new Set(builtinModules);

export function classify(specifier: string, clientModules: ReadonlySet<string>): ImportKind {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return {kind: 'relative'};
  if (specifier.startsWith('node:') || builtins.has(packageName(specifier))) return {kind: 'builtin'};
  const alias = SITE_ALIASES.find((prefix) =>
    prefix.endsWith('/') ? specifier.startsWith(prefix) : specifier === prefix || specifier.startsWith(`${prefix}/`),
  );
  if (alias) return {kind: 'alias', alias};
  if (clientModules.has(specifier)) return {kind: 'alias', alias: specifier};
  return {kind: 'package', name: packageName(specifier)};
}

/**
 * The ESM of an MDX file: its top-level import and export statements, which
 * start at the beginning of a line outside code fences (an `import` inside a
 * fenced example is text for the reader, not code the page runs).
 */
export function mdxModuleCode(mdx: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  let inStatement = false;
  for (const line of mdx.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      inStatement = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) inStatement = true;
    else if (line.trim() === '') inStatement = false;
    if (inStatement) kept.push(line);
  }
  return kept.join('\n');
}

/** Every module specifier a source file loads: static and dynamic imports, re-exports, require() and type references. */
export function importSpecifiers(fileName: string, text: string): string[] {
  if (fileName.endsWith('.css')) {
    return [...text.matchAll(/@import\s+(?:url\(\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
  }
  const code = /\.mdx?$/.test(fileName) ? mdxModuleCode(text) : text;
  const info = ts.preProcessFile(code, true, true);
  return [...info.importedFiles, ...info.typeReferenceDirectives].map((reference) => reference.fileName);
}

/**
 * tsconfig.json's own references to packages: the configuration it extends
 * and the `types` it loads (each `x` is the package `x` or `@types/x`).
 */
export function tsconfigPackages(tsconfigText: string): {extends: string[]; types: string[]} {
  const {config} = ts.parseConfigFileTextToJson('tsconfig.json', tsconfigText) as {
    config: {extends?: string | string[]; compilerOptions?: {types?: string[]}};
  };
  const extended = config.extends === undefined ? [] : [config.extends].flat();
  return {
    extends: extended.filter((entry) => !entry.startsWith('.')).map(packageName),
    types: config.compilerOptions?.types ?? [],
  };
}

/** `@types/` package for a type reference: `node` → `@types/node`, `@scope/x` → `@types/scope__x`. */
export function typesPackage(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|mdx|md|css)$/;
// dist: what the workspace packages' builds write. consumer-app: an app of its own (tests/package), whose
// package.json the test writes.
const SKIPPED = new Set([
  'node_modules',
  'build',
  'dist',
  'consumer-app',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** The source files under `dir` (relative to `projectRoot`), skipping build output and dependencies. */
export function sourceFiles(projectRoot: string, dir: string): string[] {
  const start = path.join(projectRoot, dir);
  if (!existsSync(start)) return [];
  return readdirSync(start, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => SKIPPED.has(part)))
    .sort();
}

export type UndeclaredImport = {file: string; specifier: string; name: string};

/** Imports of `files` that name a package package.json declares in neither dependencies nor devDependencies. */
export function undeclaredImports(projectRoot: string, files: readonly string[]): UndeclaredImport[] {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const rootDeclared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ]);
  // A file of a workspace package (mcp/, src/bui/…) may also use what its own package.json declares.
  const declaredFor = (file: string): Set<string> => {
    for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
      const own = path.join(projectRoot, dir, 'package.json');
      if (!existsSync(own)) continue;
      const workspace = JSON.parse(readFileSync(own, 'utf8')) as typeof manifest;
      return new Set([...rootDeclared, ...Object.keys(workspace.dependencies ?? {})]);
    }
    return rootDeclared;
  };
  const clientModules = docusaurusClientModules(projectRoot);
  const found: UndeclaredImport[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(projectRoot, file), 'utf8');
    const declared = declaredFor(file);
    if (path.basename(file) === 'tsconfig.json') {
      const {extends: extended, types} = tsconfigPackages(text);
      for (const name of extended) if (!declared.has(name)) found.push({file, specifier: name, name});
      for (const type of types) {
        if (!declared.has(packageName(type)) && !declared.has(typesPackage(type)))
          found.push({file, specifier: type, name: `${packageName(type)} (or ${typesPackage(type)})`});
      }
      continue;
    }
    for (const specifier of importSpecifiers(file, text)) {
      const kind = classify(specifier, clientModules);
      if (kind.kind !== 'package' || declared.has(kind.name)) continue;
      // A module that exists only as types (`hast`, `mdast`: no package of that name) is declared by its @types package.
      const typesOnly = !existsSync(path.join(projectRoot, 'node_modules', kind.name));
      if (typesOnly && declared.has(typesPackage(kind.name))) continue;
      found.push({file, specifier, name: typesOnly ? `${kind.name} (or ${typesPackage(kind.name)})` : kind.name});
    }
  }
  return found;
}
