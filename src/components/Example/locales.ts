/**
 * The frame's Locale control, apart from Frame.tsx: the page's own code (index.tsx) needs `directionOf` when a
 * reader picks a language, and Frame.tsx brings react-aria, which the page's scripts must not carry.
 */

export type Direction = 'ltr' | 'rtl';

/**
 * The locales of BUI's dictionaries (src/bui/internal/i18n/locales.ts; each component has its own dictionary), by their BCP 47 tags: the names an app passes to
 * `I18nProvider`, and short enough for six buttons at a phone's width.
 */
export const frameLocales = ['en-US', 'en-GB', 'nl-NL', 'de-DE', 'es-ES', 'ar-AE'] as const;
export type FrameLocale = (typeof frameLocales)[number];

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
