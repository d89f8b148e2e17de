import {useEffect, useMemo, useRef, useState} from 'react';
import {createLatestOnly} from './latestOnly';

/** Search-as-you-type waits this long after the last keystroke (the Filtering page's search debounce). */
export const SEARCH_DEBOUNCE_MS = 300;

export type LoadOptions<T> = (query: string, options: {signal: AbortSignal}) => Promise<T[]>;

export type RemoteStatus = 'idle' | 'loading' | 'done' | 'error';

export interface RemoteOptions<T> {
  items: T[];
  status: RemoteStatus;
  /** A query is waiting for its answer (debouncing or loading): the items belong to an older query. */
  pending: boolean;
  /** Runs the current query again at once, after an error. */
  retry: () => void;
}

/**
 * Items for `query` from `load`: waits `SEARCH_DEBOUNCE_MS` after the last
 * change, then asks once; an answer to an older query is dropped
 * (`createLatestOnly`). Queries shorter than `minLength` ask nothing, unless
 * `suggestEmpty` asks for the empty query's suggestions. With `load`
 * undefined the hook does nothing.
 */
export function useRemoteOptions<T>(
  load: LoadOptions<T> | undefined,
  query: string,
  {minLength, enabled, suggestEmpty}: {minLength: number; enabled: boolean; suggestEmpty: boolean},
): RemoteOptions<T> {
  const latest = useMemo(() => createLatestOnly(), []);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<RemoteStatus>('idle');
  const [answered, setAnswered] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const trimmed = query.trim();
  const searchable = trimmed.length >= minLength || (suggestEmpty && trimmed === '');

  useEffect(() => {
    if (!loadRef.current || !enabled || !searchable) {
      latest.cancel();
      setItems([]);
      setStatus('idle');
      return undefined;
    }
    const timer = setTimeout(
      () => {
        const current = loadRef.current;
        if (!current) return;
        setStatus('loading');
        latest
          .run((signal) => current(trimmed, {signal}))
          .then(
            (result) => {
              if (result.status === 'dropped') return;
              setItems(result.value);
              setAnswered(trimmed);
              setStatus('done');
            },
            () => {
              setAnswered(trimmed);
              setStatus('error');
            },
          );
      },
      trimmed === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [latest, trimmed, enabled, searchable, attempt]);

  useEffect(() => () => latest.cancel(), [latest]);

  const pending = Boolean(load) && enabled && searchable && answered !== trimmed;
  return {items, status, pending, retry: () => setAttempt((count) => count + 1)};
}
