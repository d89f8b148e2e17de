/**
 * The id of a prop's row header in a props table, so that a link (a search
 * hit on the prop) can point at its row. A page shows each component's table
 * once, so the component's name keeps it unique on the page. Shared with the
 * search index's Markdown extraction (src/plugins/local-search), which gives
 * the same anchor without the HTML.
 */
export function propRowId(component: string, prop: string): string {
  return `prop-${component}-${prop}`;
}
