/// <reference types="vite/client" />
import type {ComponentType} from 'react';
import {I18nProvider} from 'react-aria/I18nProvider';
import {renderToString} from 'react-dom/server';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {sameAsEnglish, type BuiLocale, type BuiStringKey} from './internal/i18n';
import {dictionaries} from './internal/i18n/all';
import {formatMessage, SAMPLE_COUNTS, sampleVariables} from './internal/testing/i18n';

/**
 * Every example, rendered on the server in each locale BUI ships: none may throw or log an error, and a page in a
 * language other than English must hold none of the library's English messages: each en-US message (a function's
 * with sample variables, split around them) as a whole word or phrase, in what people read or hear: text and the
 * attributes that name or describe (class names and ids could hold any word). Examples bring their own English
 * content ("For example 09:30" as a description, a "Next" button of their own): a phrase the example's source
 * itself contains is the example's, not the library's, and is not counted for that example.
 *
 * It runs in Node, not jsdom, as the site's build renders pages: with a document present react-aria would take the
 * client's layout effects, and React warns about those on the server.
 */

const examples = import.meta.glob<{default: ComponentType}>('./*/examples/*.tsx', {eager: true});
const sources = import.meta.glob<string>('./*/examples/*.tsx', {eager: true, query: '?raw', import: 'default'});
const locales = Object.keys(dictionaries) as BuiLocale[];

/** Every en-US message as it renders with the sample variables, three characters or longer. */
function englishTexts(locale: keyof typeof sameAsEnglish): Map<string, string> {
  const allowed = new Set<string>(sameAsEnglish[locale]);
  const texts = new Map<string, string>();
  for (const key of Object.keys(dictionaries['en-US']) as BuiStringKey[]) {
    if (allowed.has(key)) continue;
    for (const count of SAMPLE_COUNTS) {
      const text = formatMessage('en-US', key, sampleVariables(count));
      // Variables stand in as «name»: the words around them are what must be translated.
      for (const part of text.split(/«\w+»/)) if (part.trim().length >= 3) texts.set(part.trim(), key);
    }
  }
  return texts;
}

const NAMING_ATTRIBUTES = /\s(?:aria-label|aria-valuetext|aria-roledescription|title|alt|placeholder)="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  nbsp: '\u00a0',
};

function decode(text: string): string {
  return text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * What people read or hear in server HTML: the text (comments and tags removed) and the naming attributes' values.
 * Code is left out: BUI writes none itself, and an example's identifiers (the icon names "home" and "folder") are
 * the same in every language.
 */
function readable(html: string): string[] {
  const attributes = [...html.matchAll(NAMING_ATTRIBUTES)].map((match) => decode(match[1]));
  // Text split over sibling nodes ("Page <!-- -->2") is read as one line; a tag is a break between words.
  const text = decode(
    html
      .replace(/<!--.*?-->/gs, '')
      .replace(/<(script|style|code)\b.*?<\/\1>/gs, ' ')
      .replace(/<[^>]*>/g, ' '),
  );
  return [...attributes, text];
}

/** The phrase with word boundaries where it starts or ends with a letter, so "and" does not match inside "Handbook". */
function wholeWords(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

let errors: unknown[][] = [];
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterAll(() => vi.restoreAllMocks());

it('finds the examples', () => {
  expect(Object.keys(examples).length).toBeGreaterThan(40);
});

for (const locale of locales) {
  describe(locale, () => {
    const english = locale in sameAsEnglish ? englishTexts(locale as keyof typeof sameAsEnglish) : null;
    it.each(Object.keys(examples))('%s', (file) => {
      errors = [];
      const Example = examples[file].default;
      const html = renderToString(
        <I18nProvider locale={locale}>
          <Example />
        </I18nProvider>,
      );
      expect(errors.map((args) => args.map(String).join(' '))).toEqual([]);
      if (!english) return;
      const source = sources[file];
      const found = new Set<string>();
      for (const text of readable(html)) {
        for (const [phrase, key] of english) {
          if (source.includes(phrase) || !wholeWords(phrase).test(text)) continue;
          found.add(`${key}: "${phrase}"`);
        }
      }
      expect([...found], `English left in ${locale}`).toEqual([]);
    });
  });
}
