import {useLocale} from 'react-aria/I18nProvider';
import {useLocalizedStringFormatter} from 'react-aria/useLocalizedStringFormatter';
import {arAE} from './ar-AE';
import {deDE} from './de-DE';
import {enGB} from './en-GB';
import {enUS} from './en-US';
import {esES} from './es-ES';
import {nlNL} from './nl-NL';

export {sameAsEnglish} from './sameAsEnglish';

type Source = typeof enUS;

/** The key of every message BUI shows or announces itself. */
export type BuiStringKey = keyof Source;

/** Every locale's dictionary, by BCP 47 tag. react-aria picks the closest one (nl-BE gets nl-NL) and falls back to en-US. */
export const dictionaries = {
  'en-US': enUS,
  'en-GB': enGB,
  'nl-NL': nlNL,
  'de-DE': deDE,
  'es-ES': esES,
  'ar-AE': arAE,
} as const;

export type BuiLocale = keyof typeof dictionaries;

/**
 * The dictionaries as react-aria's formatter takes them. The cast is the one place where BUI's typed messages meet the
 * formatter's loose ones: a message gets exactly the variables its key's `format` call is typed to pass (see
 * useBuiStrings), and the formatter itself, whose `plural` and `number` are protected in its types only.
 */
const buiStrings = dictionaries as unknown as Parameters<typeof useLocalizedStringFormatter>[0];

/** A key's variables, if its en-US message takes any: `format('pageOf', {page, total})`, `format('close')`. */
type VariablesOf<Key extends BuiStringKey> = Source[Key] extends (
  variables: infer Variables,
  ...rest: never[]
) => string
  ? [variables: Variables]
  : [];

export interface BuiStrings {
  /** The message for `key` in the reader's locale. */
  format: <Key extends BuiStringKey>(key: Key, ...variables: VariablesOf<Key>) => string;
  /** The reader's locale, as react-aria's `useLocale` gives it, for the date and number formatters beside a message. */
  locale: string;
}

/**
 * The library's own words in the locale of the nearest `I18nProvider` (or the browser's). The package name lets
 * react-aria cache one dictionary for all of BUI and pick up strings injected for it on the server.
 */
export function useBuiStrings(): BuiStrings {
  const formatter = useLocalizedStringFormatter(buiStrings, '@bui/react');
  const {locale} = useLocale();
  return {
    format: (key, ...variables) => formatter.format(key, variables[0] as Record<string, string | number> | undefined),
    locale,
  };
}
