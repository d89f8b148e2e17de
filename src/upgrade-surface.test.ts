import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {
  failure,
  installedVersion,
  INTERNALS,
  packageDir,
  packageFile,
  type Internal,
  type Probe,
} from './upgrade-surface';

/**
 * The probes of the upgrade surface that need only node_modules: one test per
 * internal, named `<plugin> (<folder>): <internal>`, which fails saying what
 * moved and in which installed version. `npm run check:upgrade` runs this file
 * against the newest Docusaurus 3.x and DocSearch 4.x.
 */

const root = path.resolve(__dirname, '..');
const siteRequire = createRequire(path.join(root, 'package.json'));

const NODE_MODULE_PROBES = new Set<Probe['kind']>(['file', 'exports', 'value', 'unchanged']);

/** Whether a module's text exports `name`: CommonJS as TypeScript compiles it, or ES module syntax. */
function textExports(text: string, name: string): boolean {
  if (name === 'default') return /\bexport default\b|\bexports\.default\s*=/.test(text);
  return [
    new RegExp(`\\bexports\\.${name}\\s*=`),
    new RegExp(`Object\\.defineProperty\\(exports, "${name}"`),
    new RegExp(`\\bexport\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b`),
    new RegExp(`\\bexport\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`),
  ].some((pattern) => pattern.test(text));
}

/** What has moved, or null when the internal is where and as the site expects it. */
export function probeNodeModules(internal: Pick<Internal, 'probe'>): string | null {
  const {probe} = internal;
  switch (probe.kind) {
    case 'file': {
      const file = packageFile(probe.package, probe.file);
      const at = `${probe.package}/${probe.file}`;
      const version = `${probe.package} ${installedVersion(probe.package)}`;
      if (!existsSync(file)) return `${at} no longer exists in ${version}`;
      const text = readFileSync(file, 'utf8');
      const missing = (probe.contains ?? []).filter((needle) =>
        typeof needle === 'string' ? !text.includes(needle) : !needle.test(text),
      );
      return missing.length === 0 ? null : `${at} in ${version} no longer has ${missing.map(String).join(', ')}`;
    }
    case 'exports': {
      let file: string;
      try {
        file = siteRequire.resolve(probe.specifier);
      } catch {
        return `${probe.specifier} no longer resolves`;
      }
      let has: (name: string) => boolean;
      try {
        const loaded = siteRequire(file) as Record<string, unknown>;
        has = (name) => name in loaded;
      } catch {
        // An ES module that imports the client's aliases cannot run here: read its exports instead.
        const text = readFileSync(file, 'utf8');
        has = (name) => textExports(text, name);
      }
      const missing = probe.names.filter((name) => !has(name));
      return missing.length === 0 ? null : `${probe.specifier} no longer exports ${missing.join(', ')}`;
    }
    case 'value': {
      let value: unknown;
      try {
        value = siteRequire(probe.package);
      } catch {
        return `${probe.package} no longer loads`;
      }
      for (const key of probe.path) value = (value as Record<string, unknown> | undefined)?.[key];
      return value === probe.equals
        ? null
        : `${probe.package} ${installedVersion(probe.package)}: ${probe.path.join('.')} is ${String(value)}, not ${probe.equals}`;
    }
    case 'unchanged': {
      const file = packageFile(probe.package, probe.file);
      const version = `${probe.package} ${installedVersion(probe.package)}`;
      if (!existsSync(file)) return `${probe.package}/${probe.file} no longer exists in ${version}`;
      const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
      return sha256 === probe.sha256
        ? null
        : `${probe.package}/${probe.file} has changed in ${version}: eject it again`;
    }
    default:
      throw new Error(`a ${probe.kind} probe needs a build or the bundler's configuration`);
  }
}

describe('the upgrade surface, in node_modules', () => {
  for (const internal of INTERNALS.filter(({probe}) => NODE_MODULE_PROBES.has(probe.kind))) {
    test(failure(internal, internal.what), () => {
      const moved = probeNodeModules(internal);
      if (moved !== null) expect.fail(failure(internal, moved));
    });
  }
});

