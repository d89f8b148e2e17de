import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A fault trigger for the browser tests, present only in test builds.
 *
 * With BUI_TEST_FAULTS=1 (set by `npm test`), this plugin adds a theme path
 * whose DocItem/Content wraps the real one with a component that throws while
 * `window.__BUI_TEST_FAULT__ === 'crash'`. Nothing else can set that, so the
 * tests (tests/faults/crash.spec.ts) set it, navigate, and see Docusaurus'
 * "This page crashed." screen; they clear it and "Try again" recovers.
 *
 * Without the variable the plugin adds nothing, and after the build it checks
 * that no file of the output names the trigger, failing the build if one does.
 */
export const TRIGGER = '__BUI_TEST_FAULT__';
export const testFaultsEnabled = process.env.BUI_TEST_FAULTS === '1';

export async function filesNaming(dir: string, needle: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const hits: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(needle)) hits.push(path.relative(dir, file));
  }
  return hits;
}

export default function testFaults(): Plugin {
  if (testFaultsEnabled) {
    return {
      name: 'bui-test-faults',
      getThemePath() {
        return path.join(__dirname, 'theme');
      },
    };
  }
  return {
    name: 'bui-test-faults',
    async postBuild({outDir}) {
      const hits = await filesNaming(outDir, TRIGGER);
      if (hits.length > 0) {
        throw new Error(
          `The test-only fault trigger ${TRIGGER} is in a build made without BUI_TEST_FAULTS=1: ${hits.join(', ')}`,
        );
      }
    },
  };
}
