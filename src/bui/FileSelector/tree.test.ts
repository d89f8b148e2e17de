import {describe, expect, it} from 'vitest';
import {stringsFor} from '../internal/testing/i18n';
import {childrenOf, folderPath, isInside, locationOf, searchFiles, typeName, type LibraryNode} from './tree';

const en = stringsFor('en-US').format;

const items: LibraryNode[] = [
  {id: 'hr', name: 'HR', kind: 'folder', parentId: null},
  {id: 'contracts', name: 'Contracts', kind: 'folder', parentId: 'hr'},
  {
    id: 'c1',
    name: 'Contract 2026.pdf',
    kind: 'file',
    parentId: 'contracts',
    mimeType: 'application/pdf',
    tags: ['signed'],
  },
  {id: 'a', name: 'Away.pdf', kind: 'file', parentId: 'hr', mimeType: 'application/pdf'},
  {id: 'top', name: 'Top.docx', kind: 'file', parentId: null},
];

describe('tree helpers', () => {
  it('walks the path to a folder, stopping at the root', () => {
    expect(folderPath(items, 'contracts', null).map((f) => f.id)).toEqual(['hr', 'contracts']);
    expect(folderPath(items, 'contracts', 'contracts').map((f) => f.id)).toEqual(['contracts']);
    expect(folderPath(items, null, null)).toEqual([]);
    expect(locationOf(items, items[2])).toBe('HR / Contracts');
  });

  it('lists folders before files, by name', () => {
    expect(childrenOf(items, 'hr').map((f) => f.id)).toEqual(['contracts', 'a']);
    expect(childrenOf(items, null).map((f) => f.id)).toEqual(['hr', 'top']);
  });

  it('searches names and tags from 2 characters, inside the root', () => {
    expect(searchFiles(items, 'c', null)).toEqual([]);
    expect(searchFiles(items, 'signed', null).map((f) => f.id)).toEqual(['c1']);
    expect(searchFiles(items, '.pdf', null).map((f) => f.id)).toEqual(['c1', 'a']);
    expect(searchFiles(items, '.pdf', 'contracts').map((f) => f.id)).toEqual(['c1']);
    expect(isInside(items, 'contracts', 'hr')).toBe(true);
    expect(isInside(items, 'hr', 'contracts')).toBe(false);
  });

  it('names types for screen readers', () => {
    expect(typeName(items[0], en)).toBe('folder');
    expect(typeName(items[2], en)).toBe('PDF');
    expect(typeName(items[4], en)).toBe('file');
    const de = stringsFor('de-DE').format;
    expect(typeName(items[0], de)).toBe('Ordner');
    expect(typeName({...items[4], mimeType: 'image/png'}, de)).toBe('PNG-Bild');
  });
});
