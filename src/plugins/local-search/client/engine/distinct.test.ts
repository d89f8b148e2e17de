import {describe, expect, test} from 'vitest';
import {recordsOf} from '../testFixtures';
import {distinctByUrl, groupByUrl} from './distinct';
import type {Candidates} from './ranking';

describe('one hit per URL', () => {
  // The last two headings have no id: they share the page's URL with its title.
  const records = recordsOf([
    [1, 'Page'],
    [2, 'With id'],
    [2, 'No id'],
    [3, 'No id either'],
  ]).map((record, index) => (index >= 2 ? {...record, anchor: null} : record));

  test('records are grouped by URL', () => {
    const {group, size} = groupByUrl(records);
    expect([...group]).toEqual([0, 1, 0, 0]);
    expect(size).toEqual([3, 1]);
  });

  test('only the best of a URL is kept', () => {
    const candidates: Candidates = {doc: [0, 1, 2, 3], key: [30, 10, 20, 40], heading: [1, 1, 1, 1]};
    expect(distinctByUrl(groupByUrl(records), candidates, [0, 1, 2, 3])).toEqual([1, 2]);
    expect(distinctByUrl(groupByUrl(records), candidates, [0, 3])).toEqual([0]);
  });
});
