import path from 'node:path';
import {expect, test} from 'vitest';
import {filesNaming, TRIGGER} from '../../src/plugins/test-faults';
import {root, siteCopy} from './site-copy';

/**
 * `npm test` builds with BUI_TEST_FAULTS=1, which adds a fault trigger for
 * tests/faults/crash.spec.ts. This builds a copy of the site the way it is
 * published (`npm run build`, no BUI_TEST_FAULTS) and checks no file of it
 * names the trigger; the build's own check (src/plugins/test-faults) must
 * pass too.
 */
test('a normal build holds no trace of the test-only fault trigger', async () => {
  // The test build really has it, so the check below can fail.
  expect(
    (await filesNaming(path.join(root, 'build', 'assets', 'js'), TRIGGER)).length,
    'build/ is not a test build: run `BUI_TEST_FAULTS=1 npm run build` first (npm test does)',
  ).toBeGreaterThan(0);
  const copy = siteCopy();
  try {
    const env: NodeJS.ProcessEnv = {...process.env};
    delete env.BUI_TEST_FAULTS;
    const {status, output} = copy.build('published', env);
    expect(status, output.slice(-2000)).toBe(0);
    expect(await filesNaming(path.join(copy.dir, 'published'), TRIGGER)).toEqual([]);
  } finally {
    copy.remove();
  }
});
