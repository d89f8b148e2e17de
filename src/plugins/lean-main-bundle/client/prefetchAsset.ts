/**
 * Prefetches one script of a route, in place of `@docusaurus/core`'s
 * client/prefetch.js (src/plugins/lean-main-bundle aliases it). Docusaurus
 * decides what and when, as before: a route's chunks when a link to it is
 * hovered or scrolls into view, never on 2g or with data saving on (the
 * spec). Two things differ, both about the main thread:
 *
 * - Each file is asked for once. Docusaurus dedupes routes, not files, and
 *   most routes share files: the Button page, with 56 links in view, added
 *   282 `<link rel="prefetch">` elements to the head for 62 files.
 * - The links are added together, when the main thread is idle (within a
 *   second), not one at a time inside the intersection observer's callback,
 *   which ran while the page hydrated.
 *
 * A file whose prefetch fails may be asked for again. Browsers without link
 * prefetch (Safari) fetch the file instead, as Docusaurus does.
 */

interface Waiting {
  url: string;
  resolve: () => void;
  reject: () => void;
}

/** How long a prefetch may wait for the main thread to be idle. */
const IDLE_TIMEOUT = 1000;

const asked = new Map<string, Promise<void>>();
let waiting: Waiting[] = [];

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function addLinks(): void {
  const batch = waiting;
  waiting = [];
  const links = document.createDocumentFragment();
  for (const {url, resolve, reject} of batch) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    links.appendChild(link);
  }
  document.head.appendChild(links);
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: IDLE_TIMEOUT});
  else setTimeout(callback);
}

function fetchOnce(url: string): Promise<void> {
  if (supportsLinkPrefetch()) {
    return new Promise<void>((resolve, reject) => {
      waiting.push({url, resolve, reject});
      if (waiting.length === 1) whenIdle(addLinks);
    });
  }
  return fetch(url, {credentials: 'include'}).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${url}`);
  });
}

export default function prefetch(url: string): Promise<void> {
  const known = asked.get(url);
  if (known) return known;
  // A failure is not reported: the browser logs a 404 itself, and the route loads its chunks when visited.
  const prefetched = fetchOnce(url).catch(() => {
    asked.delete(url);
  });
  asked.set(url, prefetched);
  return prefetched;
}
