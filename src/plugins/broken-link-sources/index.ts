import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isPageMarkdownFile} from '../page-markdown';
import {htmlFileOf, isFile} from '../shared/build-files';
import {sourcesByRoute} from '../shared/content-sources';

/**
 * Docusaurus' own `onBrokenLinks: 'throw'` names the broken page by its route.
 * Contributors edit files, so this check runs first (postBuild precedes the
 * core checker) and names the MDX file to fix. Anything it does not catch is
 * still caught by the core checker right after.
 */

/** The site route an <a href> points to, without query or fragment; null for other sites and same-page anchors. */
export function internalLinkTarget(href: string, baseUrl: string): string | null {
  if (!href.startsWith(baseUrl) || href.startsWith('//')) return null;
  const withoutHash = href.split('#')[0].split('?')[0];
  if (withoutHash === '') return null;
  const decoded = decodeURI(withoutHash);
  return decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
}

/** The href of every link of a built page, as the browser reads it (entities decoded). */
export function linkTargets(html: string): string[] {
  const $ = load(html);
  return $('a[href]')
    .map((_, link) => $(link).attr('href') ?? '')
    .get();
}

/** One line of the build error: the file to fix (or the generated page), and what it links to. */
export function describeBrokenLinks(route: string, source: string | undefined, targets: readonly string[]): string {
  const where = source ? `${source} (page ${route})` : `generated page ${route}`;
  return `- ${where} links to: ${targets.join(', ')}`;
}

export default function brokenLinkSources(context: LoadContext): Plugin {
  let sourceByRoute = new Map<string, string>();

  return {
    name: 'bui-broken-link-sources',

    allContentLoaded({allContent}) {
      sourceByRoute = sourcesByRoute(allContent);
    },

    async postBuild({outDir, routesPaths}) {
      const known = new Set(routesPaths.map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));
      const problems: string[] = [];
      for (const route of routesPaths) {
        if (route === '/404') continue;
        const htmlFile = await htmlFileOf(outDir, route);
        if (!htmlFile) continue;
        const broken = new Set<string>();
        for (const href of linkTargets(await readFile(htmlFile, 'utf8'))) {
          const target = internalLinkTarget(href, context.baseUrl);
          if (!target || known.has(target) || isPageMarkdownFile(target, known)) continue;
          // html-output writes the pages' Markdown beside this check, so those files may not exist yet.
          if (!(await isFile(path.join(outDir, target)))) broken.add(target);
        }
        if (broken.size > 0) problems.push(describeBrokenLinks(route, sourceByRoute.get(route), [...broken]));
      }
      if (problems.length > 0) {
        throw new Error(`Broken links found. Fix these files:\n${problems.join('\n')}`);
      }
    },
  };
}
