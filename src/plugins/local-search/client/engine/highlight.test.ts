import {describe, expect, test} from 'vitest';
import {escapeHtml, highlight, snippet} from './highlight';
import {tokenize, type QueryWord} from './words';

const word = (text: string, prefix = false): QueryWord => ({word: text, prefix, exact: false});
const count = (html: string) => tokenize(html.replace(/<\/?mark>/g, '')).length;

describe('highlight', () => {
  test('marks matched words (the typed part of a prefix) and says how much matched', () => {
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
    expect(highlight('Nothing here', [word('date')], '<m>', '</m>')).toMatchObject({
      value: 'Nothing here',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  test('escapes the text before marking it', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(highlight('<b>Date</b> & "time"', [word('date')], '<m>', '</m>').value).toBe(
      '&lt;b&gt;<m>Date</m>&lt;/b&gt; &amp; &quot;time&quot;',
    );
  });

  test('marks only what a matcher accepts, when one is given', () => {
    const onlyDate = (term: string) => (term === 'date' ? [{word: 'dat', prefixLength: 3}] : []);
    expect(highlight('Date data', [word('dat', true)], '[', ']', onlyDate).value).toBe('[Dat]e data');
  });
});

const long = Array.from({length: 60}, (_, index) => `w${index}`).join(' ');

describe('snippet', () => {
  test('a window of N words around the first match, with the ellipsis where it is cut', () => {
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
  });

  test('short texts are kept whole, and escaped', () => {
    expect(snippet('Opens a dialog.', [word('dialog')], 15, '[', ']', '…').value).toBe('Opens a [dialog].');
    expect(snippet('Use <script> & co', [word('use')], 15, '<mark>', '</mark>', '…').value).toBe(
      '<mark>Use</mark> &lt;script&gt; &amp; co',
    );
  });
});
