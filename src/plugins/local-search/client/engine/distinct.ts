import type {SectionRecord} from '../../records';
import {topIndexes, type Candidates} from './ranking';

/**
 * One hit per URL (DocSearch's distinct on url): sections under headings
 * without an id share their page's URL, and only the best of them is a hit.
 */

export type UrlGroups = {
  /** Per record, the id of its URL. */
  group: Uint32Array;
  /** Per URL id, how many records share it. */
  size: number[];
};

export function groupByUrl(records: SectionRecord[]): UrlGroups {
  const group = new Uint32Array(records.length);
  const size: number[] = [];
  const ids = new Map<string, number>();
  records.forEach((record, doc) => {
    const url = `${record.path}#${record.anchor ?? ''}`;
    let id = ids.get(url);
    if (id === undefined) {
      id = size.length;
      ids.set(url, id);
      size.push(0);
    }
    group[doc] = id;
    size[id] += 1;
  });
  return {group, size};
}

/** `kept` without the candidates another one of the same URL beats (records alone at their URL first). */
export function distinctByUrl({group, size}: UrlGroups, candidates: Candidates, kept: number[]): number[] {
  const bestOfGroup = new Map<number, number>();
  const out = kept.filter((index) => {
    const id = group[candidates.doc[index]];
    if (size[id] === 1) return true;
    const best = bestOfGroup.get(id);
    if (best === undefined || topIndexes(candidates, [best, index], 1)[0] === index) bestOfGroup.set(id, index);
    return false;
  });
  out.push(...bestOfGroup.values());
  return out;
}
