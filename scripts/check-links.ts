// Gate 2 (links): crawls the production build as a reader's browser gets it,
// served by `docusaurus serve`, and fails on anything broken.
//
//   npm run check:links                      serve ./build on a free port and crawl it
//   npm run check:links -- --url <origin>    crawl a server that is already running (e.g. nginx)
//
// Starting at / and at every URL of sitemap.xml (plus one unknown path, for
// the not-found page), it reads every same-origin HTML page it reaches and
// checks each reference in it: <a>/<area> href, <img>/<source> src and
// srcset, <script src>, <link href> (stylesheet, icon, preload, canonical,
// alternate, …), media and social-image URLs, and url(…) inside the site's
// stylesheets. A reference is broken when it does not end in a 2xx answer,
// when it only gets there through a redirect (links must name the canonical
// URL), or when its #fragment names no id or <a name> in the target page —
// same-page anchors included. Links to other hosts are counted, not fetched
// (CI has no general Internet access, and their health is not ours to gate).
//
// It also checks that sitemap.xml lists exactly the spec's pages
// (tooling/spec-routes.ts), each once, under the configured site URL.
import {spawn} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import path from 'node:path';
import {load} from 'cheerio';
import {specRoutes} from '../tooling/spec-routes';
import {Findings, runCheck} from './lib/findings';
import {cssUrls, srcsetUrls} from './lib/urls';

const root = path.resolve(__dirname, '..');

/** A path no route matches: the not-found page's own links must work too. */
const NOT_FOUND_PROBE = '/this-page-does-not-exist';
const CONCURRENCY = 8;
const MAX_REDIRECTS = 5;

/**
 * Which attributes of which elements hold URLs. `srcset` lists several.
 * <link rel=preconnect/dns-prefetch> name an origin, not a resource, so they
 * are left out.
 */
const URL_ATTRIBUTES: readonly [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]:not([rel~="preconnect"]):not([rel~="dns-prefetch"])', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['input[type="image"][src]', 'src'],
  ['meta[property="og:image"][content]', 'content'],
  ['meta[name="twitter:image"][content]', 'content'],
];

function parseArgs(argv: string[]): {url: string | undefined; dir: string} {
  const args: {url: string | undefined; dir: string} = {url: undefined, dir: 'build'};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--url') args.url = argv[++i];
    else if (argv[i] === '--dir') args.dir = argv[++i] ?? args.dir;
    else throw new Error(`check-links: unknown argument ${argv[i]} (use --url <origin> or --dir <build dir>)`);
  }
  return args;
}

