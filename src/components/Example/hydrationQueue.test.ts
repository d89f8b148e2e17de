import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {HeldEvent, HeldInput} from '@site/src/plugins/held-input/client/holdInput';
import type * as Module from './hydrationQueue';

type Queue = typeof Module;

/** The queue keys islands by identity only: plain objects stand in for their elements. */
const island = (): Element => ({}) as Element;

let page = new EventTarget();
let held: HeldInput = {events: [], notify: null};
/** The island under the pointer while a test's pointerover is dispatched. */
let hovered: Element | null = null;
const surroundings = () => ({target: page, held, islandOf: () => hovered});

/** The reader acts on the page, outside any island. */
const act = (type: string) => page.dispatchEvent(new Event(type));

/** The pointer comes over `element`. */
function hover(element: Element): void {
  hovered = element;
  act('pointerover');
  hovered = null;
}

/** The inline script held an input for `element` (src/plugins/held-input). */
function hold(element: Element, type: HeldEvent['type'] = 'click'): void {
  held.events.push({
    type,
    target: element,
    island: element,
    path: [],
    key: '',
    code: '',
    shiftKey: false,
    altKey: false,
    clientX: 0,
    clientY: 0,
    button: 0,
    pointerType: '',
    text: '',
  });
  held.notify?.(element);
}

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
  page = new EventTarget();
  held = {events: [], notify: null};
  hovered = null;
  return import('./hydrationQueue');
}

/** Queues three islands, a, b and c, in page order; each load resolves at once and each start is recorded by name. */
function queueThree(queueHydration: Queue['queueHydration']) {
  const names = ['a', 'b', 'c'] as const;
  const islands = names.map(() => island());
  const started: string[] = [];
  const loads = names.map(() => vi.fn(async () => {}));
  names.forEach((name, index) =>
    queueHydration(islands[index], {load: loads[index], start: () => started.push(name)}, surroundings()),
  );
  return {islands, loads, started};
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

  it.each(['wheel', 'scroll', 'touchmove'])(
    "loads nothing until the reader scrolls (%s), then every island's code at once, and starts them one at a time in order",
    async (trigger) => {
      const {queueHydration, islandHydrated} = await freshQueue();
      const {islands, loads, started} = queueThree(queueHydration);
      const [a, b, c] = islands;
      await flush();
      expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
      expect(started).toEqual([]);

      act(trigger);
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
      act('wheel');
      hover(a);
      expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    },
  );

  it('an island the pointer comes over loads and starts, once; the rest wait for a scroll', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const {islands, loads, started} = queueThree(queueHydration);
    const [a, , c] = islands;
    await flush();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
    hover(c);
    hover(c);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0, 1]);
    await flush();
    expect(started).toEqual(['c']);
    islandHydrated(c);
    hover(a);
    await flush();
    expect(started).toEqual(['c', 'a']);
    islandHydrated(a);
    act('scroll');
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1, 1]);
    await flush();
    expect(started).toEqual(['c', 'a', 'b']);
  });

  it('the pointer over the page outside every island loads nothing', async () => {
    const {queueHydration} = await freshQueue();
    const {loads} = queueThree(queueHydration);
    act('pointerover');
    await flush();
    expect(loads.map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'a reader who acts outside the examples (%s: the search button, a link) loads none of their code',
    async (trigger) => {
      const {queueHydration} = await freshQueue();
      const load = vi.fn(async () => {});
      queueHydration(island(), {load, start: () => undefined}, surroundings());
      act(trigger);
      await flush();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('starts an island whose code is there as soon as input is held for it, out of turn, and only once', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const started: string[] = [];
    const [a, b] = [island(), island()];
    const slowA = deferredLoad();
    queueHydration(a, {load: slowA.load, start: () => started.push('a')}, surroundings());
    queueHydration(b, {load: async () => {}, start: () => started.push('b')}, surroundings());
    act('scroll');
    await flush();
    expect(started).toEqual([]); // a's code is still loading, and a goes first
    hold(b, 'pointerdown');
    expect(started).toEqual(['b']); // synchronously, inside the event
    hold(b, 'click');
    slowA.resolve();
    await flush();
    islandHydrated(b);
    await flush();
    expect(started).toEqual(['b', 'a']);
  });

  it('an island given input before the page ran (held by the inline script) goes first as soon as it is queued', async () => {
    const {queueHydration} = await freshQueue();
    const started: string[] = [];
    const [a, b] = [island(), island()];
    hold(b, 'keydown');
    const loadB = deferredLoad();
    const loadA = vi.fn(async () => {});
    queueHydration(a, {load: loadA, start: () => started.push('a')}, surroundings());
    queueHydration(b, {load: loadB.load, start: () => started.push('b')}, surroundings());
    // Held input loads the island it was for, and that island alone.
    expect(loadB.load).toHaveBeenCalledTimes(1);
    expect(loadA).not.toHaveBeenCalled();
    loadB.resolve();
    await flush();
    expect(started).toEqual(['b']);
  });

  it('logs a failed load, forgets what was held for it, and moves on; the island loads again when input comes', async () => {
    const {queueHydration, islandHydrated} = await freshQueue();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started: string[] = [];
    const [a, b] = [island(), island()];
    let online = false;
    const loadA = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new Error('offline'))));
    queueHydration(a, {load: loadA, start: () => started.push('a')}, surroundings());
    queueHydration(b, {load: async () => {}, start: () => started.push('b')}, surroundings());
    hold(a, 'click');
    hover(b);
    await flush();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/could not load/), expect.any(Error));
    expect(held.events).toEqual([]);
    expect(started).toEqual(['b']);
    islandHydrated(b);
    online = true;
    const tries = loadA.mock.calls.length;
    hold(a, 'pointerdown');
    expect(loadA).toHaveBeenCalledTimes(tries + 1);
    await flush();
    expect(started).toEqual(['b', 'a']);
  });

  it('skips an island that unmounts while waiting, and moves on when the hydrating one unmounts', async () => {
    const {queueHydration} = await freshQueue();
    const started: string[] = [];
    const [a, b, c] = [island(), island(), island()];
    const entry = (name: string) => ({load: async () => {}, start: () => started.push(name)});
    const cancelA = queueHydration(a, entry('a'), surroundings());
    const cancelB = queueHydration(b, entry('b'), surroundings());
    queueHydration(c, entry('c'), surroundings());
    act('scroll');
    await flush();
    expect(started).toEqual(['a']);
    cancelB();
    cancelA();
    await flush();
    expect(started).toEqual(['a', 'c']);
    hold(b);
    expect(started).toEqual(['a', 'c']);
    expect(held.events.filter((event) => event.island === b)).toHaveLength(1);
  });

  it('listens for the first scroll once for all its islands, and not after it', async () => {
    const {queueHydration} = await freshQueue();
    const added = vi.spyOn(page, 'addEventListener');
    const removed = vi.spyOn(page, 'removeEventListener');
    for (let i = 0; i < 3; i += 1)
      queueHydration(island(), {load: async () => {}, start: () => undefined}, surroundings());
    const count = (spy: typeof added, type: string) => spy.mock.calls.filter(([name]) => name === type).length;
    expect(count(added, 'wheel')).toBe(1);
    act('scroll');
    expect(count(removed, 'wheel')).toBe(1);
    queueHydration(island(), {load: async () => {}, start: () => undefined}, surroundings());
    expect(count(added, 'wheel')).toBe(1);
  });
});
