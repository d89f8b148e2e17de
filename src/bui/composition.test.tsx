// @vitest-environment jsdom
/// <reference types="vite/client" />
import {readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {describeComposition, stubCssEscape, type CompositionCase} from './internal/testing/composition';

/**
 * Every component forwards its ref to its main element and passes `aria-*`,
 * `data-*` and `UNSAFE_className` through (src/bui/README.md, "Refs and
 * attributes"). Each component's cases sit beside it, in
 * `<Name>/composition.cases.tsx`; they run here, in one file, because each
 * test file in jsdom loads the whole library again.
 */

stubCssEscape();

const modules = import.meta.glob<{cases: CompositionCase[]}>('./*/composition.cases.tsx', {eager: true});

for (const [file, {cases}] of Object.entries(modules)) {
  describe(path.dirname(file).slice(2), () => describeComposition(cases));
}

/** Folders that hold no component: shared code, the demo data, the tokens, and a provider with no element. */
const NOT_COMPONENTS = new Set(['internal', 'demo', 'tokens', 'dist', 'BuiRouterProvider']);

it('every component folder has composition cases', () => {
  const folders = readdirSync(__dirname, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
    .filter((entry) => existsSync(path.join(__dirname, entry.name, 'index.ts')))
    .map((entry) => entry.name);
  const covered = new Set(Object.keys(modules).map((file) => path.dirname(file).slice(2)));
  expect(folders.filter((folder) => !covered.has(folder))).toEqual([]);
  expect(folders.length).toBeGreaterThan(40);
});
