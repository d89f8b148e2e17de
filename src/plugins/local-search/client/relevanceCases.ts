/**
 * Queries readers type, and the page each must bring up in its first three
 * hits. Prefixes (a word still being typed) and typos are marked;
 * relevance.build.test.ts runs them against the built index, and
 * scripts/bench-search.ts times them.
 */
export type RelevanceCase = {
  query: string;
  expected: string;
  kind: 'word' | 'prefix' | 'typo' | 'typo+prefix';
  /**
   * The expected page is written in JSX (src/pages), not Markdown: `npm
   * start`, which indexes the Markdown, holds only its title.
   */
  jsxPage?: true;
};

export const relevanceCases: RelevanceCase[] = [
  {query: 'modal', expected: '/docs/components/modal', kind: 'word'},
  {query: 'mod', expected: '/docs/components/modal', kind: 'prefix'},
  {query: 'modl', expected: '/docs/components/modal', kind: 'typo'},
  {query: 'date range', expected: '/docs/components/date-range-picker', kind: 'word'},
  {query: 'date ra', expected: '/docs/components/date-range-picker', kind: 'prefix'},
  {query: 'daet range picker', expected: '/docs/components/date-range-picker', kind: 'typo'},
  {query: 'donut', expected: '/docs/components/donut', kind: 'word'},
  {query: 'dounut', expected: '/docs/components/donut', kind: 'typo'},
  {query: 'duration', expected: '/docs/components/duration-picker', kind: 'word'},
  {query: 'dur', expected: '/docs/components/duration-picker', kind: 'prefix'},
  {query: 'duraton picker', expected: '/docs/components/duration-picker', kind: 'typo'},
  {query: 'employee', expected: '/docs/components/employee-picker', kind: 'word'},
  {query: 'emplyee pi', expected: '/docs/components/employee-picker', kind: 'typo+prefix'},
  {query: 'file selector', expected: '/docs/components/file-selector', kind: 'word'},
  {query: 'file sel', expected: '/docs/components/file-selector', kind: 'prefix'},
  {query: 'upload mobile', expected: '/docs/components/file-upload-mobile', kind: 'word'},
  {query: 'force update', expected: '/docs/components/force-update', kind: 'word'},
  {query: 'forse upd', expected: '/docs/components/force-update', kind: 'typo+prefix'},
  {query: 'version check', expected: '/docs/components/force-update', kind: 'word'},
  {query: 'icon', expected: '/docs/components/icon', kind: 'word'},
  {query: 'input field', expected: '/docs/components/input-field', kind: 'word'},
  {query: 'inptu fi', expected: '/docs/components/input-field', kind: 'typo+prefix'},
  {query: 'input file', expected: '/docs/components/input-file', kind: 'word'},
  {query: 'why we started', expected: '/blog/first-blog-post', kind: 'word'},
  {query: 'right-to-left', expected: '/blog/first-blog-post', kind: 'word'},
  {query: 'semantic versioning', expected: '/blog/welcome', kind: 'word'},
  {query: 'semantc vers', expected: '/blog/welcome', kind: 'typo+prefix'},
  {query: 'front matter', expected: '/blog/mdx-blog-post', kind: 'word'},
  {query: 'local index', expected: '/blog/long-blog-post', kind: 'word'},
  {query: 'custom anchor', expected: '/docs/test-doc', kind: 'word'},
  {query: 'focus managment', expected: '/docs/test-doc', kind: 'typo'},
  {query: 'find your way', expected: '/', kind: 'word', jsxPage: true},
  {query: 'accordian', expected: '/docs/components/accordion', kind: 'typo'},
  {query: 'avat', expected: '/docs/components/avatar', kind: 'prefix'},
  {query: 'checkbx', expected: '/docs/components/checkbox', kind: 'typo'},
  {query: 'context menu', expected: '/docs/components/context-menu', kind: 'word'},
  {query: 'date picker', expected: '/docs/components/date-picker', kind: 'word'},
  {query: 'empty states', expected: '/docs/design-patterns/empty-states', kind: 'word'},
  {query: 'loading sta', expected: '/docs/design-patterns/loading-states', kind: 'prefix'},
  {query: 'skeletons', expected: '/docs/design-patterns/loading-states', kind: 'word'},
  {query: 'colors', expected: '/docs/foundations/colours', kind: 'typo'},
  {query: 'text legibilty', expected: '/docs/foundations/text-legibility', kind: 'typo'},
  {query: 'sentence case', expected: '/docs/foundations/vocabulary-and-style', kind: 'word'},
  {query: 'contributing on github', expected: '/docs/getting-started/github', kind: 'word'},
];

/** A prop name, and the pages that show the props table of the one component that has it. */
export type PropNameCase = {query: string; component: string; pages: string[]};

/**
 * Every public prop name of every props table the site shows that belongs to
 * one component only (a name two components share cannot point at one page).
 * `tablesOfPages` gives, per page, the tables it shows.
 */
export function propNameCases(
  tablesOfPages: ReadonlyMap<string, readonly {name: string; props: readonly {name: string}[]}[]>,
): PropNameCase[] {
  const pagesOf = new Map<string, string[]>();
  const componentsOf = new Map<string, Set<string>>();
  for (const [page, tables] of tablesOfPages) {
    for (const table of tables) {
      pagesOf.set(table.name, [...(pagesOf.get(table.name) ?? []), page]);
      for (const {name} of table.props) componentsOf.set(name, (componentsOf.get(name) ?? new Set()).add(table.name));
    }
  }
  return [...componentsOf]
    .filter(([, components]) => components.size === 1)
    .map(([query, components]) => {
      const [component] = components;
      return {query, component, pages: [...new Set(pagesOf.get(component))]};
    })
    .sort((a, b) => a.query.localeCompare(b.query));
}

/**
 * Prop names that the ranking leaves out of the first three hits, and what
 * comes first. DocSearch's ranking (deploy/docsearch-crawler.js) weighs the
 * attribute a word matched before whether it matched exactly, so a page whose
 * title or headings hold the word (or a word a typo away) outranks a prop,
 * the deepest heading (lvl6). Their tests are expected to fail: one that
 * starts passing must leave this list.
 */
export const OUTRANKED_PROP_NAMES: Readonly<Record<string, string>> = {
  badge: 'the Badge page (its title)',
  className: "UNSAFE_className, in every props table, which the pattern pages' tables put above Icon's own className",
  level:
    "Heading's table is on Text legibility, below pages whose text is about heading levels (test-doc, Breadcrumb, NavBar)",
  lines:
    "Skeleton's table is on Loading states, below pages whose text counts lines (the blog, test-doc, Text legibility)",
  content: 'the "Content guidelines" sections of the component pages',
  data: '"data-testid" in the date pickers\' props, whose titles are a typo away ("date"); "Sort the whole data set"',
  page: '"Popular pages" and other headings',
  selection: 'the File selector page (its title, two typos away)',
  sort: 'the Sorting page (its title and headings)',
  style: 'the Vocabulary and style page (its title)',
};
