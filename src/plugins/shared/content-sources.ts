import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

/**
 * Which source file each page comes from, read from the content plugins'
 * loaded content, so that a build error can name the file a contributor
 * edits instead of the route.
 *
 * The blog and pages plugins' content types live in their own packages,
 * which this site does not depend on directly (preset-classic does); only
 * the two fields read here are typed for them.
 */
type WithSource = {permalink: string; source: string};
type BlogContent = {blogPosts: {metadata: WithSource}[]};

/** `@site/docs/a.mdx` → `docs/a.mdx`: the path from the repository root. */
export function repositoryPath(source: string): string {
  return source.replace(/^@site\//, '');
}

/** Route → source file (from the repository root) of every doc, blog post and page. */
export function sourcesByRoute(allContent: AllContent): Map<string, string> {
  const sources = new Map<string, string>();
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    for (const doc of version.docs) sources.set(doc.permalink, repositoryPath(doc.source));
  }
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  for (const post of blog?.blogPosts ?? []) sources.set(post.metadata.permalink, repositoryPath(post.metadata.source));
  const pages = allContent['docusaurus-plugin-content-pages']?.default as WithSource[] | undefined;
  for (const page of pages ?? []) sources.set(page.permalink, repositoryPath(page.source));
  return sources;
}
