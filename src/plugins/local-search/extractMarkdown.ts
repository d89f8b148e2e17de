import {createSlugger} from '@docusaurus/utils';
import {propRowId} from '../../components/PropsTable/rowId';
import type {DocgenComponent} from '../docgen/types';
import type {ExtractedPage} from './records';

/**
 * Under `npm start` there is no rendered HTML to read, so the index is made
 * from the Markdown/MDX sources instead: headings with the ids Docusaurus
 * gives them, and the text of paragraphs, list items and table cells with
 * Markdown, JSX and code left out. Close to, not exactly, what the production
 * build indexes from the HTML; props tables (`<PropsTable of={…} />`, their
 * data imported from `@docgen/<Name>`) give the same sections as their HTML.
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

/** Text as the HTML extraction reads it: runs of white space are one space. */
const collapse = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/**
 * What the HTML extraction reads of a rendered props table
 * (src/components/PropsTable): a section per prop, at level 6, with its type
 * and its description (`code` shown without the backticks) as its text; or,
 * for a component without props, one line of text.
 */
export function propsTableSections(table: DocgenComponent): {sections: ExtractedPage['sections']; text: string[]} {
  if (table.props.length === 0) return {sections: [], text: [`${table.name} takes no props.`]};
  return {
    text: [],
    sections: table.props.map((prop) => ({
      level: 6,
      heading: collapse(prop.name),
      anchor: propRowId(table.name, prop.name),
      content: [prop.type, prop.description.replace(/`([^`]+)`/g, '$1')].map(collapse).filter(Boolean),
    })),
  };
}

/** `import <Identifier> from '@docgen/<Name>'`: the identifier a docgen table is imported as. */
const DOCGEN_IMPORT = /^import\s+(\w+)\s+from\s+['"]@docgen\/(\w+)['"]/;
const PROPS_TABLE = /^<PropsTable\s+of=\{(\w+)\}\s*\/>$/;

export function extractPageFromMarkdown(
  source: string,
  page: {path: string; title: string; lvl0: string; language: string; docusaurusTag: string},
  /** The docgen tables by name (src/plugins/docgen), for the page's props tables. */
  propsTables: ReadonlyMap<string, DocgenComponent> = new Map(),
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
  // Imports come before use; those inside code blocks (examples of them) are skipped with the block.
  const docgenImports = new Map<string, string>();
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
    const docgenImport = DOCGEN_IMPORT.exec(line);
    if (docgenImport) docgenImports.set(docgenImport[1], docgenImport[2]);
    const propsTable = PROPS_TABLE.exec(line);
    if (propsTable) {
      flush();
      // An unknown table fails the page's own import, in the bundler; the index just leaves it out.
      const table = propsTables.get(docgenImports.get(propsTable[1]) ?? '');
      if (table) {
        const {sections, text} = propsTableSections(table);
        result.sections[result.sections.length - 1].content.push(...text);
        result.sections.push(...sections);
      }
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
