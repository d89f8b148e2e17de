import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeCspFiles, type CspOptions} from '../csp-hashes';
import {htmlFiles, routeOfHtmlFile} from '../shared/build-files';
import {withCopyPageScript} from '../copy-page';
import {withHeldInput} from '../held-input';
import {pageStylesheetsStep} from '../page-stylesheets';
import {withMarkdownLink, writePageMarkdown} from '../page-markdown';
import {writeStaticHostAliases} from '../static-host-aliases';

/**
 * Everything that changes or derives from the built pages, in one order.
 * Docusaurus runs all plugins' postBuild hooks at once, so two of them
 * rewriting or copying the same page would race, and the CSP hashes must be
 * taken from the final pages. Here, one after the other:
 *
 * 1. each page gets its own stylesheets (page-stylesheets) and, if it has
 *    live examples, the script that holds early input for them (held-input), and, if it has the
 *    "Copy page" button, the script that presses it (copy-page), written to a
 *    temporary file and renamed, so a hook reading pages meanwhile (the
 *    search index, the broken-link report) reads a whole page, old or new;
 *    and, if it is a docs page or a post, the link to its Markdown (page-markdown);
 * 2. that Markdown, and the llms.txt files listing it, from the final pages (page-markdown);
 * 3. the directory-index copies of the pages (static-host-aliases);
 * 4. the hashes of the inline scripts for the CSP (csp-hashes).
 */
export type PageStep = (html: string, route: string) => string;

/** Applies the steps to a page's HTML in order. */
export function applySteps(html: string, route: string, steps: readonly PageStep[]): string {
  return steps.reduce((current, step) => step(current, route), html);
}

export default function htmlOutput(csp: CspOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'bui-html-output',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const steps: PageStep[] = [
        await pageStylesheetsStep(context.generatedFilesDir, baseUrl),
        withHeldInput,
        withCopyPageScript,
        withMarkdownLink,
      ];
      const pages: {route: string; html: string}[] = [];
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        const route = routeOfHtmlFile(path.relative(outDir, file));
        const changed = applySteps(html, route, steps);
        pages.push({route, html: changed});
        if (changed === html) continue;
        await writeFile(`${file}.tmp`, changed);
        await rename(`${file}.tmp`, file);
      }
      const {title, tagline, url} = context.siteConfig;
      await writePageMarkdown(outDir, {title, tagline, url: `${url}${baseUrl}`.replace(/\/+$/, '')}, pages);
      await writeStaticHostAliases(outDir, routesPaths);
      await writeCspFiles(outDir, csp);
    },
  });
}
