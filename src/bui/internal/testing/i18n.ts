import {dictionaries, type BuiLocale, type BuiStringKey, type BuiStrings} from '../i18n';
import type {Message, MessageFormatter, PluralForms} from '../i18n/types';

/**
 * BUI's messages outside React, for unit tests of pure helpers that take a `format` function and for the dictionary
 * tests. It does what react-aria's LocalizedStringFormatter does for a message (the plural form from Intl.PluralRules,
 * an exact `=n` form first; numbers from Intl.NumberFormat), without a component to call the hook in.
 */
export function messageFormatter(locale: string): MessageFormatter {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return {
    plural: (count, forms: PluralForms) => {
      const exact = (forms as Record<string, string | undefined>)[`=${count}`];
      return exact ?? forms[rules.select(count)] ?? forms.other;
    },
    number: (value) => numbers.format(value),
  };
}

/** Renders one message with the given variables. */
export function renderMessage(message: Message, locale: string, variables: Record<string, string | number>): string {
  if (typeof message === 'string') return message;
  return (message as (variables: Record<string, string | number>, formatter: MessageFormatter) => string)(
    variables,
    messageFormatter(locale),
  );
}

/** `useBuiStrings()`'s `format`, for one locale, outside React. */
export function stringsFor(locale: BuiLocale): BuiStrings {
  const dictionary = dictionaries[locale] as Record<BuiStringKey, Message>;
  return {
    format: (key, ...variables) =>
      renderMessage(dictionary[key], locale, (variables[0] ?? {}) as Record<string, string | number>),
    locale,
  };
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
        /^(label|name|title|status|date|dates|from|to|time|duration|example|query|file|folder|size|max|limit)$/.test(
          name,
        )
          ? `«${name}»`
          : count,
    },
  );
}
