/**
 * Queries readers type, and the page each must bring up in its first three
 * hits. Prefixes (a word still being typed) and typos are marked;
 * relevance.build.test.ts runs them against the built index, and
 * scripts/bench-search.ts times them.
 */
export type RelevanceCase = {query: string; expected: string; kind: 'word' | 'prefix' | 'typo' | 'typo+prefix'};

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
  {query: 'find your way', expected: '/', kind: 'word'},
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
