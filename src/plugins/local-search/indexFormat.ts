/**
 * The local search index file: what the build plugin writes and the browser
 * client reads. Each page is one row, each section (the page's intro, then one
 * per heading) one row pointing at its page and parent section, so hierarchy
 * strings are stored once. Everything here is plain data, safe in Node and in
 * the browser.
 */

export const INDEX_FORMAT_VERSION = 1;

/** The name src/plugins/local-search registers its global data under. */
export const LOCAL_SEARCH_PLUGIN = 'bui-local-search';

/** The plugin's global data: present only when the site uses the local index. */
export type LocalSearchGlobalData = {indexUrl: string};

/** [path, lvl0, language, docusaurus_tag] */
export type PageRow = [path: string, lvl0: string, language: string, docusaurusTag: string];

/**
 * [page, level 1–6, heading text, anchor ('' for the page itself), parent
 * section (-1 for none), content: the page's text under this heading and
 * above the next one]
 */
export type SectionRow = [
  page: number,
  level: number,
  heading: string,
  anchor: string,
  parent: number,
  content: string,
];

export type SearchIndexFile = {
  v: typeof INDEX_FORMAT_VERSION;
  pages: PageRow[];
  sections: SectionRow[];
};

/** A page as the extractors produce it, before it is packed into rows. */
export type ExtractedPage = {
  path: string;
  lvl0: string;
  language: string;
  docusaurusTag: string;
  /** The first section is the page itself (level 1, the h1, no anchor). */
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

/** A section unpacked into the shape DocSearch records have. */
export type SectionRecord = {
  /** Stable within one index: "<path>#<anchor>" or the path. */
  objectID: string;
  path: string;
  anchor: string | null;
  level: number;
  hierarchy: Hierarchy;
  content: string;
  language: string;
  docusaurus_tag: string;
  /** Order of the section on its page, from 0. */
  position: number;
};

export function packIndex(pages: ExtractedPage[]): SearchIndexFile {
  const pageRows: PageRow[] = [];
  const sectionRows: SectionRow[] = [];
  for (const page of pages) {
    const pageIndex = pageRows.length;
    pageRows.push([page.path, page.lvl0, page.language, page.docusaurusTag]);
    // Stack of the open section at each level, to find each heading's parent.
    const open: number[] = [];
    for (const section of page.sections) {
      while (open.length > 0 && sectionRows[open[open.length - 1]][1] >= section.level) open.pop();
      const parent = open.length > 0 ? open[open.length - 1] : -1;
      const index = sectionRows.length;
      sectionRows.push([pageIndex, section.level, section.heading, section.anchor, parent, section.content.join(' ')]);
      open.push(index);
    }
  }
  return {v: INDEX_FORMAT_VERSION, pages: pageRows, sections: sectionRows};
}

export function unpackIndex(file: SearchIndexFile): SectionRecord[] {
  if (!file || file.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error(`Unsupported search index (expected format ${INDEX_FORMAT_VERSION})`);
  }
  const positions = new Map<number, number>();
  const ids = new Set<string>();
  return file.sections.map((row, index) => {
    const [pageIndex, level, , anchor, , content] = row;
    const [path, lvl0, language, docusaurusTag] = file.pages[pageIndex];
    const hierarchy: Hierarchy = {lvl0, lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    for (let at = index; at >= 0; at = file.sections[at][4]) {
      const [, atLevel, atHeading] = file.sections[at];
      hierarchy[LEVELS[atLevel]] = atHeading;
    }
    const position = positions.get(pageIndex) ?? 0;
    positions.set(pageIndex, position + 1);
    // Headings without an id share their page's URL; keep objectIDs unique.
    let objectID = anchor ? `${path}#${anchor}` : path;
    if (ids.has(objectID)) objectID = `${objectID}~${index}`;
    ids.add(objectID);
    return {
      objectID,
      path,
      anchor: anchor || null,
      level,
      hierarchy,
      content,
      language,
      docusaurus_tag: docusaurusTag,
      position,
    };
  });
}
