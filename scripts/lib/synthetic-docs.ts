// Synthetic doc pages for the build benchmark (CONTRIBUTING.md "Benchmarks"): the
// site grows by pages that look like documentation to the MDX compiler, the
// bundler and the search index (headings, paragraphs, a list, a table, a code
// block), each with its own words so that no two pages compile to the same
// thing. Pure: the caller writes the files, into a copy of the site only.

/** Where the pages go, under the docs folder; also their route prefix, /docs/synthetic/. */
export const SYNTHETIC_FOLDER = 'synthetic';

export type SyntheticFile = {
  /** Relative to the docs folder, with forward slashes. */
  path: string;
  content: string;
};

const nouns = [
  'account',
  'action',
  'address',
  'approval',
  'badge',
  'balance',
  'banner',
  'budget',
  'calendar',
  'card',
  'checkbox',
  'claim',
  'colour',
  'column',
  'comment',
  'contract',
  'dashboard',
  'deadline',
  'dialog',
  'document',
  'draft',
  'employee',
  'error',
  'expense',
  'field',
  'filter',
  'form',
  'heading',
  'holiday',
  'icon',
  'invoice',
  'label',
  'layout',
  'ledger',
  'link',
  'list',
  'manager',
  'menu',
  'message',
  'notice',
  'option',
  'order',
  'page',
  'panel',
  'payment',
  'payslip',
  'picker',
  'policy',
  'profile',
  'receipt',
  'record',
  'report',
  'request',
  'review',
  'row',
  'schedule',
  'screen',
  'section',
  'selection',
  'setting',
  'shift',
  'sidebar',
  'signature',
  'spacing',
  'status',
  'step',
  'summary',
  'table',
  'team',
  'timesheet',
  'title',
  'toggle',
  'token',
  'tooltip',
  'total',
  'transfer',
  'upload',
  'user',
  'value',
  'workflow',
];
const verbs = [
  'opens',
  'closes',
  'shows',
  'hides',
  'lists',
  'groups',
  'sorts',
  'filters',
  'saves',
  'submits',
  'confirms',
  'cancels',
  'updates',
  'checks',
  'explains',
  'announces',
  'highlights',
  'moves',
  'keeps',
  'replaces',
  'reveals',
  'collects',
  'exports',
  'imports',
  'compares',
  'approves',
  'rejects',
  'selects',
  'marks',
  'tracks',
];
const adjectives = [
  'short',
  'long',
  'clear',
  'visible',
  'hidden',
  'optional',
  'required',
  'disabled',
  'active',
  'pending',
  'empty',
  'full',
  'compact',
  'wide',
  'narrow',
  'primary',
  'secondary',
  'quiet',
  'urgent',
  'recent',
  'shared',
  'private',
  'monthly',
  'weekly',
  'daily',
  'local',
  'global',
  'readable',
  'accessible',
  'consistent',
];
const adverbs = ['always', 'usually', 'rarely', 'often', 'first', 'then', 'only', 'still', 'also', 'never'];
const readers = ['people', 'readers', 'managers', 'employees', 'designers', 'developers', 'reviewers', 'teams'];
const links = ['because', 'so that', 'while', 'when', 'unless', 'after', 'before', 'until'];

