import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {htmlFileCandidates, htmlFileOf, htmlFiles, isFile, routeOfHtmlFile} from './build-files';

describe('htmlFileCandidates', () => {
  it('puts the home page at index.html', () => {
    expect(htmlFileCandidates('/')).toEqual(['index.html']);
  });
  it('prefers <route>.html, then <route>/index.html, whatever the slashes', () => {
    expect(htmlFileCandidates('/docs/components/button')).toEqual([
      'docs/components/button.html',
      'docs/components/button/index.html',
    ]);
    expect(htmlFileCandidates('/docs/')).toEqual(['docs.html', 'docs/index.html']);
  });
});

describe('routeOfHtmlFile', () => {
  it('is the inverse of both layouts', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('docs.html')).toBe('/docs');
    expect(routeOfHtmlFile('docs/index.html')).toBe('/docs');
    expect(routeOfHtmlFile(path.join('blog', 'tags', 'hello.html'))).toBe('/blog/tags/hello');
  });
  it('leaves a file that merely ends in index.html alone', () => {
    expect(routeOfHtmlFile('docs/reindex.html')).toBe('/docs/reindex');
  });
});

describe('on a build folder', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bui-build-files-'));
    await mkdir(path.join(dir, 'docs', 'only-index'), {recursive: true});
    await mkdir(path.join(dir, 'docs', 'a-folder.html'), {recursive: true});
    await writeFile(path.join(dir, 'index.html'), '');
    await writeFile(path.join(dir, 'docs.html'), '');
    await writeFile(path.join(dir, 'docs', 'only-index', 'index.html'), '');
  });
  afterAll(() => rm(dir, {recursive: true, force: true}));

  it('isFile is true for files only', async () => {
    expect(await isFile(path.join(dir, 'docs.html'))).toBe(true);
    expect(await isFile(path.join(dir, 'docs'))).toBe(false);
    expect(await isFile(path.join(dir, 'missing.html'))).toBe(false);
  });

  it('htmlFileOf finds either layout, and nothing for a folder named like a page', async () => {
    expect(await htmlFileOf(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(await htmlFileOf(dir, '/docs')).toBe(path.join(dir, 'docs.html'));
    expect(await htmlFileOf(dir, '/docs/only-index')).toBe(path.join(dir, 'docs', 'only-index', 'index.html'));
    expect(await htmlFileOf(dir, '/docs/a-folder')).toBeNull();
    expect(await htmlFileOf(dir, '/nowhere')).toBeNull();
  });
});

describe('the HTML files of a build', () => {
  it('lists pages and their directory-index copies, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bui-html-files-'));
    await mkdir(path.join(dir, 'docs', 'a'), {recursive: true});
    await writeFile(path.join(dir, 'index.html'), '');
    await writeFile(path.join(dir, 'docs', 'a.html'), '');
    await writeFile(path.join(dir, 'docs', 'a', 'index.html'), '');
    await writeFile(path.join(dir, 'docs', 'a.css'), '');
    expect((await htmlFiles(dir)).map((file) => path.relative(dir, file)).sort()).toEqual([
      path.join('docs', 'a.html'),
      path.join('docs', 'a', 'index.html'),
      'index.html',
    ]);
    await rm(dir, {recursive: true});
  });
});
