/**
 * Puts `markup` at the end of a built page's head, where html-output's steps add what must run or load before the
 * body: an inline script, a link. `missingHead` is the error a page without `</head>` fails the build with; it names
 * the step, since only a broken page has none.
 */
export function addToHead(html: string, markup: string, missingHead: string): string {
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error(missingHead);
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}
