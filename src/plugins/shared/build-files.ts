import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a route's page lives in the build, and back. Shared by the build
 * plugins that read or copy built pages (broken-link-sources,
 * static-host-aliases, local-search), the HTML gate and the tests.
 */

/**
 * The files a route's page may be written to, relative to the build folder,
 * in the order Docusaurus prefers them: `<route>.html` (trailingSlash: false,
 * this site) then `<route>/index.html` (the other settings, and the copies
 * static-host-aliases writes). The home page is `index.html`.
 */
export function htmlFileCandidates(route: string): string[] {
  const relative = route.replace(/^\/+|\/+$/g, '');
  return relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
}

/** True for an existing regular file (not a folder); false for anything missing. */
export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The built page of a route: the first of its candidate files that exists, or null. */
export async function htmlFileOf(outDir: string, route: string): Promise<string | null> {
  for (const candidate of htmlFileCandidates(route)) {
    const file = path.join(outDir, candidate);
    if (await isFile(file)) return file;
  }
  return null;
}

/** The route a reader uses for a built page (a path relative to the build): a.html and a/index.html are both /a. */
export function routeOfHtmlFile(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  return `/${posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Every HTML file of a build folder (pages and their directory-index copies), as absolute paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
