/** Lower case without accents, so "malaga" matches "Málaga". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();
}

/**
 * The Typeahead's local filter: every word of the query must start a word of
 * the option's text ("york" finds "New York"), or with `anywhere` occur
 * anywhere in it ("dam" finds "Rotterdam"). Case and accents are ignored; an
 * empty query matches everything.
 */
export function matchesQuery(text: string, query: string, anywhere = false): boolean {
  const words = fold(query).trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const folded = fold(text);
  if (anywhere) return words.every((word) => folded.includes(word));
  const parts = folded.split(/[\s\-/(),.·]+/).filter(Boolean);
  return words.every((word) => parts.some((part) => part.startsWith(word)));
}
