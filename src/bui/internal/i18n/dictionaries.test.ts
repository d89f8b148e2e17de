import {describe, expect, it} from 'vitest';
import {renderMessage, SAMPLE_COUNTS, sampleVariables} from '../testing/i18n';
import {dictionaries, sameAsEnglish, type BuiLocale} from './index';
import type {Message} from './types';

const locales = Object.keys(dictionaries) as BuiLocale[];
const source = dictionaries['en-US'] as Record<string, Message>;

describe('BUI dictionaries', () => {
  it.each(locales)('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(dictionaries[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(locales)('%s renders every message to a non-empty string', (locale) => {
    const dictionary = dictionaries[locale] as Record<string, Message>;
    for (const [key, message] of Object.entries(dictionary)) {
      expect(typeof message === 'string' || typeof message === 'function', key).toBe(true);
      expect(typeof message === 'function', `${key} is a function in en-US`).toBe(typeof source[key] === 'function');
      for (const count of SAMPLE_COUNTS) {
        const text = renderMessage(message, locale, sampleVariables(count));
        expect(typeof text, `${key} (${count})`).toBe('string');
        expect(text.trim(), `${key} (${count})`).not.toBe('');
        expect(text, `${key} (${count}) left a variable out`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  const translated = locales.filter((locale): locale is keyof typeof sameAsEnglish => locale in sameAsEnglish);
  it.each(translated)('%s repeats no en-US message except its allow-list', (locale) => {
    const dictionary = dictionaries[locale] as Record<string, Message>;
    const allowed = new Set<string>(sameAsEnglish[locale]);
    const repeated = Object.keys(source).filter((key) => {
      if (allowed.has(key)) return false;
      return SAMPLE_COUNTS.some(
        (count) =>
          renderMessage(dictionary[key], locale, sampleVariables(count)) ===
          renderMessage(source[key], 'en-US', sampleVariables(count)),
      );
    });
    expect(repeated).toEqual([]);
  });

  it('allows only repeats that are still true', () => {
    for (const [locale, keys] of Object.entries(sameAsEnglish)) {
      const dictionary = dictionaries[locale as BuiLocale] as Record<string, Message>;
      for (const key of keys) {
        const same = SAMPLE_COUNTS.some(
          (count) =>
            renderMessage(dictionary[key], locale, sampleVariables(count)) ===
            renderMessage(source[key], 'en-US', sampleVariables(count)),
        );
        expect(same, `${locale} ${key} no longer repeats en-US: take it off the allow-list`).toBe(true);
      }
    }
  });
});
