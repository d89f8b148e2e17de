import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type * as Module from './hydrationQueue';

type Queue = typeof Module;

/** An event the document hears, from inside one island (or from none: the page's own). */
class IslandEvent extends Event {
  constructor(
    type: string,
    readonly island: EventTarget | null,
  ) {
    super(type, {cancelable: true});
  }
}

/** Stands in for the document: it hears every island's events, and is the target clicked again when a click is given back. */
class DocumentStandIn extends EventTarget {
  clicked: string[] = [];
  click(): void {
    this.clicked.push('click');
  }
}

let documentStandIn = new DocumentStandIn();
const from = (island: EventTarget) => ({
  target: documentStandIn,
  inside: (event: Event) => event instanceof IslandEvent && event.island === island,
});
const fire = (type: string, island: EventTarget | null = null): IslandEvent => {
  const event = new IslandEvent(type, island);
  documentStandIn.dispatchEvent(event);
  return event;
};

/** A load the test settles by hand. */
function deferredLoad() {
  let settle!: {resolve: () => void; reject: (error: Error) => void};
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = {resolve, reject};
      }),
  );
  return {load, resolve: () => settle.resolve(), reject: (error: Error) => settle.reject(error)};
}

/** The queue is module state: each test gets a fresh copy. */
async function freshQueue(): Promise<Queue> {
  vi.resetModules();
  documentStandIn = new DocumentStandIn();
  return import('./hydrationQueue');
}

/** Lets settled loads and the queue's next task run. */
async function flush(): Promise<void> {
  await vi.runAllTimersAsync();
}

