import {createElement} from 'react';
import {I18nProvider} from 'react-aria/I18nProvider';
import {renderToString} from 'react-dom/server';
import {useBuiStrings, type BuiDictionary, type BuiStringKey, type BuiStrings} from '../i18n';
import {dictionaries, type AllSource} from '../i18n/all';

const everyMessage = dictionaries as unknown as BuiDictionary<AllSource>;

const taken = new Map<string, BuiStrings>();

/**
 * `useBuiStrings()` for one locale, outside a component: what a component under an `I18nProvider` of that locale
 * gets, react-aria's own formatter included, taken from one server render. For unit tests of pure helpers that take
 * a `format` function, and for the dictionary tests.
 */
export function stringsFor(locale: string): BuiStrings {
  let strings = taken.get(locale);
  if (!strings) {
    const Take = (): null => {
      strings = useBuiStrings(everyMessage);
      return null;
    };
    renderToString(createElement(I18nProvider, {locale, children: createElement(Take)}));
    if (!strings) throw new Error(`useBuiStrings() did not run under the locale ${locale}`);
    taken.set(locale, strings);
  }
  return strings;
}

/** The message of `key` in `locale`, with variables for any key (tests that go through every message). */
export function formatMessage(locale: string, key: BuiStringKey, variables: Record<string, string | number>): string {
  const {format} = stringsFor(locale);
  return (format as (key: BuiStringKey, variables: Record<string, string | number>) => string)(key, variables);
}

/**
 * Sample variables for every message: each name a message may read gets a value, numbers for counts and positions,
 * words for names and already-formatted dates. Numbers run through the counts whose plural forms differ (Arabic has
 * six).
 */
export const SAMPLE_COUNTS = [0, 1, 2, 5] as const;
export function sampleVariables(count: number): Record<string, string | number> {
  return new Proxy(
    {},
    {
      get: (_, name) =>
        typeof name === 'string' &&
        /^(label|name|title|status|date|dates|from|to|time|duration|example|query|file|folder|size|max|limit|types|items|lastItem|parts|sum|order|installed|required)$/.test(
          name,
        )
          ? `«${name}»`
          : count,
    },
  );
}
