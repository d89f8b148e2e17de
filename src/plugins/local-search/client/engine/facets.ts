import type {SectionRecord} from '../../records';
import type {FacetFilters} from './protocol';

/**
 * Facets: the attributes facetFilters may name (contextual search sends
 * language and docusaurus_tag), and the counts the search page asks for.
 * "type" (lvl1 … lvl6 or content) belongs to the hit, not to the record: a
 * section stands for a heading record and a text record, and which of the
 * two wins is known only after ranking.
 */

export const FACETS = ['language', 'docusaurus_tag', 'type'] as const;

/** The value of a facet for a record shown as a hit of `type`. */
export function facetValue(record: SectionRecord, type: string, attribute: string): unknown {
  return attribute === 'type' ? type : (record as unknown as Record<string, unknown>)[attribute];
}

function matchesFilter(record: SectionRecord, type: string, filter: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  const actual = facetValue(record, type, attribute);
  const equal = typeof actual === 'string' && actual === value;
  return negated ? !equal : equal;
}

function asList(facetFilters: FacetFilters | undefined): (string | string[])[] {
  return typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
}

const isTypeFilter = (filter: string) => filter.trim().startsWith('type:');

/** facetFilters: AND between entries, OR inside a nested array; "attr:-value" negates. */
export function passesFacetFilters(
  record: SectionRecord,
  type: string,
  facetFilters: FacetFilters | undefined,
): boolean {
  if (!facetFilters) return true;
  return asList(facetFilters).every((entry) =>
    Array.isArray(entry)
      ? entry.some((filter) => matchesFilter(record, type, filter))
      : matchesFilter(record, type, entry),
  );
}

/** The entries of facetFilters that name "type", checked per hit after ranking. */
export function typeFiltersOf(facetFilters: FacetFilters | undefined): string[][] {
  return asList(facetFilters)
    .map((entry) => (Array.isArray(entry) ? entry : [entry]))
    .filter((entry) => entry.some(isTypeFilter));
}

/**
 * Which records the other facet filters let through (1) or not (0), or null
 * for all. The modal sends the same filters with every keystroke, so the
 * last answer is kept.
 */
export function createRecordFilter(
  records: SectionRecord[],
): (facetFilters: FacetFilters | undefined) => Uint8Array | null {
  let last: {json: string; allowed: Uint8Array | null} = {json: 'null', allowed: null};
  return (facetFilters) => {
    const json = JSON.stringify(facetFilters ?? null);
    if (json === last.json) return last.allowed;
    let allowed: Uint8Array | null = null;
    if (facetFilters && (typeof facetFilters === 'string' || facetFilters.length > 0)) {
      const withoutType = asList(facetFilters)
        .map((entry) => (Array.isArray(entry) ? entry : [entry]))
        .filter((entry) => entry.every((filter) => !isTypeFilter(filter)));
      const mask = new Uint8Array(records.length);
      records.forEach((record, doc) => {
        mask[doc] = passesFacetFilters(record, 'content', withoutType) ? 1 : 0;
      });
      allowed = mask;
    }
    last = {json, allowed};
    return allowed;
  };
}

/**
 * The facets a request asks counts for ("*" for all), among those that
 * exist; null when it asks for none (the response then has no facets).
 */
export function requestedFacets(facets: string | string[] | undefined): string[] | null {
  const requested = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;
  if (requested.length === 0) return null;
  return requested.includes('*')
    ? [...FACETS]
    : requested.filter((name) => (FACETS as readonly string[]).includes(name));
}

/** Counts of each value of each facet over the hits (record, type). */
export function countFacets(
  names: string[],
  hits: {record: SectionRecord; type: string}[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const {record, type} of hits) {
      const value = String(facetValue(record, type, name));
      counts[value] = (counts[value] ?? 0) + 1;
    }
    out[name] = counts;
  }
  return out;
}
