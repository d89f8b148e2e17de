import {normalize, tokenize, type QueryWord} from './words';

/**
 * A query as Algolia reads it: words, the last one a prefix while it is being
 * typed; with advancedSyntax, "quoted phrases" (exact words, in that order)
 * and -excluded words.
 */

export type ParsedQuery = {words: QueryWord[]; excluded: string[]; phrases: string[][]};

/** Algolia's limit: later words are ignored. */
export const MAX_QUERY_WORDS = 32;

export function parseQuery(query: string, advancedSyntax: boolean): ParsedQuery {
  const words: QueryWord[] = [];
  const excluded: string[] = [];
  const phrases: string[][] = [];
  let rest = query;
  if (advancedSyntax) {
    rest = rest.replace(/"([^"]*)"/g, (_, phrase: string) => {
      const terms = tokenize(phrase).map(normalize);
      if (terms.length > 0) phrases.push(terms);
      for (const word of terms) words.push({word, prefix: false, exact: true});
      return ' ';
    });
    rest = rest.replace(/(^|\s)-([\p{L}\p{N}]+)/gu, (_, space: string, word: string) => {
      excluded.push(normalize(word));
      return space;
    });
  }
  const plain = tokenize(rest).map(normalize);
  // The last word is still being typed unless the query ends with a space.
  const typing = !/\s$/.test(query);
  plain.forEach((word, index) => words.push({word, prefix: typing && index === plain.length - 1, exact: false}));
  return {words: words.slice(0, MAX_QUERY_WORDS), excluded, phrases};
}

/**
 * What the postings cannot tell: no excluded word anywhere in the record, and
 * every phrase somewhere in one of its fields. `fields` are the record's
 * normalised words, field by field.
 */
export function satisfiesSyntax(fields: string[][], {excluded, phrases}: ParsedQuery): boolean {
  if (excluded.length > 0) {
    const all = new Set(fields.flat());
    if (excluded.some((word) => all.has(word))) return false;
  }
  return phrases.every((phrase) =>
    fields.some((list) => list.some((_, start) => phrase.every((word, offset) => list[start + offset] === word))),
  );
}
