/**
 * Joins items the way the reader's language does ("PDF, JPG, or PNG" in en-US, "PDF, JPG oder PNG" in de-DE,
 * "PDF أو JPG أو PNG" in ar-AE). A separator from the dictionary cannot do this: languages differ in the last
 * joiner, in the serial comma and in the comma itself.
 *
 * - `and`: items that all hold ("Finance and 2026 removed").
 * - `or`: a choice between items ("Upload a PDF or Word file").
 * - `unit`: parts of one quantity, listed without a joining word in English ("Used 18 days, Remaining 7 days").
 */
export type ListKind = 'and' | 'or' | 'unit';

const options: Record<ListKind, Intl.ListFormatOptions> = {
  and: {type: 'conjunction'},
  or: {type: 'disjunction'},
  unit: {type: 'unit', style: 'long'},
};

export function formatList(locale: string, items: readonly string[], kind: ListKind): string {
  return new Intl.ListFormat(locale, options[kind]).format(items);
}
