/**
 * Pure rules shared by the upload controls (InputFile, FileUploadMobile):
 * type and size checks, readable sizes and messages.
 */

import type {BuiStrings, KeysOf} from '../i18n';
import {formatList} from '../i18n/formatList';
import type {uploadsStrings} from './uploads.strings';

/** 10 MB, the default per-file limit of every BUI upload control. */
export const DEFAULT_MAX_SIZE = 10 * 1024 * 1024;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file matches one of `accept`'s entries: an extension (`.docx`),
 * a MIME type (`application/pdf`) or a wildcard (`image/*`). An empty or
 * missing list accepts everything.
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return extension === rule;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Names of formats, the same in every language; wildcards take a word of the reader's language instead. */
const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  '.pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  '.doc': 'Word',
  '.docx': 'Word',
  'image/jpeg': 'JPG',
  '.jpg': 'JPG',
  '.jpeg': 'JPG',
  'image/png': 'PNG',
  '.png': 'PNG',
  'text/csv': 'CSV',
  '.csv': 'CSV',
};

/** `accept` in words, for messages: `['application/pdf', '.doc', '.docx']` → "PDF or Word" in en-US. */
export function describeAccept(
  accept: readonly string[],
  {format, locale}: BuiStrings<KeysOf<typeof uploadsStrings>>,
): string {
  const names: string[] = [];
  for (const entry of accept) {
    const rule = entry.trim().toLowerCase();
    const name =
      rule === 'image/*'
        ? format('uploadTypeImage')
        : (typeNames[rule] ?? (rule.startsWith('.') ? rule.slice(1).toUpperCase() : rule));
    if (!names.includes(name)) names.push(name);
  }
  return formatList(locale, names, 'or');
}

function unit(locale: string, name: 'byte' | 'kilobyte' | 'megabyte', value: number): string {
  // Bytes are spelled out ("820 bytes"); kB and MB are the symbols people know.
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: name === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A readable size in the reader's locale: "820 bytes", "240 kB", "1.2 MB", "14 MB" in en-US; "1,2 MB" in de-DE. */
export function formatSize(bytes: number, locale: string): string {
  if (bytes < 1024) return unit(locale, 'byte', bytes);
  const kb = bytes / 1024;
  if (kb < 1024) return unit(locale, 'kilobyte', Math.round(kb));
  const mb = kb / 1024;
  return unit(locale, 'megabyte', mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb));
}

/**
 * Why a file is refused before upload, or `null` when it may go: the
 * message names the file and the fix ("holiday.heic isn't accepted. Upload
 * a PDF or JPG", "scan.pdf is 14 MB. Choose one under 10 MB" in en-US).
 */
export function rejection(
  file: FileLike,
  accept: readonly string[] | undefined,
  maxSize: number,
  strings: BuiStrings<KeysOf<typeof uploadsStrings>>,
): string | null {
  const {format, locale} = strings;
  if (!matchesAccept(file, accept)) {
    return format('uploadNotAccepted', {file: file.name, types: describeAccept(accept ?? [], strings)});
  }
  if (file.size > maxSize) {
    return format('uploadTooLarge', {
      file: file.name,
      size: formatSize(file.size, locale),
      limit: formatSize(maxSize, locale),
    });
  }
  return null;
}

/** The name split so the stem can truncate while the extension stays visible. */
export function splitName(name: string): {stem: string; extension: string} {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return {stem: name, extension: ''};
  return {stem: name.slice(0, dot), extension: name.slice(dot)};
}

/** Progress announcements go out at 25 % steps: the last step reached, or null. */
export function progressStep(percent: number): number | null {
  const step = Math.floor(percent / 25) * 25;
  return step >= 25 && step < 100 ? step : null;
}
