import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {buildPostings} from './postings';
import {expandWord, matcherOfPlans, planWord, transpositions} from './terms';
import {cachedNormalize, type QueryWord} from './words';

const word = (text: string, prefix = false, exact = false): QueryWord => ({word: text, prefix, exact});

describe('term lookup', () => {
  const postings = buildPostings(
    recordsOf([
      [1, 'Modal', 'A modal dialog blocks the page.'],
      [2, 'Models', 'The colour model.'],
      [2, 'Accessibility', 'Focus moves into the dialog.'],
    ]),
    cachedNormalize(),
  );
  const typosOf = (query: QueryWord) =>
    Object.fromEntries([...expandWord(postings, query)].map(([term, {typos}]) => [term, typos]));

  test('a word finds itself, and the words within its typos', () => {
    expect(typosOf(word('modal'))).toEqual({modal: 0, model: 1});
    expect(typosOf(word('modl'))).toEqual({modal: 1, model: 1});
  });

  test('no typo below 4 letters, one from 4, two from 8', () => {
    expect(typosOf(word('mod'))).toEqual({});
    expect(typosOf(word('moda'))).toEqual({modal: 1}); // "model" is two edits away
    expect(typosOf(word('acessibilty'))).toEqual({accessibility: 2});
    expect(typosOf(word('acesibilty'))).toEqual({});
  });

  test('a swap of two letters is one typo, also in a word being typed', () => {
    expect(transpositions('abca')).toEqual(['baca', 'acba', 'abac']);
    expect(transpositions('aab')).toEqual(['aba']);
    expect(typosOf(word('mdoal'))).toEqual({modal: 1});
    expect(typosOf(word('dialgo'))).toEqual({dialog: 1});
    expect(typosOf(word('mdoe', true))).toMatchObject({model: 1, models: 1});
  });

  test('a word being typed also finds the words it starts; a quoted word only itself', () => {
    expect(typosOf(word('mod', true))).toEqual({modal: 0, model: 0, models: 0});
    expect(typosOf(word('modal', false, true))).toEqual({modal: 0});
    expect(typosOf(word('modl', false, true))).toEqual({});
  });

  test('one letter being typed walks the merged postings of its initial', () => {
    const plan = planWord(postings, word('m', true));
    expect(plan.expansions).toHaveLength(1);
    expect(plan.expansions[0]).toMatchObject({typos: 0, exact: false});
    expect(plan.accepts('moves')).toBe(true);
    expect(plan.accepts('dialog')).toBe(false);
    expect(planWord(postings, word('a', true)).expansions.map((expansion) => expansion.exact)).toEqual([true, false]);
  });

  test('highlights mark only the terms the plans accepted', () => {
    const words = [word('modl'), word('dia', true)];
    const matcher = matcherOfPlans(
      words,
      words.map((query) => planWord(postings, query)),
    );
    expect(matcher('modal')).toEqual([{word: 'modl', prefixLength: 5}]);
    expect(matcher('dialog')).toEqual([{word: 'dia', prefixLength: 3}]);
    expect(matcher('moves')).toEqual([]);
  });
});
