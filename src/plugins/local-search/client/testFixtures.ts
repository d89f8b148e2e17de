import {recordsOfPages, type ExtractedPage, type IndexRecords, type SectionRecord} from '../records';
import type {SearchParams} from './engine';
import {createInMemoryEngine} from './engine/search';
import {createLocalSearchClient} from './searchClient';

/**
 * Test data, imported only by the *.test.ts files: a small site, enough to
 * pin down the answer contract without the build.
 */
export const ORIGIN = 'https://docs.example.test';

const page = (
  path: string,
  lvl0: string,
  title: string,
  sections: [level: number, heading: string, anchor: string, ...content: string[]][],
  intro: string[] = [],
  docusaurusTag = path.startsWith('/docs/') ? 'docs-default-current' : 'default',
  language = 'en',
): ExtractedPage => ({
  path,
  lvl0,
  language,
  docusaurusTag,
  sections: [
    {level: 1, heading: title, anchor: '', content: intro},
    ...sections.map(([level, heading, anchor, ...content]) => ({level, heading, anchor, content})),
  ],
});

export const fixturePages: ExtractedPage[] = [
  page(
    '/docs/components/modal',
    'Components',
    'Modal',
    [
      [2, 'When to use', 'when-to-use', 'Confirming a destructive action before it happens.'],
      [
        2,
        'Accessibility',
        'accessibility',
        'When the modal opens, focus moves into the dialog, to its first field or to its title, and when it closes focus returns to the trigger that opened it, so keyboard users keep their place.',
      ],
      [3, 'Keyboard', 'keyboard', 'Escape closes the dialog; Tab stays inside it.'],
    ],
    ['A modal is a dialog window that appears above the current page and blocks it.'],
  ),
  page(
    '/docs/components/side-drawer',
    'Components',
    'Side drawer',
    [[2, 'Modal or side drawer', 'modal-or-side-drawer', 'A drawer keeps the page visible, unlike a dialog.']],
    ['A panel that slides in from the edge of the window.'],
  ),
  page(
    '/docs/components/date-range-picker',
    'Components',
    'Date range picker',
    [[2, 'Behaviour', 'behaviour', 'Picking the first date opens the second calendar.']],
    ['Selects a start and an end date.'],
  ),
  page(
    '/docs/components/date-picker',
    'Components',
    'Date picker',
    [[2, 'Behaviour', 'behaviour', 'A calendar opens below the field.']],
    ['Selects one date.'],
  ),
  page(
    '/docs/foundations/colours',
    'Foundations',
    'Colours',
    [[2, 'Tokens', 'tokens', 'Use --bui-color-primary for actions. Never hard-code <b>hex</b> values like #0052cc.']],
    ['Every colour is a token with a documented contrast ratio, in one colour model for web and mobile.'],
  ),
  page(
    '/blog/welcome',
    'Blog',
    'Welcome to BUI & its <docs>',
    [[2, 'Accessibility first', 'accessibility-first', 'Every component is tested with a screen reader.']],
    ['BUI 1.0.0 ships <script>alert(1)</script> as plain text, never as markup.'],
  ),
  page(
    '/fr/docs/components/modal',
    'Composants',
    'Fenêtre modale',
    [],
    ['Une fenêtre modale bloque la page.'],
    'docs-default-current',
    'fr',
  ),
  page('/docs/old/modal', 'Components', 'Modal (version 0.9)', [], ['The old modal.'], 'docs-default-0.9'),
];

export const fixtureIndex: IndexRecords = recordsOfPages(fixturePages);

export function fixtureEngine() {
  return createInMemoryEngine(fixtureIndex.records, ORIGIN);
}

export function fixtureClient(loads: {count: number} = {count: 0}) {
  return createLocalSearchClient(() => {
    loads.count += 1;
    return Promise.resolve(fixtureEngine());
  });
}

/** What DocSearch's modal sends (DocSearch 4.7.0, read from its bundle). */
export function modalRequest(query: string, extra: SearchParams = {}) {
  return {
    requests: [
      {
        query,
        indexName: 'bui-docs',
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:15',
          'hierarchy.lvl2:15',
          'hierarchy.lvl3:15',
          'hierarchy.lvl4:15',
          'hierarchy.lvl5:15',
          'hierarchy.lvl6:15',
          'content:15',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        clickAnalytics: false,
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        ...extra,
      },
    ],
  };
}

/**
 * What DocSearch's modal shows of a response's hits: grouped by lvl0 in the
 * order the groups first appear, at most `max` of each (4.7.0's groupBy).
 */
export function docSearchGroups(hits: readonly object[], max: number): string[][] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const {objectID, hierarchy} = hit as {objectID: string; hierarchy: {lvl0: string}};
    let group = groups.get(hierarchy.lvl0);
    if (!group) groups.set(hierarchy.lvl0, (group = []));
    if (group.length < max) group.push(objectID);
  }
  return [...groups.values()];
}

/** Paths (without origin or anchor) of a response's hits, in order. */
export function pathsOf(hits: readonly object[]): string[] {
  return hits.map((hit) => new URL(String((hit as {url?: unknown}).url)).pathname);
}

/** A highlight or snippet, as the tests read it. */
export type MarkedView = {value: string; matchLevel: string; matchedWords?: string[]};

/** The parts of a hit the tests read (the engine's Hit type leaves them unknown). */
export type HitView = {
  objectID: string;
  url: string;
  type: string;
  content?: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult: {hierarchy?: Record<string, MarkedView>; content?: MarkedView};
  _snippetResult: {hierarchy?: Record<string, MarkedView>; content?: MarkedView};
};

export function viewHits(hits: readonly object[]): HitView[] {
  return hits as HitView[];
}

/**
 * The records of one made-up page, a section per [level, heading, text]: the
 * first is the page itself (level 1, no anchor), the others get anchors s1, s2…
 */
export function recordsOf(
  sections: [level: number, heading: string, text?: string][],
  path = '/docs/page',
  facets: {language?: string; docusaurusTag?: string} = {},
): SectionRecord[] {
  return recordsOfPages([
    {
      path,
      lvl0: 'Docs',
      language: facets.language ?? 'en',
      docusaurusTag: facets.docusaurusTag ?? 'default',
      sections: sections.map(([level, heading, text], index) => ({
        level,
        heading,
        anchor: index === 0 ? '' : `s${index}`,
        content: text ? [text] : [],
      })),
    },
  ]).records;
}
