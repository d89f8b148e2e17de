import {copyFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {htmlFileCandidates, isFile} from '../shared/build-files';

/**
 * With `trailingSlash: false` Docusaurus writes every route as `<route>.html`,
 * which `docusaurus serve`, nginx, Netlify and GitHub Pages serve at `<route>`
 * and `<route>.html`. Hosts that only know directory indexes (python's
 * http.server, a bare S3 bucket) would 404 on `<route>/`, so we also write
 * `<route>/index.html`. The canonical link in both copies names `<route>`, and
 * a client module puts `<route>` in the address bar before the router starts.
 * The copies are written by src/plugins/html-output, once the pages are final.
 */
export default function staticHostAliases(): Plugin {
  return {
    name: 'bui-static-host-aliases',
    getClientModules() {
      return [path.join(__dirname, 'client', 'canonical-address.ts')];
    },
  };
}

/** Copies every `<route>.html` to `<route>/index.html`. */
export async function writeStaticHostAliases(outDir: string, routesPaths: readonly string[]): Promise<void> {
  const routes = routesPaths.filter((route) => route !== '/' && route !== '/404');
  await Promise.all(
    routes.map(async (route) => {
      const [flat, directoryIndex] = htmlFileCandidates(route).map((file) => path.join(outDir, file));
      if (!flat || !directoryIndex || !(await isFile(flat))) return;
      await mkdir(path.dirname(directoryIndex), {recursive: true});
      await copyFile(flat, directoryIndex);
    }),
  );
}
