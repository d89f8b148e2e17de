import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type * as Module from './hydrationQueue';

type Queue = typeof Module;

/** An event the document hears, from inside one island. */
class IslandEvent extends Event {
  constructor(
    type: string,
    readonly island: EventTarget,
  ) {
    super(type);
  }
}

/** Stands in for the document: it hears every island's events, and each island claims its own. */
const documentStandIn = new EventTarget();
const from = (island: EventTarget) => ({
  target: documentStandIn,
  inside: (event: Event) => event instanceof IslandEvent && event.island === island,
});

/** The queue is module state: each test gets a fresh copy. */
async function freshQueue(): Promise<Queue> {
  vi.resetModules();
  return import('./hydrationQueue');
}

describe('hydrationQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts islands one at a time, in the order they were queued, each in a task of its own', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const started: string[] = [];
    const [a, b, c] = [new EventTarget(), new EventTarget(), new EventTarget()];
    queueHydration(a, () => started.push('a'), from(a));
    queueHydration(b, () => started.push('b'), from(b));
    queueHydration(c, () => started.push('c'), from(c));
    expect(started).toEqual([]);
    vi.runAllTimers();
    expect(started).toEqual(['a']);
    islandHydrated(a);
    expect(started).toEqual(['a']);
    vi.runAllTimers();
    expect(started).toEqual(['a', 'b']);
    // A report from an island that is not the one hydrating changes nothing.
    islandHydrated(c);
    vi.runAllTimers();
    expect(started).toEqual(['a', 'b']);
    islandHydrated(b);
    vi.runAllTimers();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it.each(['pointerdown', 'focusin', 'keydown', 'touchstart'])(
    'starts an island at once on %s inside it, and only once',
    async (type) => {
      const {queueHydration, islandHydrated} = await freshQueue();
      const started: string[] = [];
      const [a, b] = [new EventTarget(), new EventTarget()];
      queueHydration(a, () => started.push('a'), from(a));
      queueHydration(b, () => started.push('b'), from(b));
      documentStandIn.dispatchEvent(new IslandEvent(type, b));
      expect(started).toEqual(['b']);
      documentStandIn.dispatchEvent(new IslandEvent(type, b));
      vi.runAllTimers();
      islandHydrated(a);
      vi.runAllTimers();
      expect(started).toEqual(['b', 'a']);
    },
  );

  it('skips an island that unmounts while waiting, and moves on when the hydrating one unmounts', async () => {
    const {queueHydration} = await freshQueue();
    const started: string[] = [];
    const [a, b, c] = [new EventTarget(), new EventTarget(), new EventTarget()];
    const cancelA = queueHydration(a, () => started.push('a'), from(a));
    const cancelB = queueHydration(b, () => started.push('b'), from(b));
    queueHydration(c, () => started.push('c'), from(c));
    vi.runAllTimers();
    expect(started).toEqual(['a']);
    cancelB();
    cancelA();
    vi.runAllTimers();
    expect(started).toEqual(['a', 'c']);
    documentStandIn.dispatchEvent(new IslandEvent('pointerdown', b));
    expect(started).toEqual(['a', 'c']);
  });
});