/** A small seeded generator (mulberry32): the same seed gives the same pages on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function writer(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const clause = () =>
    `the ${pick(adjectives)} ${pick(nouns)} ${pick(verbs)} the ${pick(nouns)} ${pick(adverbs)} for ${pick(readers)}`;
  const plainSentence = () => `${capital(random() < 0.5 ? `${clause()} ${pick(links)} ${clause()}` : clause())}.`;
  const sentence = () => {
    const body = random() < 0.5 ? `${clause()} ${pick(links)} ${clause()}` : clause();
    const styled = random() < 0.15 ? body.replace(/ (\w+)$/, ' **$1**') : body;
    return `${capital(random() < 0.1 ? styled.replace(/the (\w+) (\w+)/, 'the $1 `$2`') : styled)}.`;
  };
  const paragraph = () => Array.from({length: between(3, 5)}, sentence).join(' ');
  const plural = (noun: string) => (noun.endsWith('s') ? `${noun}es` : `${noun}s`);
  const heading = () => capital(`${pick(adjectives)} ${plural(pick(nouns))} and ${plural(pick(nouns))}`);
  return {pick, between, capital, plainSentence, sentence, paragraph, heading};
}

function page(index: number, seed: number): {title: string; content: string} {
  const w = writer(generator(seed * 1_000_003 + index));
  const topic = `${w.capital(w.pick(adjectives))} ${w.pick(nouns)} ${w.pick(nouns)}`;
  const title = `${topic} ${index + 1}`;
  const used = new Set<string>();
  const heading = () => {
    let text = w.heading();
    while (used.has(text)) text = w.heading();
    used.add(text);
    return text;
  };
  const listItems = Array.from({length: w.between(3, 6)}, () => `- ${w.sentence()}`);
  const columns = [w.capital(w.pick(nouns)), 'When to use', 'Notes'];
  const rows = Array.from(
    {length: w.between(3, 5)},
    () => `| ${w.capital(w.pick(adjectives))} ${w.pick(nouns)} | ${w.sentence()} | ${w.sentence()} |`,
  );
  const type = `${w.capital(w.pick(adjectives))}${w.capital(w.pick(nouns))}`;
  const flag = w.pick(adjectives);
  const code = [
    '```ts',
    `type ${type} = {id: string; ${w.pick(nouns)}: number; ${flag}: boolean};`,
    '',
    `export function ${w.pick(verbs).replace(/s$/, '')}${w.capital(w.pick(nouns))}(items: ${type}[]): number {`,
    `  return items.filter((item) => item.${flag}).length * ${w.between(2, 99)};`,
    '}',
    '```',
  ];
  const content = [
    '---',
    `title: ${title}`,
    `description: ${w.plainSentence()}`,
    '---',
    '',
    w.paragraph(),
    '',
    `## ${heading()}`,
    '',
    w.paragraph(),
    '',
    w.paragraph(),
    '',
    ...listItems,
    '',
    `### ${heading()}`,
    '',
    w.paragraph(),
    '',
    `| ${columns.join(' | ')} |`,
    '| --- | --- | --- |',
    ...rows,
    '',
    `## ${heading()}`,
    '',
    w.paragraph(),
    '',
    ...code,
    '',
    w.paragraph(),
    '',
    `## ${heading()}`,
    '',
    w.paragraph(),
    '',
    w.paragraph(),
    '',
  ].join('\n');
  return {title, content};
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * `count` pages in folders of `perSection` (a sidebar category each, as a real
 * docs section would be: one category of thousands of pages would put every
 * link in every page's sidebar), plus the `_category_.json` of each folder.
 */
export function syntheticDocs(count: number, {perSection = 25, seed = 1} = {}): SyntheticFile[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Page count must be a whole number ≥ 0: ${count}`);
  if (count === 0) return [];
  const sections = Math.ceil(count / perSection);
  const width = Math.max(3, String(sections).length);
  const pageWidth = Math.max(5, String(count).length);
  const files: SyntheticFile[] = [
    {
      path: `${SYNTHETIC_FOLDER}/_category_.json`,
      content: `${JSON.stringify({label: 'Synthetic pages', position: 1000, collapsed: true}, null, 2)}\n`,
    },
  ];
  for (let section = 0; section < sections; section += 1) {
    const folder = `${SYNTHETIC_FOLDER}/section-${pad(section + 1, width)}`;
    files.push({
      path: `${folder}/_category_.json`,
      content: `${JSON.stringify({label: `Section ${section + 1}`, position: section + 1, collapsed: true}, null, 2)}\n`,
    });
    const last = Math.min(count, (section + 1) * perSection);
    for (let index = section * perSection; index < last; index += 1) {
      files.push({path: `${folder}/page-${pad(index + 1, pageWidth)}.md`, content: page(index, seed).content});
    }
  }
  return files;
}

/**
 * A sidebars.ts that also lists the synthetic folder. A sidebar generated from
 * the whole docs folder (the stock starter's) lists it already; otherwise (the
 * BUI site's, which names its categories) one autogenerated category is added
 * at the end of the first sidebar, so the pages have a sidebar like the others.
 */
export function withSyntheticSidebar(source: string): string {
  if (/type:\s*'autogenerated',\s*dirName:\s*'\.'/.test(source)) return source;
  const exportLine = /^export default (\w+);$/m;
  const match = exportLine.exec(source);
  if (!match) throw new Error('sidebars.ts has no `export default <name>;` line to add the synthetic pages before.');
  const name = match[1];
  const addition = [
    '// Added by bench:build in its copy of the site: the synthetic pages, as one more category.',
    `(Object.values(${name})[0] as unknown[]).push({`,
    "  type: 'category',",
    "  label: 'Synthetic pages',",
    `  items: [{type: 'autogenerated', dirName: '${SYNTHETIC_FOLDER}'}],`,
    '});',
    match[0],
  ].join('\n');
  return source.replace(exportLine, addition);
}
