/**
 * Starts the page's scripts once the server-rendered page has painted.
 *
 * Docusaurus ends every page's <head> with `<script src=… defer>` for its
 * runtime and main bundle (160 KiB gz), which the browser requests at once,
 * beside the stylesheet. On a slow connection they share its bandwidth with
 * the CSS the first paint waits for, and Lighthouse counts them into the
 * largest paint (its simulation includes every request started before it).
 * The page is complete without them (it is server-rendered; JavaScript
 * hydrates it), so they can wait: each is replaced by one inline loader that,
 * once the document is parsed and the first frame is painted, adds the same
 * scripts in the same order (`async = false` keeps it). Everything the
 * scripts do (hydration, preload and prefetch, colour-mode sync) is the same,
 * a frame later. src/plugins/html-output applies it to every built page
 * before the CSP hashes are taken, so the loader's hash joins the policy like
 * Docusaurus' own inline scripts.
 */

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*><\/script>/gi;

/**
 * The inline loader for `sources`: after DOMContentLoaded and the next painted
 * frame. Docusaurus' base-URL banner (an inline script) inserts its warning
 * at DOMContentLoaded when `window.docusaurus`, which main.js defines, is
 * missing: a sign the scripts did not load. They now load later by design, so
 * the loader, placed before every other script, keeps that check from firing
 * early and makes the same check once its scripts have loaded or failed.
 */
export function loaderFor(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  return (
    '<script>(function(){var left=' +
    String(sources.length) +
    ';function settled(){if(--left===0&&typeof window.docusaurus==="undefined"&&typeof insertBanner==="function")insertBanner()}' +
    `function load(){${list}.forEach(function(src){var s=document.createElement("script");` +
    's.src=src;s.async=false;s.onload=settled;s.onerror=settled;document.head.appendChild(s)})}' +
    'function afterPaint(e){if(e)e.stopImmediatePropagation();requestAnimationFrame(function(){setTimeout(load)})}' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()</script>'
  );
}

const FIRST_SCRIPT = /<script\b/i;

/** The page with its deferred external scripts removed and one loader before its first script. */
export function scriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const without = html.replace(DEFERRED_SCRIPT, '');
  const at = without.search(FIRST_SCRIPT);
  if (at < 0) return without.replace(/<\/head>|<body\b/i, (tag) => loaderFor(sources) + tag);
  return without.slice(0, at) + loaderFor(sources) + without.slice(at);
}
