/**
 * What the index is made of. The extractors give pages (ExtractedPage): from
 * the built HTML (extractHtml.ts) or from the Markdown sources
 * (extractMarkdown.ts). recordsOfPages() turns them into records, the
 * DocSearch-shaped rows the engine ranks; indexShards.ts splits those into
 * the files the browser fetches. Plain data, safe in Node and in the browser.
 */

/** [path, lvl0, language, docusaurus_tag] */
export type PageRow = [path: string, lvl0: string, language: string, docusaurusTag: string];

/** A page as the extractors produce it. */
export type ExtractedPage = {
  path: string;
  lvl0: string;
  language: string;
  docusaurusTag: string;
  /**
   * The first section is the page itself (level 1, the h1, no anchor). A
   * section's parent is the last one before it of a lower level, so a
   * level may be skipped (a prop, level 6, under its "Props" h2).
   */
  sections: {level: number; heading: string; anchor: string; content: string[]}[];
};

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** A section in the shape DocSearch records have. */
export type SectionRecord = {
  /** Stable within one index: "<path>#<anchor>" or the path. */
  objectID: string;
  path: string;
  anchor: string | null;
  level: number;
  hierarchy: Hierarchy;
  /** The section's text blocks, joined by spaces. */
  content: string;
  language: string;
  docusaurus_tag: string;
  /** Order of the section on its page, from 0. */
  position: number;
};

/** The records of an index, page after page, with the pages they come from. */
export type IndexRecords = {
  pages: PageRow[];
  /** Per page, how many records it has. */
  counts: number[];
  records: SectionRecord[];
};

export function recordsOfPages(pages: ExtractedPage[]): IndexRecords {
  const out: IndexRecords = {pages: [], counts: [], records: []};
  const ids = new Set<string>();
  for (const page of pages) {
    out.pages.push([page.path, page.lvl0, page.language, page.docusaurusTag]);
    out.counts.push(page.sections.length);
    // The open section at each level, to find each heading's parents.
    const open: {level: number; hierarchy: Hierarchy}[] = [];
    page.sections.forEach((section, position) => {
      while (open.length > 0 && open[open.length - 1].level >= section.level) open.pop();
      const hierarchy: Hierarchy = open.length
        ? {...open[open.length - 1].hierarchy}
        : {lvl0: page.lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
      hierarchy[LEVELS[section.level]] = section.heading;
      open.push({level: section.level, hierarchy});
      // Headings without an id share their page's URL; keep objectIDs unique.
      let objectID = section.anchor ? `${page.path}#${section.anchor}` : page.path;
      if (ids.has(objectID)) objectID = `${objectID}~${out.records.length}`;
      ids.add(objectID);
      out.records.push({
        objectID,
        path: page.path,
        anchor: section.anchor || null,
        level: section.level,
        hierarchy,
        content: section.content.join(' '),
        language: page.language,
        docusaurus_tag: page.docusaurusTag,
        position,
      });
    });
  }
  return out;
}
