import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import {htmlFiles} from '../shared/build-files';

/**
 * Docusaurus writes inline <script>s into every page (colour mode before first
 * paint, the announcement bar's dismissed state, the base-URL banner). A
 * Content-Security-Policy without 'unsafe-inline' must list each one by hash,
 * and the hashes change whenever Docusaurus or the config changes them, so
 * they are computed from the built HTML after every build and written next to
 * it for the host to include (decisions/0024-nginx-as-host.md):
 *
 * - `.csp-script-hashes`: one `'sha256-…'` source per line;
 * - `.nginx-csp.conf`: the same as nginx `set` directives, plus the extra
 *   connect-src hosts search needs (Algolia's, only when it is configured).
 *
 * Both are dot files, which deploy/nginx.conf never serves.
 */
export type CspOptions = {
  /** Algolia application id when ALGOLIA_* are set; undefined for the local index. */
  algoliaAppId?: string;
  /** True when Ask AI (ALGOLIA_ASSISTANT_ID) is on. */
  askAi?: boolean;
};

// Inline scripts the browser would run: no src, and no type or a JavaScript one.
// (JSON-LD and other data blocks never run, so they need no hash.)
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source (`'sha256-…'`) of every inline script of a page that the browser would run, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .filter((_, script) => executableTypes.has(($(script).attr('type') ?? '').trim().toLowerCase()))
    .map((_, script) => {
      // What the browser hashes: the script's text as parsed (HTML parsing
      // turns CRLF into LF, which is why a regular expression over the raw
      // file is not enough), not re-serialised.
      const text = $(script).text();
      return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    })
    .get();
}

/** connect-src hosts the search client needs besides 'self'. */
export function searchConnectHosts({algoliaAppId, askAi}: CspOptions): string[] {
  if (!algoliaAppId) return [];
  const app = algoliaAppId.toLowerCase();
  return [
    `https://${app}-dsn.algolia.net`,
    `https://${app}.algolia.net`,
    'https://*.algolianet.com',
    'https://insights.algolia.io',
    ...(askAi ? ['https://askai.algolia.com'] : []),
  ];
}

/** Writes `.csp-script-hashes` and `.nginx-csp.conf` for the built pages (src/plugins/html-output calls it last). */
export async function writeCspFiles(outDir: string, options: CspOptions = {}): Promise<void> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const sorted = [...hashes].sort();
  const connect = searchConnectHosts(options);
  await writeFile(path.join(outDir, '.csp-script-hashes'), `${sorted.join('\n')}\n`);
  await writeFile(
    path.join(outDir, '.nginx-csp.conf'),
    [
      '# Written by src/plugins/csp-hashes after each build; included by deploy/nginx.conf.',
      `set $bui_csp_script_hashes "${sorted.join(' ')}";`,
      `set $bui_csp_connect_extra "${connect.join(' ')}";`,
      '',
    ].join('\n'),
  );
}
