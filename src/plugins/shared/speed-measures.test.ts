import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SURFACE} from '../../upgrade-surface';
import {keeps, measuresLeftOut, SPEED_MEASURES} from './speed-measures';

const root = path.resolve(__dirname, '..', '..', '..');

describe('speed measures', () => {
  it('each has a decision record, and names only internals the upgrade surface lists', () => {
    for (const [name, measure] of Object.entries(SPEED_MEASURES)) {
      expect(existsSync(path.join(root, 'decisions', measure.record)), `${name}: decisions/${measure.record}`).toBe(
        true,
      );
      for (const id of measure.internals) expect(Object.keys(SURFACE), name).toContain(id);
    }
  });

  it('BUI_BENCH_WITHOUT names measures, and an unknown name fails with the known ones', () => {
    expect(measuresLeftOut(undefined)).toEqual([]);
    expect(measuresLeftOut('')).toEqual([]);
    expect(measuresLeftOut(' docs-shell-chunk ,chunk-files-by-id,docs-shell-chunk')).toEqual([
      'docs-shell-chunk',
      'chunk-files-by-id',
    ]);
    expect(() => measuresLeftOut('docs-shell')).toThrow(
      /BUI_BENCH_WITHOUT names no speed measure docs-shell; the measures are docsearch-without-ask-ai, /,
    );
  });

  it('a plugin keeps every measure unless told to leave one out', () => {
    expect(keeps(undefined, 'chunk-files-by-id')).toBe(true);
    expect(keeps({without: ['docs-shell-chunk']}, 'chunk-files-by-id')).toBe(true);
    expect(keeps({without: ['chunk-files-by-id']}, 'chunk-files-by-id')).toBe(false);
  });
});
