import {createSlugger} from '@docusaurus/utils';
import type {ExtractedPage} from './indexFormat';

/**
 * Under `npm start` there is no rendered HTML to read, so the index is made
 * from the Markdown/MDX sources instead: headings with the ids Docusaurus
 * gives them, and the text of paragraphs, list items and table cells with
 * Markdown, JSX and code left out. Close to, not exactly, what the production
 * build indexes from the HTML.
 */

function inline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference links
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // HTML and JSX tags
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '') // MDX comments
    .replace(/\{[^{}]*\}/g, '') // MDX expressions
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function extractPageFromMarkdown(
  source: string,
  page: {path: string; title: string; lvl0: string; language: string; docusaurusTag: string},
): ExtractedPage {
  const slugger = createSlugger();
  const result: ExtractedPage = {
    path: page.path,
    lvl0: page.lvl0,
    language: page.language,
    docusaurusTag: page.docusaurusTag,
    sections: [{level: 1, heading: page.title, anchor: '', content: []}],
  };
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  let paragraph: string[] = [];
  const flush = () => {
    const text = inline(paragraph.join(' '));
    if (text) result.sections[result.sections.length - 1].content.push(text);
    paragraph = [];
  };
  let fence: string | null = null;
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (fence) {
      if (line.startsWith(fence)) fence = null;
      continue;
    }
    const fenceStart = /^(`{3,}|~{3,})/.exec(line);
    if (fenceStart) {
      flush();
      fence = fenceStart[1]!;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*#*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const text = inline(heading[2]);
      if (level === 1) continue; // the title, already taken from the metadata
      result.sections.push({level, heading: text, anchor: heading[3] ?? slugger.slug(text), content: []});
      continue;
    }
    if (
      line === '' ||
      /^(import|export)\s/.test(line) ||
      /^:::/.test(line) ||
      /^<\/?[A-Za-z][^>]*>$/.test(line) ||
      /^\{\/\*.*\*\/\}$/.test(line) ||
      /^\|?\s*:?-{3,}/.test(line)
    ) {
      flush();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]);
      flush();
      continue;
    }
    if (line.startsWith('|')) {
      flush();
      for (const cell of line.replace(/^\||\|$/g, '').split('|')) {
        paragraph.push(cell);
        flush();
      }
      continue;
    }
    paragraph.push(line.replace(/^>\s?/, ''));
  }
  flush();
  return result;
}
