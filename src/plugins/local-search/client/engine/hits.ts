import {LEVELS, type SectionRecord} from '../../records';
import {highlight, snippet, type Marked, type TermMatcher} from './highlight';
import type {Hit, ResolvedParams} from './protocol';
import type {QueryWord} from './words';

/**
 * A hit as DocSearch records have it: url, type, hierarchy, content, facets
 * and weight, cut to attributesToRetrieve, with the highlights and snippets
 * the request asks for.
 */

/** weight.level of DocSearch records: lvl1 90 … lvl6 40, text 0. */
const LEVEL_WEIGHT = (level: number) => 100 - 10 * level;

/** Only the attributes asked for ("*" for all); "a.b" keeps b of a. */
export function pick(source: Record<string, unknown>, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return {...source};
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const [head, child] = attribute.split('.') as [string, string | undefined];
    if (!(head in source)) continue;
    if (child === undefined) {
      out[head] = source[head];
    } else {
      const value = source[head] as Record<string, unknown> | null;
      if (value && typeof value === 'object') out[head] = {...(out[head] as object | undefined), [child]: value[child]};
    }
  }
  return out;
}

/** An enumerable property computed on first read, then kept. */
export function lazy(target: Record<string, unknown>, key: string, compute: () => unknown): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, {value, enumerable: true, configurable: true, writable: true});
      return value;
    },
  });
}

/** attributesToSnippet entries ("content:15"; 10 words when no size is given). */
export function snippetSizes(list: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of list) {
    const [attribute, size] = entry.split(':') as [string, string | undefined];
    sizes.set(attribute, size ? Number(size) : 10);
  }
  return sizes;
}

/**
 * The hit for `record` shown as `type` (lvl1 … lvl6 for its heading, content
 * for its text). Highlights and snippets are worked out when read: the modal
 * reads a few of them, the search page others, and a section's text can be long.
 */
export function toHit(
  record: SectionRecord,
  type: string,
  base: string,
  words: QueryWord[],
  matcher: TermMatcher,
  params: ResolvedParams,
): Hit {
  const content = type === 'content' ? record.content : null;
  const full: Record<string, unknown> = {
    objectID: record.objectID,
    url: `${base}${record.path}${record.anchor ? `#${record.anchor}` : ''}`,
    url_without_anchor: `${base}${record.path}`,
    anchor: record.anchor,
    type,
    hierarchy: {...record.hierarchy},
    content,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    weight: {pageRank: 0, level: type === 'content' ? 0 : LEVEL_WEIGHT(record.level), position: record.position},
  };
  const pre = params.highlightPreTag;
  const post = params.highlightPostTag;
  const toHighlight = new Set<string>(params.attributesToHighlight);
  const wants = (attribute: string) =>
    toHighlight.has('*') ||
    toHighlight.has(attribute) ||
    (attribute.startsWith('hierarchy.') && toHighlight.has('hierarchy'));
  const highlightResult: Record<string, unknown> = {};
  const hierarchyHighlight: Record<string, Marked> = {};
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    if (value != null && wants(`hierarchy.${level}`))
      lazy(hierarchyHighlight, level, () => highlight(value, words, pre, post, matcher));
  }
  if (Object.keys(hierarchyHighlight).length > 0) highlightResult.hierarchy = hierarchyHighlight;
  if (content != null && wants('content'))
    lazy(highlightResult, 'content', () => highlight(content, words, pre, post, matcher));

  const sizes = snippetSizes(params.attributesToSnippet);
  const snippetResult: Record<string, unknown> = {};
  const hierarchySnippet: Record<string, unknown> = {};
  const ellipsis = params.snippetEllipsisText;
  for (const level of LEVELS) {
    const value = record.hierarchy[level];
    const size = sizes.get(`hierarchy.${level}`) ?? sizes.get('hierarchy');
    if (value != null && size)
      lazy(hierarchySnippet, level, () => snippet(value, words, size, pre, post, ellipsis, matcher));
  }
  if (Object.keys(hierarchySnippet).length > 0) snippetResult.hierarchy = hierarchySnippet;
  const contentSize = sizes.get('content');
  if (content != null && contentSize)
    lazy(snippetResult, 'content', () => snippet(content, words, contentSize, pre, post, ellipsis, matcher));
  return {
    ...pick(full, params.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}
