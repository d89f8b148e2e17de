/**
 * Where a route's Markdown is served: the route plus `.md`, the home page as `/index.md`. Apart from ./index.ts, which
 * needs Node, because the "Copy page" button (src/components/CopyPageButton) asks the same question in the browser.
 */
export function markdownPathOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}
