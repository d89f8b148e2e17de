import {describe, expect, test} from 'vitest';
import {directionOf, frameLocales, previewLocale} from './locales';

describe("the example frame's locales", () => {
  test('Arabic reads right to left and the others left to right', () => {
    expect(frameLocales.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar-AE']);
  });

  test('a preview runs in the chosen locale while the direction is its own', () => {
    for (const locale of frameLocales) expect(previewLocale(locale, directionOf(locale))).toBe(locale);
  });

  test('a left-to-right language turned right to left runs under a right-to-left locale, and Arabic turned back under English', () => {
    expect(previewLocale('de-DE', 'rtl')).toBe('he-IL');
    expect(previewLocale('ar-AE', 'ltr')).toBe('en-US');
  });

  test("until a locale is picked the preview keeps the browser's, turned right to left as before", () => {
    expect(previewLocale(null, 'ltr')).toBeNull();
    expect(previewLocale(null, 'rtl')).toBe('he-IL');
  });
});
