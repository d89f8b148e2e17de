import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {filesNaming, TRIGGER} from './index';

describe('filesNaming', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bui-test-faults-'));
    await mkdir(path.join(dir, 'assets', 'js'), {recursive: true});
    await writeFile(path.join(dir, 'assets', 'js', 'main.js'), `window.${TRIGGER}==="crash"`);
    await writeFile(path.join(dir, 'assets', 'js', 'other.js'), 'window.__BUI_TEST__');
    await writeFile(path.join(dir, 'index.html'), '<p>no trigger</p>');
  });
  afterAll(() => rm(dir, {recursive: true, force: true}));

  it('lists every file of the folder, at any depth, that contains the name', async () => {
    expect(await filesNaming(dir, TRIGGER)).toEqual([path.join('assets', 'js', 'main.js')]);
  });

  it('finds nothing in a folder without it', async () => {
    expect(await filesNaming(dir, '__NOT_THERE__')).toEqual([]);
  });
});
