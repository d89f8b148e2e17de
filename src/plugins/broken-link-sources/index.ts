import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus' own `onBrokenLinks: 'throw'` names the broken page by its route.
 * Contributors edit files, so this check runs first (postBuild precedes the
 * core checker) and names the MDX file to fix. Anything it does not catch is
 * still caught by the core checker right after.
 */

type WithSource = {permalink: string; source: string};
type DocsContent = {loadedVersions: {docs: WithSource[]}[]};
type BlogContent = {blogPosts: {metadata: WithSource}[]};

// The minifier drops attribute quotes where it can, so accept all three forms.
const hrefPattern = /<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

export function internalLinkTarget(href: string, baseUrl: string): string | null {
  if (!href.startsWith(baseUrl) || href.startsWith('//')) return null;
  const withoutHash = href.split('#')[0]!.split('?')[0]!;
  if (withoutHash === '') return null;
  const decoded = decodeURI(withoutHash);
  return decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
}

export default function brokenLinkSources(context: LoadContext): Plugin {
  const sourceByRoute = new Map<string, string>();
  const toFile = (source: string) => source.replace(/^@site\//, '');

  return {
    name: 'bui-broken-link-sources',

    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docs?.loadedVersions ?? []) {
        for (const doc of version.docs) sourceByRoute.set(doc.permalink, toFile(doc.source));
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      for (const post of blog?.blogPosts ?? []) {
        sourceByRoute.set(post.metadata.permalink, toFile(post.metadata.source));
      }
      const pages = allContent['docusaurus-plugin-content-pages']?.default as WithSource[] | undefined;
      for (const page of pages ?? []) sourceByRoute.set(page.permalink, toFile(page.source));
    },

    async postBuild({outDir, routesPaths}) {
      const known = new Set(routesPaths.map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));
      const isStaticFile = async (target: string) => {
        try {
          return (await stat(path.join(outDir, target))).isFile();
        } catch {
          return false;
        }
      };
      const problems: string[] = [];
      for (const route of routesPaths) {
        if (route === '/404') continue;
        const htmlFile = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
        let html: string;
        try {
          html = await readFile(path.join(outDir, htmlFile), 'utf8');
        } catch {
          continue;
        }
        const broken = new Set<string>();
        for (const match of html.matchAll(hrefPattern)) {
          const href = match[1] ?? match[2] ?? match[3] ?? '';
          const target = internalLinkTarget(href.replace(/&amp;/g, '&'), context.baseUrl);
          if (target && !known.has(target) && !(await isStaticFile(target))) broken.add(target);
        }
        if (broken.size > 0) {
          const file = sourceByRoute.get(route) ?? `(generated page ${route})`;
          problems.push(`- ${file} (page ${route}) links to: ${[...broken].join(', ')}`);
        }
      }
      if (problems.length > 0) {
        throw new Error(`Broken links found. Fix these files:\n${problems.join('\n')}`);
      }
    },
  };
}
