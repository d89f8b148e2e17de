/** The URLs of a srcset ("a.png 1x, b.png 2x"): each candidate is a URL, optionally followed by a descriptor. */
export function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * The resources a stylesheet loads through url(…), quoted or not; data: URLs
 * and SVG fragment references (#id) load nothing.
 */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/g)) {
    const value = match[1] ?? match[2] ?? match[3] ?? '';
    if (value && !value.startsWith('data:') && !value.startsWith('#')) urls.push(value);
  }
  return urls;
}
