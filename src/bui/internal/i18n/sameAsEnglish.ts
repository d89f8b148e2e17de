import type {BuiStringKey} from './index';

/**
 * Messages a translation may leave exactly as en-US writes them (for some variables, in a function's case), because the word is truly the same in that language.
 * The dictionary tests fail on any other repeat, so an untranslated message cannot slip through. en-GB is English and
 * may repeat anything; it is not listed.
 */
export const sameAsEnglish: Record<'nl-NL' | 'de-DE' | 'es-ES' | 'ar-AE', ReadonlyArray<BuiStringKey>> = {
  // "min" is the unit symbol for minutes in Dutch and Spanish too, so "5 min" (durationShort under an hour) is the same.
  // Dutch separates list items with a comma as English does, "Menu" is the Dutch word, and Dutch counts "items" too.
  'nl-NL': ['durationUnitMinutes', 'durationShort', 'listSeparator', 'navBarMenu', 'tabsCount'],
  // "Error:" is Spanish for "Error:"; "h" and "min" are the Spanish unit symbols (Real Academia Española). Spanish
  // separates list items with a comma as English does.
  'es-ES': ['alertPrefixDanger', 'durationUnitHours', 'durationUnitMinutes', 'durationShort', 'listSeparator'],
  // German separates list items with a comma as English does, and "optional" is the German word.
  'de-DE': ['listSeparator', 'fieldOptional'],
  'ar-AE': [],
};
