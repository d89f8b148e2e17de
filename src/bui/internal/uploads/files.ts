/**
 * Pure rules shared by the upload controls (InputFile, FileUploadMobile):
 * type and size checks, readable sizes and messages.
 */

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

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  '.pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  '.doc': 'Word',
  '.docx': 'Word',
  'image/*': 'image',
  'image/jpeg': 'JPG',
  '.jpg': 'JPG',
  '.jpeg': 'JPG',
  'image/png': 'PNG',
  '.png': 'PNG',
  'text/csv': 'CSV',
  '.csv': 'CSV',
};

/** `accept` in words, for messages: `['application/pdf', '.doc', '.docx']` → "PDF or Word". */
export function describeAccept(accept: readonly string[]): string {
  const names: string[] = [];
  for (const entry of accept) {
    const rule = entry.trim().toLowerCase();
    const name = typeNames[rule] ?? (rule.startsWith('.') ? rule.slice(1).toUpperCase() : rule);
    if (!names.includes(name)) names.push(name);
  }
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** A readable size: "820 bytes", "240 KB", "1.2 MB", "14 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
}

/**
 * Why a file is refused before upload, or `null` when it may go: the
 * message names the file and the fix ("holiday.heic isn't accepted. Upload
 * a PDF or JPG", "scan.pdf is 14 MB. Choose one under 10 MB").
 */
export function rejection(file: FileLike, accept: readonly string[] | undefined, maxSize: number): string | null {
  if (!matchesAccept(file, accept)) {
    return `${file.name} isn't accepted. Upload ${article(describeAccept(accept ?? []))}`;
  }
  if (file.size > maxSize) return `${file.name} is ${formatSize(file.size)}. Choose one under ${formatSize(maxSize)}`;
  return null;
}

function article(types: string): string {
  return /^(image)/.test(types) ? `an ${types}` : `a ${types}`;
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
