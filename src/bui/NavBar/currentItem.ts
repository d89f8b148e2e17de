/**
 * Which item is current: the one whose `href` is the longest path prefix of
 * the current path, so on /time-off/approvals/1842 "Time off" (/time-off) is
 * current and "Time" (/time) is not. Returns the index, or -1.
 */
export function currentIndex(hrefs: readonly (string | undefined)[], path: string | undefined): number {
  if (path === undefined) return -1;
  const clean = stripPath(path);
  let best = -1;
  let bestLength = -1;
  hrefs.forEach((href, index) => {
    if (href === undefined) return;
    const target = stripPath(href);
    const matches = target === '/' ? clean === '/' : clean === target || clean.startsWith(`${target}/`);
    if (matches && target.length > bestLength) {
      best = index;
      bestLength = target.length;
    }
  });
  return best;
}

/** The path of an href without query, hash or trailing slash ("/time-off/?a#b" → "/time-off"). */
function stripPath(href: string): string {
  const path = href.replace(/[?#].*$/, '').replace(/^[a-z]+:\/\/[^/]+/i, '');
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
