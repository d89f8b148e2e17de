/** Pure helpers over the flat list of folders and files a FileSelector browses. */

import type {BuiStrings, KeysOf, PlainKeysOf} from '../internal/i18n';
import type {fileSelectorStrings} from './FileSelector.strings';

export interface LibraryNode {
  id: string;
  name: string;
  kind: 'folder' | 'file';
  parentId: string | null;
  mimeType?: string;
  tags?: string[];
  unavailable?: string;
}

/** The folders from the top (or from `root`) down to `folderId`, inclusive. */
export function folderPath(items: readonly LibraryNode[], folderId: string | null, root: string | null): LibraryNode[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const path: LibraryNode[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current) {
    path.unshift(current);
    if (current.id === root) break;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** "HR / Contracts": where a file lives, for search results and the attached list. */
export function locationOf(items: readonly LibraryNode[], node: LibraryNode): string {
  return folderPath(items, node.parentId, null)
    .map((folder) => folder.name)
    .join(' / ');
}

/** The children of a folder: folders first, then files, each by name. */
export function childrenOf(items: readonly LibraryNode[], folderId: string | null): LibraryNode[] {
  return items
    .filter((item) => item.parentId === folderId)
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1));
}

/** Whether `id` is `ancestor` or lies below it. */
export function isInside(items: readonly LibraryNode[], id: string | null, ancestor: string | null): boolean {
  if (ancestor === null) return true;
  return folderPath(items, id, null).some((folder) => folder.id === ancestor);
}

/**
 * Files whose name or tags contain every word of the query, inside `root`.
 * Queries under 2 characters search nothing.
 */
export function searchFiles(items: readonly LibraryNode[], query: string, root: string | null): LibraryNode[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (query.trim().length < 2) return [];
  return items.filter((item) => {
    if (item.kind !== 'file' || !isInside(items, item.parentId, root)) return false;
    const text = [item.name, ...(item.tags ?? [])].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const typeNames: Record<string, PlainKeysOf<typeof fileSelectorStrings>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'fileTypeWord',
  'application/msword': 'fileTypeWord',
  'image/jpeg': 'fileTypeJpg',
  'image/png': 'fileTypePng',
};

/** The spoken type of a row in the reader's language: "PDF", "Word document", "folder" in en-US. */
export function typeName(node: LibraryNode, format: BuiStrings<KeysOf<typeof fileSelectorStrings>>['format']): string {
  if (node.kind === 'folder') return format('fileTypeFolder');
  // "PDF" is the format's name in every language.
  if (node.mimeType === 'application/pdf') return 'PDF';
  const key = node.mimeType ? typeNames[node.mimeType] : undefined;
  return format(key ?? 'fileTypeFile');
}