describe('hydrationQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'])(
    "loads nothing until the reader acts (%s anywhere), then every island's code at once, and starts them one at a time in order",
    async (activity) => {
      const {queueHydration, islandHydrated} = await freshQueue();
      const started: string[] = [];
      const [a, b, c] = [new EventTarget(), new EventTarget(), new EventTarget()];
      const loads = [vi.fn(async () => {}), vi.fn(async () => {}), vi.fn(async () => {})];
      queueHydration(a, {load: loads[0], start: () => started.push('a')}, from(a));
      queueHydration(b, {load: loads[1], start: () => started.push('b')}, from(b));
      queueHydration(c, {load: loads[2], start: () => started.push('c')}, from(c));
      await flush();
      expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
      expect(started).toEqual([]);

      fire(activity);
      expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
      await flush();
      expect(started).toEqual(['a']);
      // A report from an island that is not the one hydrating changes nothing.
      islandHydrated(c);
      await flush();
      expect(started).toEqual(['a']);
      islandHydrated(a);
      await flush();
      expect(started).toEqual(['a', 'b']);
      islandHydrated(b);
      await flush();
      expect(started).toEqual(['a', 'b', 'c']);
      fire(activity);
      expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    },
  );

  it.each(['pointerdown', 'focusin', 'keydown', 'touchstart'])(
    'starts an island whose code is there inside the %s that reaches it, out of turn, and only once',
    async (type) => {
      const {queueHydration, islandHydrated} = await freshQueue();
      const started: string[] = [];
      const [a, b] = [new EventTarget(), new EventTarget()];
      const slowA = deferredLoad();
      queueHydration(a, {load: slowA.load, start: () => started.push('a')}, from(a));
      queueHydration(b, {load: async () => {}, start: () => started.push('b')}, from(b));
      fire('pointermove');
      await flush();
      expect(started).toEqual([]); // a's code is still loading, and a goes first
      fire(type, b);
      expect(started).toEqual(['b']); // synchronously, inside the event
      fire(type, b);
      slowA.resolve();
      await flush();
      islandHydrated(b);
      await flush();
      expect(started).toEqual(['b', 'a']);
    },
  );

  it('an island pressed while its code loads starts once loaded, and its click is held until it has hydrated', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const started: string[] = [];
    const a = new EventTarget();
    const slow = deferredLoad();
    queueHydration(a, {load: slow.load, start: () => started.push('a')}, from(a));
    expect(fire('pointerdown', a).defaultPrevented).toBe(false);
    expect(slow.load).toHaveBeenCalledTimes(1);
    const click = fire('click', a);
    expect(click.defaultPrevented).toBe(true);
    slow.resolve();
    await flush();
    expect(started).toEqual(['a']);
    expect(documentStandIn.clicked).toEqual([]);
    islandHydrated(a);
    await flush();
    expect(documentStandIn.clicked).toEqual(['click']);
    // Hydrated, the island takes its clicks itself.
    expect(fire('click', a).defaultPrevented).toBe(false);
    expect(documentStandIn.clicked).toEqual(['click']);
  });

  it('a click whose press came before the island hydrated is given again even when it hydrated in between', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const a = new EventTarget();
    const slow = deferredLoad();
    queueHydration(a, {load: slow.load, start: () => undefined}, from(a));
    fire('keydown', a);
    slow.resolve();
    await flush();
    islandHydrated(a);
    expect(fire('click', a).defaultPrevented).toBe(true);
    await flush();
    expect(documentStandIn.clicked).toEqual(['click']);
  });

  it('holds no click outside the island, nor one without an early press', async () => {
    const {queueHydration} = await freshQueue();
    const [a, b] = [new EventTarget(), new EventTarget()];
    queueHydration(a, {load: deferredLoad().load, start: () => undefined}, from(a));
    queueHydration(b, {load: deferredLoad().load, start: () => undefined}, from(b));
    fire('pointerdown', a);
    expect(fire('click', b).defaultPrevented).toBe(false);
    expect(fire('click', null).defaultPrevented).toBe(false);
  });

  it('logs a failed load and moves on; the island loads again when pressed', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started: string[] = [];
    const [a, b] = [new EventTarget(), new EventTarget()];
    let online = false;
    const loadA = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new Error('offline'))));
    queueHydration(a, {load: loadA, start: () => started.push('a')}, from(a));
    queueHydration(b, {load: async () => {}, start: () => started.push('b')}, from(b));
    fire('wheel');
    await flush();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/could not load/), expect.any(Error));
    expect(started).toEqual(['b']);
    islandHydrated(b);
    online = true;
    const tries = loadA.mock.calls.length;
    fire('pointerdown', a);
    expect(loadA).toHaveBeenCalledTimes(tries + 1);
    await flush();
    expect(started).toEqual(['b', 'a']);
  });

  it('skips an island that unmounts while waiting, and moves on when the hydrating one unmounts', async () => {
    const {queueHydration} = await freshQueue();
    const started: string[] = [];
    const [a, b, c] = [new EventTarget(), new EventTarget(), new EventTarget()];
    const island = (name: string) => ({load: async () => {}, start: () => started.push(name)});
    const cancelA = queueHydration(a, island('a'), from(a));
    const cancelB = queueHydration(b, island('b'), from(b));
    queueHydration(c, island('c'), from(c));
    fire('scroll');
    await flush();
    expect(started).toEqual(['a']);
    cancelB();
    cancelA();
    await flush();
    expect(started).toEqual(['a', 'c']);
    fire('pointerdown', b);
    expect(started).toEqual(['a', 'c']);
  });

  it('listens on the document once for all its islands, and stops when the last one leaves', async () => {
    const {queueHydration} = await freshQueue();
    const added = vi.spyOn(documentStandIn, 'addEventListener');
    const removed = vi.spyOn(documentStandIn, 'removeEventListener');
    const islands = [new EventTarget(), new EventTarget(), new EventTarget()];
    const cancels = islands.map((island) =>
      queueHydration(island, {load: async () => {}, start: () => undefined}, from(island)),
    );
    const count = (spy: typeof added, type: string) => spy.mock.calls.filter(([name]) => name === type).length;
    expect(['pointerdown', 'focusin', 'keydown', 'touchstart', 'click'].map((type) => count(added, type))).toEqual([
      // pointerdown, focusin, keydown and touchstart also mark the reader's first activity
      2, 2, 2, 2, 1,
    ]);
    cancels[0]?.();
    cancels[0]?.();
    cancels[1]?.();
    expect(count(removed, 'click')).toBe(0);
    cancels[2]?.();
    expect(count(removed, 'click')).toBe(1);
  });
});
