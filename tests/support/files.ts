import {writeFileSync} from 'node:fs';
import type {TestInfo} from '@playwright/test';

/**
 * A file of `bytes` bytes in the test's output folder, for setInputFiles: a path goes straight to the browser, while
 * a buffer travels through the protocol, which took 20 s of a CI run for 14 MB.
 */
export function fileOnDisk(testInfo: TestInfo, name: string, bytes: number): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, Buffer.alloc(bytes, 1));
  return file;
}
