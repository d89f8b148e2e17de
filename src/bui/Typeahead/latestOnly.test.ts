import {describe, expect, it} from 'vitest';
import {createLatestOnly} from './latestOnly';

/** A request whose answer the test releases by hand, and which ignores its signal. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

describe('createLatestOnly', () => {
  it('drops an earlier answer that arrives after a later one', async () => {
    const latest = createLatestOnly();
    const slow = deferred<string>();
    const fast = deferred<string>();
    const first = latest.run(() => slow.promise);
    const second = latest.run(() => fast.promise);
    fast.resolve('anna');
    slow.resolve('an');
    expect(await second).toEqual({status: 'latest', value: 'anna'});
    expect(await first).toEqual({status: 'dropped'});
  });

  it('aborts the signal of the request it replaces', async () => {
    const latest = createLatestOnly();
    let firstSignal: AbortSignal | undefined;
    void latest.run((signal) => {
      firstSignal = signal;
      return new Promise(() => undefined);
    });
    const second = latest.run((signal) => Promise.resolve(signal.aborted));
    expect(firstSignal?.aborted).toBe(true);
    expect(await second).toEqual({status: 'latest', value: false});
  });

  it("drops a replaced request's error, and passes on the latest one's", async () => {
    const latest = createLatestOnly();
    const old = deferred<string>();
    const first = latest.run(() => old.promise);
    const second = latest.run(() => Promise.reject(new Error('directory down')));
    old.reject(new Error('aborted'));
    expect(await first).toEqual({status: 'dropped'});
    await expect(second).rejects.toThrow('directory down');
  });

  it('drops the answer after cancel', async () => {
    const latest = createLatestOnly();
    const pending = deferred<string>();
    const run = latest.run(() => pending.promise);
    latest.cancel();
    pending.resolve('late');
    expect(await run).toEqual({status: 'dropped'});
  });
});
