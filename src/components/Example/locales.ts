/**
 * The frame's Locale control, apart from Frame.tsx: the page's own code (index.tsx) needs `directionOf` when a
 * reader picks a language, and Frame.tsx brings react-aria, which the page's scripts must not carry.
 */

/** Frame.tsx's Direction; written out here so that this module imports nothing. */
type Direction = 'ltr' | 'rtl';

/** The locales BUI's dictionaries cover (`buiLocales` in `@bui/react`); the frame offers each. */
export type FrameLocale = (typeof frameLocales)[number]['id'];

/** Each locale by its BCP 47 tag, the name an app passes to `I18nProvider`: six names short enough for a phone's width. */
export const frameLocales = [
  {id: 'en-US', text: 'en-US'},
  {id: 'en-GB', text: 'en-GB'},
  {id: 'nl-NL', text: 'nl-NL'},
  {id: 'de-DE', text: 'de-DE'},
  {id: 'es-ES', text: 'es-ES'},
  {id: 'ar-AE', text: 'ar-AE'},
] as const;

/** The direction a locale's script is written in: choosing Arabic also turns the preview right to left. */
export function directionOf(locale: FrameLocale): Direction {
  return locale === 'ar-AE' ? 'rtl' : 'ltr';
}

/**
 * The locale the preview runs under: null until the reader picks one, so the example follows the reader's own
 * browser, as an app does. react-aria takes direction (arrow keys, start/end placement) from its locale,
 * not from `dir`, so a right-to-left preview of a left-to-right language runs under Hebrew's locale, whose digits are
 * the same as English; BUI's own words then fall back to English, which it has a dictionary for.
 */
export function previewLocale(locale: FrameLocale | null, direction: Direction): string | null {
  if (locale === null) return direction === 'rtl' ? 'he-IL' : null;
  return direction === directionOf(locale) ? locale : direction === 'rtl' ? 'he-IL' : 'en-US';
}
