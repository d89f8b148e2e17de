/** What the plugin (Node) and the search client (browser) share. */

/** The name src/plugins/local-search registers its global data under. */
export const LOCAL_SEARCH_PLUGIN = 'bui-local-search';

/** The index's head, at the site's root; its parts are in indexShards.ts's PARTS_DIR beside it. */
export const INDEX_FILE = 'search-index.json';

/** The plugin's global data: present only when the site uses the local index. */
export type LocalSearchGlobalData = {indexUrl: string};
