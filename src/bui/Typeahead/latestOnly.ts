/**
 * Keeps only the answer to the latest request. Each `run` cancels the one
 * before it through its AbortSignal and numbers itself; an answer whose number
 * is no longer the latest is dropped, even from a source that ignores the
 * signal, so a slow answer to "an" can never replace the answer to "anna".
 */
export interface LatestOnly {
  /**
   * Starts a request. Resolves `{status: 'latest', value}` when this is still
   * the newest request when it settles, `{status: 'dropped'}` when a newer one
   * started meanwhile (or `cancel` was called). Rejects only with the latest
   * request's own error.
   */
  run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>>;
  /** Cancels the request in flight, if any; its answer will be dropped. */
  cancel(): void;
}

export type LatestResult<T> = {status: 'latest'; value: T} | {status: 'dropped'};

export function createLatestOnly(): LatestOnly {
  let counter = 0;
  let controller: AbortController | null = null;

  const cancel = () => {
    counter += 1;
    controller?.abort();
    controller = null;
  };

  return {
    cancel,
    async run<T>(request: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>> {
      cancel();
      const mine = counter;
      const own = new AbortController();
      controller = own;
      try {
        const value = await request(own.signal);
        return mine === counter ? {status: 'latest', value} : {status: 'dropped'};
      } catch (error) {
        if (mine !== counter) return {status: 'dropped'};
        throw error;
      }
    },
  };
}