/** A TCP port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Server = {origin: string; stop: () => void};

/** Serves the build exactly as `npm run serve` does, on a free loopback port. */
async function serveBuild(dir: string): Promise<Server> {
  const port = await freePort();
  const cli = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(
    process.execPath,
    [cli, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`docusaurus serve exited with code ${child.exitCode}`);
    try {
      await fetch(`${origin}/`);
      return {origin, stop: () => child.kill()};
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`docusaurus serve did not answer on ${origin} within 30 s`);
}

/**
 * A request that failed in transport (connection refused or reset, a
 * timeout) says nothing about the link, only about a busy machine: try it
 * twice more before reporting it. HTTP answers, errors included, are final.
 */
async function fetchWithRetry(url: string, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, {redirect: 'manual'});
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** fetch's "fetch failed" names its cause (ECONNRESET, a timeout) only in `cause`. */
function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${String(error)}${cause}`;
}

type Task<T> = () => Promise<T>;

/** Runs at most `limit` of the returned function's tasks at a time. */
function limiter(limit: number): <T>(task: Task<T>) => Promise<T> {
  let active = 0;
  const waiting: {task: Task<unknown>; resolve: (value: unknown) => void; reject: (reason: unknown) => void}[] = [];
  const next = () => {
    const first = waiting[0];
    if (active >= limit || !first) return;
    waiting.shift();
    active += 1;
    const {task, resolve, reject} = first;
    task()
      .then(resolve, reject)
      .finally(() => {
        active -= 1;
        next();
      });
  };
  return <T>(task: Task<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({task, resolve: resolve as (value: unknown) => void, reject});
      next();
    });
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const server: Server = args.url ? {origin: new URL(args.url).origin, stop: () => {}} : await serveBuild(args.dir);
  const {origin} = server;
  try {
    return await crawl(origin);
  } finally {
    server.stop();
  }
}

type Fetched = {
  status: number;
  finalUrl: string;
  redirected: boolean;
  type: string;
  body: string | null;
  error?: string;
};

async function crawl(origin: string): Promise<number> {
  const limit = limiter(CONCURRENCY);
  const responses = new Map<string, Promise<Fetched>>();

  /** One request per URL (without fragment), following redirects by hand to see them. */
  const get = (url: string): Promise<Fetched> => {
    let response = responses.get(url);
    if (!response) {
      response = limit(async (): Promise<Fetched> => {
        let current = url;
        try {
          for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
            const response = await fetchWithRetry(current);
            const location = response.headers.get('location');
            if (response.status >= 300 && response.status < 400 && location) {
              await response.arrayBuffer();
              current = new URL(location, current).href;
              continue;
            }
            const type = response.headers.get('content-type') ?? '';
            const wantsBody = type.includes('text/html') || type.includes('text/css') || type.includes('xml');
            const body = wantsBody ? await response.text() : (await response.arrayBuffer(), null);
            return {status: response.status, finalUrl: current, redirected: current !== url, type, body};
          }
          return {status: 0, finalUrl: current, redirected: true, type: '', body: null, error: 'too many redirects'};
        } catch (error) {
          return {status: 0, finalUrl: current, redirected: false, type: '', body: null, error: describeError(error)};
        }
      });
      responses.set(url, response);
    }
    return response;
  };

  // The site URL (config `url`) is what canonical and alternate links, the
  // sitemap and feeds use; the home page's canonical link names it.
  const home = await get(`${origin}/`);
  if (home.status !== 200 || !home.body)
    throw new Error(`check-links: ${origin}/ answered ${home.status} ${home.error ?? ''}`);
  const canonical = load(home.body)('link[rel="canonical"]').attr('href');
  if (!canonical) throw new Error('check-links: the home page has no canonical link to read the site URL from');
  const siteOrigin = new URL(canonical).origin;

  /** Same-site URLs are fetched from the server under test, whichever origin they name. */
  const toServed = (url: string): URL | null => {
    const parsed = new URL(url);
    if (parsed.origin !== origin && parsed.origin !== siteOrigin) return null;
    return new URL(parsed.pathname + parsed.search + parsed.hash, origin);
  };

  // The not-found page's canonical and hreflang links name the file the host
  // serves for unknown paths, /404.html: Docusaurus writes them from the path
  // it renders that page at, and `docusaurus serve` redirects that file to
  // /404. They must still resolve; only the redirect is accepted, there alone.
  const notFoundDocument = `${origin}/404.html`;
  const isNotFoundPage = (pageUrl: string) => pageUrl === `${origin}${NOT_FOUND_PROBE}`;
  const isSelfMetadata = (what: string, target: string) =>
    (what.startsWith('<link rel=canonical ') || what.startsWith('<link rel=alternate ')) && target === notFoundDocument;

  const findings = new Findings();
  const report = (pageUrl: string, message: string) => findings.add(new URL(pageUrl).pathname, message);

  // --- sitemap.xml: exactly the spec's pages ---
  const sitemap = await get(`${origin}/sitemap.xml`);
  // The sitemap is XML: cheerio's XML mode reads it as the spec says (CDATA, entities).
  const $sitemap = load(sitemap.body ?? '', {xml: true});
  const sitemapLocs = $sitemap('url > loc')
    .map((_, loc) => $sitemap(loc).text().trim())
    .get();
  if (sitemap.status !== 200) report(`${origin}/sitemap.xml`, `sitemap.xml answered ${sitemap.status}`);
  const expected = new Set(specRoutes.map((route) => `${siteOrigin}${route}`));
  const listed = new Set();
  for (const loc of sitemapLocs) {
    if (listed.has(loc)) report(`${origin}/sitemap.xml`, `lists ${loc} twice`);
    listed.add(loc);
    if (!expected.has(loc))
      report(`${origin}/sitemap.xml`, `lists ${loc}, which is not a page of the spec's route table`);
  }
  for (const url of expected) {
    if (!listed.has(url)) report(`${origin}/sitemap.xml`, `does not list ${url}, a page of the spec's route table`);
  }

  // --- crawl ---
  const startPages = ['/', ...sitemapLocs.map((loc) => toServed(loc)?.pathname ?? '').filter(Boolean)];
  const pages = new Map<string, number>(); // served URL (no fragment) → expected status
  const queue: string[] = [];
  const enqueuePage = (url: string, status = 200) => {
    if (pages.has(url)) return;
    pages.set(url, status);
    queue.push(url);
  };
  for (const route of startPages) enqueuePage(`${origin}${route}`);
  enqueuePage(`${origin}${NOT_FOUND_PROBE}`, 404);

  let references = 0;
  let anchors = 0;
  let external = 0;
  const externalOrigins = new Set<string>();
  const stylesheets = new Set<string>();
  /** Checks that run once the target has been fetched. */
  const checks: Promise<void>[] = [];

  const checkReference = (pageUrl: string, what: string, raw: string) => {
    const value = raw.trim();
    if (value === '') {
      report(pageUrl, `${what} is empty`);
      return;
    }
    let resolved: URL;
    try {
      resolved = new URL(value, pageUrl);
    } catch {
      report(pageUrl, `${what} "${value}" is not a valid URL`);
      return;
    }
    if (resolved.protocol === 'mailto:' || resolved.protocol === 'tel:' || resolved.protocol === 'data:') return;
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') {
      report(pageUrl, `${what} "${value}" uses the ${resolved.protocol} scheme`);
      return;
    }
    const served = toServed(resolved.href);
    if (!served) {
      external += 1;
      externalOrigins.add(resolved.origin);
      return;
    }
    references += 1;
    const fragment = served.hash ? decodeURIComponent(served.hash.slice(1)) : '';
    served.hash = '';
    const target = served.href;
    const isPageLink = what.startsWith('<a') || what.startsWith('<area');
    const samePage = target === new URL(pageUrl).href.split('#')[0];
    if (fragment) anchors += 1;
    checks.push(
      get(target).then((response) => {
        // A same-page anchor needs only the id: the page itself was checked
        // when it was fetched (and the not-found page answers 404 by design).
        if (samePage) {
          if (fragment && fragment !== 'top' && !idsOf(target, response.body).has(fragment)) {
            report(pageUrl, `${what} ${value}: no element with id or name "${fragment}" on this page`);
          }
          return;
        }
        if (response.error) {
          report(pageUrl, `${what} ${value}: ${response.error}`);
          return;
        }
        if (response.status < 200 || response.status > 299) {
          report(pageUrl, `${what} ${value}: HTTP ${response.status}`);
          return;
        }
        if (response.redirected && !(isNotFoundPage(pageUrl) && isSelfMetadata(what, target))) {
          report(pageUrl, `${what} ${value}: redirects to ${new URL(response.finalUrl).pathname} — link the final URL`);
        }
        if (response.type.includes('text/html')) {
          if (isPageLink) enqueuePage(target);
          // "#" alone and "#top" scroll to the top by the HTML standard.
          if (fragment && fragment !== 'top' && !idsOf(target, response.body).has(fragment)) {
            report(
              pageUrl,
              `${what} ${value}: no element with id or name "${fragment}" in ${new URL(target).pathname}`,
            );
          }
        } else if (response.type.includes('text/css')) {
          stylesheets.add(target);
        }
      }),
    );
  };

  const idCache = new Map<string, Set<string>>();
  const idsOf = (url: string, html: string | null): Set<string> => {
    let ids = idCache.get(url);
    if (!ids) {
      const $ = load(html ?? '');
      ids = new Set([
        ...$('[id]')
          .map((_, element) => $(element).attr('id') ?? '')
          .get(),
        ...$('a[name]')
          .map((_, element) => $(element).attr('name') ?? '')
          .get(),
      ]);
      idCache.set(url, ids);
    }
    return ids;
  };

  const visitPage = async (pageUrl: string): Promise<void> => {
    const response = await get(pageUrl);
    const expectedStatus = pages.get(pageUrl);
    if (response.error) return report(pageUrl, `page could not be fetched: ${response.error}`);
    if (response.status !== expectedStatus)
      return report(pageUrl, `page answered HTTP ${response.status}, expected ${String(expectedStatus)}`);
    if (!response.type.includes('text/html') || !response.body) return;
    const $ = load(response.body);
    for (const [selector, attribute] of URL_ATTRIBUTES) {
      $(selector).each((_, element) => {
        const tag = ($(element).prop('tagName') ?? '').toLowerCase();
        const value = $(element).attr(attribute) ?? '';
        const rel = tag === 'link' ? ` rel=${$(element).attr('rel') ?? ''}` : '';
        const what = `<${tag}${rel} ${attribute}>`;
        if (attribute === 'srcset') for (const url of srcsetUrls(value)) checkReference(pageUrl, what, url);
        else checkReference(pageUrl, what, value);
      });
    }
  };

  // Pages discovered while checking are visited too, until nothing new turns up.
  while (queue.length > 0 || checks.length > 0) {
    const batch = queue.splice(0);
    await Promise.all(batch.map(visitPage));
    const pending = checks.splice(0);
    await Promise.all(pending);
  }

  // url(…) inside the site's stylesheets: fonts and images the pages load.
  for (const sheet of stylesheets) {
    const response = await get(sheet);
    for (const url of cssUrls(response.body ?? '')) checkReference(sheet, 'url() in stylesheet', url);
  }
  await Promise.all(checks.splice(0));

  // --- report ---
  findings.print();
  console.log(
    `\ncheck-links: ${pages.size} pages crawled (${sitemapLocs.length} sitemap URLs, expected ${expected.size}); ` +
      `${references} same-site references checked (${responses.size} distinct URLs fetched), ` +
      `${anchors} of them with an #anchor; ${external} links to ${externalOrigins.size} other host(s) not fetched` +
      `${externalOrigins.size ? ` (${[...externalOrigins].sort().join(', ')})` : ''}.`,
  );
  if (findings.count > 0) {
    console.log(
      `check-links: FAILED — ${findings.count} broken reference(s) on ${findings.places} page(s), listed above.`,
    );
    return 1;
  }
  console.log('check-links: nothing broken.');
  return 0;
}

runCheck(main);
