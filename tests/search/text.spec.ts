import {expect, test} from '@playwright/test';
import {
  allowedTypos,
  highlight,
  matchWord,
  snippet,
  tokenize,
  typoDistance,
  type QueryWord,
} from '../../src/search/text';

/** Words, typos, highlights and snippets (src/search/text.ts). Node only. */

const word = (text: string, prefix = false): QueryWord => ({word: text, prefix, exact: false});
const count = (html: string) => tokenize(html.replace(/<\/?mark>/g, '')).length;

test('typo distance counts a swap of two letters as one typo, and gives up past the limit', () => {
  expect(typoDistance('modal', 'modal', 2)).toBe(0);
  expect(typoDistance('mdoal', 'modal', 2)).toBe(1);
  expect(typoDistance('modl', 'modal', 2)).toBe(1);
  expect(typoDistance('modxal', 'modal', 2)).toBe(1);
  expect(typoDistance('medal', 'modal', 2)).toBe(1);
  expect(typoDistance('mdaol', 'modal', 2)).toBe(2);
  expect(typoDistance('xyz', 'modal', 1)).toBe(2);
  expect([3, 4, 7, 8].map((length) => allowedTypos('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
});

test('a word matches exactly, as a prefix while typed, or within its typos', () => {
  expect(matchWord(word('date'), 'date')).toEqual({typos: 0, exact: true, prefixLength: 4});
  expect(matchWord(word('dat', true), 'date')).toEqual({typos: 0, exact: false, prefixLength: 3});
  expect(matchWord(word('dat'), 'date')).toBeNull();
  expect(matchWord(word('dtae'), 'date')).toMatchObject({typos: 1});
  expect(matchWord(word('focsu', true), 'focused')).toMatchObject({typos: 1, prefixLength: 5});
  expect(matchWord({word: 'date', prefix: false, exact: true}, 'data')).toBeNull();
});

test('highlight marks matched words (the typed part of a prefix) and says how much matched', () => {
  expect(highlight('Date range picker', [word('date'), word('pick', true)], '<m>', '</m>')).toEqual({
    value: '<m>Date</m> range <m>pick</m>er',
    matchLevel: 'full',
    matchedWords: ['date', 'pick'],
    fullyHighlighted: false,
  });
  expect(highlight('Date', [word('date'), word('zzz')], '<m>', '</m>')).toMatchObject({
    matchLevel: 'partial',
    fullyHighlighted: true,
  });
  expect(highlight('<b>Date</b> & "time"', [word('date')], '<m>', '</m>').value).toBe(
    '&lt;b&gt;<m>Date</m>&lt;/b&gt; &amp; &quot;time&quot;',
  );
});

const long = Array.from({length: 60}, (_, index) => `w${index}`).join(' ');

test('a snippet is a window of N words around the first match, with the ellipsis where it is cut', () => {
  const middle = snippet(long, [word('w30')], 10, '<mark>', '</mark>', '…');
  expect(middle.value).toBe('…w28 w29 <mark>w30</mark> w31 w32 w33 w34 w35 w36 w37…');
  expect(count(middle.value)).toBe(10);
  expect(middle.matchLevel).toBe('full');
  // Near the end, the window keeps N words and only the start is cut.
  const end = snippet(`${long}.`, [word('w58')], 10, '<mark>', '</mark>', '…');
  expect(end.value).toBe('…w50 w51 w52 w53 w54 w55 w56 w57 <mark>w58</mark> w59.');
  // No match: the start.
  const none = snippet(long, [word('zzz')], 5, '<mark>', '</mark>', '…');
  expect(none).toEqual({value: 'w0 w1 w2 w3 w4…', matchLevel: 'none'});
  // Short texts are kept whole.
  expect(snippet('Opens a dialog.', [word('dialog')], 15, '[', ']', '…').value).toBe('Opens a [dialog].');
  // And escaped.
  expect(snippet('Use <script> & co', [word('use')], 15, '<mark>', '</mark>', '…').value).toBe(
    '<mark>Use</mark> &lt;script&gt; &amp; co',
  );
});
