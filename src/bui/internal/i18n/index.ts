import {useLocale} from 'react-aria/I18nProvider';
import {useLocalizedStringFormatter} from 'react-aria/useLocalizedStringFormatter';
import type {AllSource} from './all';
import {commonStrings} from './common';
import {buiLocales, type BuiLocale, type TranslatedLocale} from './locales';
import type {DictionaryOf, Message} from './types';

export {sameAsEnglish} from './sameAsEnglish';
export {buiLocales, type BuiLocale} from './locales';

type Messages = Record<string, Message>;
type CommonSource = (typeof commonStrings)['en-US'];

/** The key of every message BUI shows or announces itself. Keys are unique across the library's dictionaries. */
export type BuiStringKey = Extract<keyof AllSource, string>;

/**
 * One component's words in every locale, the shared ones (`loading`, `close`…) included. Typed as its en-US messages in
 * each locale: `useBuiStrings` takes the keys from it, and `defineStrings` has checked the other locales against them.
 */
export type BuiDictionary<Source extends Messages> = Readonly<Record<BuiLocale, Source>>;

/**
 * A component's dictionary, written beside it (`<Name>.strings.ts`): en-US is the source, each translated locale must
 * have exactly its keys with a message of the same shape (a missing or extra key fails `tsc`), and en-GB is en-US with
 * any British override. The shared words and, for a family, another dictionary (`include`: the step words Stepper
 * and Wizard share) are merged in, so a component reads all it needs through one `useBuiStrings`.
 *
 * Each component has its own so a page loads only the words of the components it shows; one dictionary for the
 * whole library put every component's words in six languages on every page with a live example.
 */
export function defineStrings<Source extends Messages, Included extends Messages = CommonSource>(
  locales: {'en-US': Source; 'en-GB'?: Partial<NoInfer<DictionaryOf<Source>>>} & {
    [Locale in TranslatedLocale]: NoInfer<DictionaryOf<Source>>;
  },
  include?: BuiDictionary<Included>,
): BuiDictionary<CommonSource & Included & Source> {
  const merged = Object.fromEntries(
    buiLocales.map((locale) => {
      const own = locale === 'en-GB' ? {...locales['en-US'], ...locales['en-GB']} : locales[locale];
      return [locale, {...commonStrings[locale], ...include?.[locale], ...own}];
    }),
  );
  return merged as unknown as BuiDictionary<CommonSource & Included & Source>;
}

/** A key's variables, if its en-US message takes any: `format('pageOf', {page, total})`, `format('close')`. */
type VariablesOf<Key extends BuiStringKey> = AllSource[Key] extends (
  variables: infer Variables,
  ...rest: never[]
) => string
  ? [variables: Variables]
  : [];

/**
 * A key and its variables, as one tuple per key that takes variables: a function typed with a dictionary's keys cannot be passed where
 * another dictionary's `format` is expected, so a helper that formats a key its caller's dictionary lacks fails `tsc`
 * (a generic key would pass, and the message would be missing only at run time).
 */
type MessageOf<Keys extends BuiStringKey> =
  | [key: PlainKeys<Keys>]
  | (Keys extends BuiStringKey
      ? VariablesOf<Keys> extends []
        ? never
        : [key: Keys, ...variables: VariablesOf<Keys>]
      : never);

/** The keys whose messages take no variables: one tuple for all of them, so a key chosen from a map can be passed. */
type PlainKeys<Keys extends BuiStringKey> = Keys extends BuiStringKey
  ? VariablesOf<Keys> extends []
    ? Keys
    : never
  : never;

/** The words of one dictionary (`Keys`, all of BUI's by default) in the reader's locale. */
export interface BuiStrings<Keys extends BuiStringKey = BuiStringKey> {
  /** The message for `key` in the reader's locale. */
  format: (...message: MessageOf<Keys>) => string;
  /** The reader's locale, as react-aria's `useLocale` gives it, for the date and number formatters beside a message. */
  locale: string;
}

/** The keys a dictionary has, for helpers that take its `format`: `BuiStrings<KeysOf<typeof tableStrings>>`. */
export type KeysOf<Dictionary extends BuiDictionary<Messages>> = keyof Dictionary['en-US'] & BuiStringKey;

/** The keys of a dictionary whose messages take no variables, for a map from a prop's value to its word. */
export type PlainKeysOf<Dictionary extends BuiDictionary<Messages>> = PlainKeys<KeysOf<Dictionary>>;

/**
 * A component's words in the locale of the nearest `I18nProvider` (or the browser's), through react-aria's localised
 * string formatter. The cast is the one place where BUI's typed messages meet the formatter's loose ones: a message
 * gets exactly the variables its key's `format` call is typed to pass, and the formatter itself, whose `plural` and
 * `number` are protected in its types only.
 */
export function useBuiStrings<Source extends Messages>(
  strings: BuiDictionary<Source>,
): BuiStrings<keyof Source & BuiStringKey> {
  const formatter = useLocalizedStringFormatter(
    strings as unknown as Parameters<typeof useLocalizedStringFormatter>[0],
  );
  const {locale} = useLocale();
  return {
    format: ((key: string, variables?: Record<string, string | number>) =>
      formatter.format(key, variables)) as BuiStrings<keyof Source & BuiStringKey>['format'],
    locale,
  };
}
