/**
 * Which route entries of `.docusaurus/routes.js` render a given page, read
 * without running the module: each entry is `{path, component:
 * ComponentCreator('<path>', '<hash>'), exact?, routes?: […]}`, and its
 * chunks are listed in `.docusaurus/routesChunkNames.json` under
 * `<path>-<hash>`.
 */
export interface RouteEntry {
  path: string;
  /** The key of routesChunkNames.json. */
  key: string;
  exact: boolean;
  routes: RouteEntry[];
}

/** Parses the generated routes.js into its route tree. Throws when the file has another shape. */
export function parseRoutes(source: string): RouteEntry[] {
  const start = source.indexOf('export default [');
  if (start < 0) throw new Error('routes.js: no `export default [`');
  const body = source
    .slice(start + 'export default '.length)
    .replace(/;\s*$/, '')
    // ComponentCreator('/docs', 'dc7') → the chunk-names key "/docs-dc7".
    // ComponentCreator('*') (the not-found route) has no hash and no chunks of its own.
    .replace(
      /ComponentCreator\(\s*'((?:[^'\\]|\\.)*)'\s*(?:,\s*'(\w+)'\s*)?\)/g,
      (_, routePath: string, hash: string | undefined) =>
        JSON.stringify(hash ? `${routePath.replace(/\\'/g, "'")}-${hash}` : routePath),
    )
    // The rest is object literals with unquoted keys and single-quoted strings.
    .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_, text: string) => JSON.stringify(text.replace(/\\'/g, "'")))
    .replace(/,(\s*[}\]])/g, '$1');
  type Raw = {path: string; component: string; exact?: boolean; routes?: Raw[]};
  const toEntry = (raw: Raw): RouteEntry => ({
    path: raw.path,
    key: raw.component,
    exact: Boolean(raw.exact),
    routes: (raw.routes ?? []).map(toEntry),
  });
  return (JSON.parse(body) as Raw[]).map(toEntry);
}

function matches(entry: RouteEntry, pathname: string): boolean {
  if (entry.exact) return entry.path === pathname;
  return entry.path === '/' || pathname === entry.path || pathname.startsWith(`${entry.path.replace(/\/$/, '')}/`);
}

/**
 * The chain of entries that renders `pathname`, outermost first, as React
 * Router's matchRoutes picks it: at each level the first entry that matches,
 * and a layout entry only when one of its children matches too.
 */
export function matchRouteChain(routes: readonly RouteEntry[], pathname: string): RouteEntry[] {
  for (const entry of routes) {
    if (!matches(entry, pathname)) continue;
    if (entry.routes.length === 0) return [entry];
    const inner = matchRouteChain(entry.routes, pathname);
    if (inner.length > 0) return [entry, ...inner];
  }
  return [];
}

/** Every chunk name in one routesChunkNames.json value, however deeply nested. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(chunkNamesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}
