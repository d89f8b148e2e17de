/**
 * The engine the search client loads, in its own chunk, when search is first
 * used: the split index's (sharded.ts), running search.ts's one search.
 */
export {createShardedEngine, type LoadPart, type ShardedEngine} from './sharded';
export type {Engine} from './search';
export {INDEX_DEFAULTS, type Hit, type SearchParams, type SearchResponse} from './protocol';
