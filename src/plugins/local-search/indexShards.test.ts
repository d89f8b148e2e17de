import {createHash} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {fixtureIndex, fixturePages} from './client/testFixtures';
import {splitIndex} from './build';
import {
  PARTS_DIR,
  chunkPart,
  decodePosting,
  decodeTerms,
  encodePosting,
  encodeTerms,
  outlineRecords,
  recordFromChunk,
  shardIndex,
  shardOf,
  shardStarts,
  type ChunkFile,
} from './indexShards';
import {buildPostings} from './client/engine/postings';
import {createFieldTerms} from './client/engine/fields';
import {cachedNormalize} from './client/engine/words';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

describe('encodings', () => {
  test('postings: record deltas and field masks, back to the engine’s entries', () => {
    const posting = Uint32Array.from([0 * 256 + 3, 5 * 256 + 128, 6 * 256 + 1, 300 * 256 + 2]);
    expect(encodePosting(posting)).toEqual([0, 3, 5, 128, 1, 1, 294, 2]);
    expect([...decodePosting(encodePosting(posting))]).toEqual([...posting]);
  });

  test('terms: front-coded, the shared prefix capped at 35 letters', () => {
    const long = 'a'.repeat(40);
    const terms = ['date', 'dates', 'donut', long, `${long}b`, 'é', 'ü1'];
    expect(encodeTerms(terms).split('\n').slice(0, 3)).toEqual(['0date', '4s', '1onut']);
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
    expect(decodeTerms('')).toEqual([]);
  });

  test('a term index falls in the shard whose range holds it', () => {
    const starts = shardStarts([3, 1, 4]);
    expect(starts).toEqual([0, 3, 4]);
    expect([0, 2, 3, 4, 7].map((index) => shardOf(starts, index))).toEqual([0, 0, 1, 2, 2]);
  });
});

describe('splitting an index', () => {
  const {records} = fixtureIndex;
  const split = shardIndex(
    fixtureIndex,
    buildPostings(records, cachedNormalize()),
    createFieldTerms(records, cachedNormalize()),
    hash,
    {
      shardChars: 60,
      chunkRecords: 3,
    },
  );
  const {head, parts} = split;

  test('the head outlines every record: page, level, position, whether it has text', () => {
    const outlines = outlineRecords(head);
    expect(outlines).toHaveLength(records.length);
    outlines.forEach((outline, doc) => {
      expect(outline).toEqual({
        page: head.pages.findIndex(([path]) => path === records[doc].path),
        level: records[doc].level,
        position: records[doc].position,
        hasContent: records[doc].content !== '',
      });
    });
  });

  test('each chunk gives its records back whole, as recordsOfPages made them', () => {
    const outlines = outlineRecords(head);
    records.forEach((record, doc) => {
      const chunk = JSON.parse(parts.get(chunkPart(head, Math.floor(doc / 3))) ?? '[]') as ChunkFile;
      expect(recordFromChunk(head, outlines[doc], chunk[doc % 3])).toEqual(record);
    });
  });

  test('every term is in the dictionary and in exactly one shard, with its postings', () => {
    const {terms} = buildPostings(records, cachedNormalize());
    const sorted = decodeTerms(head.terms);
    expect(sorted).toEqual([...sorted].sort());
    expect(sorted).toHaveLength(terms.size);
    expect(head.shards.length).toBeGreaterThan(3);
    const starts = shardStarts(head.shards);
    sorted.forEach((term, index) => {
      const shard = shardOf(starts, index);
      const file = JSON.parse(parts.get(`${PARTS_DIR}/${head.hash}/t${shard}.json`) ?? '[]') as number[][];
      expect(file).toHaveLength(head.shards[shard]);
      expect([...decodePosting(file[index - starts[shard]])]).toEqual([...(terms.get(term) ?? [])]);
    });
  });

  test('the parts live in a folder named after their content: another index, another folder', () => {
    expect([...parts.keys()].every((name) => name.startsWith(`${PARTS_DIR}/${head.hash}/`))).toBe(true);
    const changed = structuredClone(fixturePages);
    changed[0].sections[0].content.push('More words.');
    expect(splitIndex(changed).head.hash).not.toBe(splitIndex(fixturePages).head.hash);
    expect(splitIndex(fixturePages).head.hash).toBe(splitIndex(fixturePages).head.hash);
  });
});
