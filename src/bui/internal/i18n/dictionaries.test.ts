import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatMessage, SAMPLE_COUNTS, sampleVariables} from '../testing/i18n';
import {allStrings, dictionaries} from './all';
import {sameAsEnglish, type BuiLocale, type BuiStringKey} from './index';
import type {Message} from './types';

const locales = Object.keys(dictionaries) as BuiLocale[];
const source = dictionaries['en-US'] as Record<BuiStringKey, Message>;
const keys = Object.keys(source) as BuiStringKey[];

/** The locale's message reads exactly as en-US's for one of the sample counts. */
function repeatsEnglish(locale: BuiLocale, key: BuiStringKey): boolean {
  return SAMPLE_COUNTS.some(
    (count) =>
      formatMessage(locale, key, sampleVariables(count)) === formatMessage('en-US', key, sampleVariables(count)),
  );
}

describe('BUI dictionaries', () => {
  it.each(locales)('%s has exactly the keys of en-US', (locale) => {
    expect(Object.keys(dictionaries[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(locales)('%s renders every message to a non-empty string', (locale) => {
    const dictionary = dictionaries[locale];
    for (const [key, message] of Object.entries(dictionary)) {
      expect(typeof message === 'string' || typeof message === 'function', key).toBe(true);
      expect(typeof message === 'function', `${key} is a function in en-US`).toBe(
        typeof source[key as BuiStringKey] === 'function',
      );
      for (const count of SAMPLE_COUNTS) {
        const text = formatMessage(locale, key as BuiStringKey, sampleVariables(count));
        expect(typeof text, `${key} (${count})`).toBe('string');
        expect(text.trim(), `${key} (${count})`).not.toBe('');
        expect(text, `${key} (${count}) left a variable out`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  const translated = locales.filter((locale): locale is keyof typeof sameAsEnglish => locale in sameAsEnglish);
  it.each(translated)('%s repeats no en-US message except its allow-list', (locale) => {
    const allowed = new Set<string>(sameAsEnglish[locale]);
    expect(keys.filter((key) => !allowed.has(key) && repeatsEnglish(locale, key))).toEqual([]);
  });

  it('allows only repeats that are still true', () => {
    for (const locale of translated) {
      for (const key of sameAsEnglish[locale]) {
        expect(
          repeatsEnglish(locale, key),
          `${locale} ${key} no longer repeats en-US: take it off the allow-list`,
        ).toBe(true);
      }
    }
  });

  it('registers every dictionary module of the library in all.ts, each exporting one dictionary', async () => {
    const bui = path.resolve(__dirname, '..', '..');
    const modules = readdirSync(bui, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.strings.ts'))
      .sort();
    expect(modules.length).toBeGreaterThan(25);
    const registered = new Set<unknown>(Object.values(allStrings));
    for (const file of modules) {
      const exported = Object.values((await import(path.join(bui, file))) as Record<string, unknown>);
      expect(exported, `${file} exports one dictionary`).toHaveLength(1);
      expect(registered.has(exported[0]), `${file} is missing from internal/i18n/all.ts`).toBe(true);
    }
    expect(registered.size).toBe(modules.length);
  });

  it("gives each key one message: a dictionary that has another dictionary's key has it by including that dictionary", () => {
    const conflicts: string[] = [];
    for (const locale of locales) {
      const seen = new Map<string, unknown>();
      for (const [name, strings] of Object.entries(allStrings)) {
        for (const [key, message] of Object.entries(strings[locale])) {
          if (seen.has(key) && seen.get(key) !== message) conflicts.push(`${locale} ${key} (${name})`);
          seen.set(key, message);
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});