describe('the list itself', () => {
  test('each internal is named once, with a folder that exists', () => {
    expect(new Set(INTERNALS.map(({id}) => id)).size).toBe(INTERNALS.length);
    for (const internal of INTERNALS) {
      expect(existsSync(path.join(root, internal.usedBy.folder)), failure(internal, 'no such folder')).toBe(true);
      expect(() => packageDir(internal.package), internal.id).not.toThrow();
    }
  });

  /** Strings in the site's code that name another package's private files. */
  const PRIVATE = [
    /['"](@docusaurus\/[\w-]+\/(?:lib|src|dist)\/[^'"]+)['"]/g,
    /['"](@docusaurus\/theme-common\/internal)['"]/g,
    /['"](@docsearch\/[\w-]+\/dist\/[^'"]+)['"]/g,
    /['"](@docsearch\/react\/modal)['"]/g,
    /['"](@theme-(?:original|init)\/[^'"]+)['"]/g,
    /\b(__webpack_require__\.\w+)/g,
  ];
  const named = (literal: string) =>
    INTERNALS.some(
      ({what}) => what === literal || what.startsWith(`${literal} `) || what.split(/\s+/).includes(literal),
    );

  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(dir, file));

  test("every private path, internal module and bundler global in the site's code is on the list", () => {
    // The surface itself, and its tests' made-up paths, left out.
    const files = [...sources('src'), 'docusaurus.config.ts'].filter(
      (file) => !file.startsWith('src/upgrade-surface.'),
    );
    const unlisted: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const pattern of PRIVATE) {
        for (const [, literal] of text.matchAll(pattern)) if (!named(literal)) unlisted.push(`${file}: ${literal}`);
      }
    }
    expect(unlisted, 'name each in src/upgrade-surface.ts, with the plugin that needs it').toEqual([]);
  });

  test('the scan finds an unlisted private path', () => {
    const text = "import x from '@docusaurus/core/lib/client/somewhere-new.js';";
    const found = PRIVATE.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
    expect(found).toEqual(['@docusaurus/core/lib/client/somewhere-new.js']);
    expect(named(found[0])).toBe(false);
    expect(named('@docusaurus/theme-classic/lib/nprogress.js')).toBe(true);
  });
});

describe('a moved internal fails its probe, naming the plugin', () => {
  const byId = (id: string) => INTERNALS.find((internal) => internal.id === id)!;
  const moved = (id: string, probe: Partial<Probe>) => {
    const internal = byId(id);
    const broken = {...internal, probe: {...internal.probe, ...probe} as Probe};
    const detail = probeNodeModules(broken);
    expect(detail).not.toBeNull();
    return failure(broken, detail!);
  };

  test('a file that is gone', () => {
    expect(moved('themeClassicProgressBarModule', {file: 'lib/nprogress-moved.js'})).toMatch(
      /^lean-main-bundle \(src\/plugins\/lean-main-bundle\): @docusaurus\/theme-classic\/lib\/nprogress-moved\.js no longer exists in @docusaurus\/theme-classic 3\.\d+\.\d+/,
    );
  });

  test('a file without what the plugin relies on', () => {
    expect(moved('docsearchModal', {contains: ['assistantId:', 'askAiHookOptions:']})).toMatch(
      /^docsearch-without-ask-ai \(src\/plugins\/docsearch-without-ask-ai\): @docsearch\/react\/dist\/esm\/DocSearchModal\.js in @docsearch\/react 4\.\d+\.\d+ no longer has askAiHookOptions:$/,
    );
  });

  test('a module without an export, CommonJS or ES module', () => {
    expect(moved('utilsCommonStrings', {names: ['addPrefix', 'removeAffix']})).toBe(
      'lean-main-bundle (src/plugins/lean-main-bundle): @docusaurus/utils-common/lib/stringUtils.js no longer exports removeAffix',
    );
    expect(moved('themeCommonInternalAnnouncementBar', {names: ['useAnnouncementBarGone']})).toBe(
      'theme (src/theme/AnnouncementBar): @docusaurus/theme-common/internal no longer exports useAnnouncementBarGone',
    );
    expect(moved('coreCodegenRoutes', {specifier: '@docusaurus/core/lib/server/codegen/gone'})).toBe(
      'lean-main-bundle (src/plugins/lean-main-bundle): @docusaurus/core/lib/server/codegen/gone no longer resolves',
    );
  });

  test('a bundler global of another name', () => {
    expect(moved('ensureChunk', {path: ['RuntimeGlobals', 'loadScript']})).toMatch(
      /^bui-resilience \(src\/plugins\/resilience\): @rspack\/core [\d.]+: RuntimeGlobals\.loadScript is __webpack_require__\.l, not __webpack_require__\.e$/,
    );
  });

  test('an ejected original that changed', () => {
    expect(moved('ejectedSearchBar', {sha256: '0'.repeat(64)})).toMatch(
      /^theme \(src\/theme\/SearchBar\): @docusaurus\/theme-search-algolia\/src\/theme\/SearchBar\/index\.tsx has changed in @docusaurus\/theme-search-algolia 3\.\d+\.\d+: eject it again$/,
    );
  });
});
