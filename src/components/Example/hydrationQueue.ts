import type {HeldInput} from '@site/src/plugins/held-input/client/holdInput';
import {dropHeldInput} from './replayHeldInput';

/**
 * Islands waiting for their code and their turn to hydrate.
 *
 * Their code loads once the page is idle after hydrating, or as soon as the
 * reader acts on the page (moves the pointer, touches, scrolls, presses a
 * key, moves focus), whichever comes first: a reader who opens a page and
 * acts at once waits for nothing else, and one who reads first finds the
 * examples ready. Every island's code loads at once, and the islands hydrate
 * one at a time in page order, each starting in a task of its own once the
 * one before has finished. React hydrates an island in slices, but what
 * react-aria does right after (its `useSyncExternalStore` reads re-render
 * synchronously once hydrated) would run for every island in one task if
 * they all started together.
 *
 * An island the reader presses, focuses or types into before it has
 * hydrated goes first. The inline script of src/plugins/held-input holds
 * that input from the first paint on and tells this queue which island it was
 * for; the island replays it once hydrated (replayHeldInput.ts), so no first
 * input is lost, whenever it came.
 */

interface Entry {
  element: Element;
  load: () => Promise<void>;
  start: () => void;
  loading: Promise<void> | null;
  loaded: boolean;
  started: boolean;
}

/** The events by which the reader first acts on the page, anywhere on it. */
export const READER_ACTIVITY = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

/** At most this long after the first island is queued, its code loads even if the page never goes idle. */
export const IDLE_TIMEOUT_MS = 2000;

// An object, not `true`: Node's EventTarget (the unit test) removes only a listener added the same way.
const PASSIVE_CAPTURE = {capture: true, passive: true} as const;

const waiting: Entry[] = [];
const entries = new Map<Element, Entry>();
let current: Element | null = null;
let scheduled = false;
let begun = false;
let activityTarget: EventTarget | null = null;
let heldInput: HeldInput | null = null;

/** Where the queue hears the reader: the document, and the input held for islands before they hydrate. */
export interface Surroundings {
  /** Hears the reader's first activity on the page. */
  target: EventTarget;
  /** The held input of the page (null where no script holds it: the dev server, a unit test). */
  held: HeldInput | null;
  /** Calls back once the page is idle, or after `timeout` ms at the latest. */
  whenIdle: (callback: () => void, timeout: number) => void;
}

/** Logged, never thrown: an example whose code cannot load stays as the server rendered it, and loads again on the next press. */
function reportLoadFailure(entry: Entry, error: unknown): void {
  dropHeldInput(heldInput, entry.element);
  console.error('A live example could not load its code; it stays static until pressed again.', error);
}

function load(entry: Entry): Promise<void> {
  entry.loading ??= entry.load().then(
    () => {
      entry.loaded = true;
    },
    (error: unknown) => {
      entry.loading = null;
      throw error;
    },
  );
  return entry.loading;
}

function start(entry: Entry): void {
  if (entry.started) return;
  entry.started = true;
  current ??= entry.element;
  entry.start();
}

function startNext(): void {
  if (scheduled || current || !begun) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (current) return;
    const entry = waiting.shift();
    if (!entry) return;
    current = entry.element;
    load(entry).then(
      () => start(entry),
      (error: unknown) => {
        reportLoadFailure(entry, error);
        current = null;
        startNext();
      },
    );
  });
}

function stopListening(): void {
  for (const type of READER_ACTIVITY) activityTarget?.removeEventListener(type, begin, PASSIVE_CAPTURE);
  activityTarget = null;
}

/** The page is idle or the reader has acted: every island's code loads, and the first starts. */
function begin(): void {
  if (begun) return;
  begun = true;
  stopListening();
  // All of it at once, so the islands need not wait for each other's downloads.
  for (const entry of waiting) load(entry).catch(() => undefined);
  startNext();
}

function takeOut(entry: Entry): void {
  const index = waiting.indexOf(entry);
  if (index >= 0) waiting.splice(index, 1);
}

/** The reader acted inside an island that has not started: it goes first. */
function bringForward(entry: Entry): void {
  if (entry.started) return;
  begin();
  takeOut(entry);
  if (entry.loaded) {
    start(entry);
    return;
  }
  load(entry).then(
    () => start(entry),
    (error: unknown) => reportLoadFailure(entry, error),
  );
}

function onHeld(island: Element): void {
  const entry = entries.get(island);
  if (entry) bringForward(entry);
}

function watch(surroundings: Surroundings): void {
  if (begun || activityTarget) return;
  activityTarget = surroundings.target;
  for (const type of READER_ACTIVITY) activityTarget.addEventListener(type, begin, PASSIVE_CAPTURE);
  surroundings.whenIdle(begin, IDLE_TIMEOUT_MS);
}

/**
 * Queues an island: `load` fetches its code, `start` begins hydrating
 * `element` with it. Returns a function that takes the island out of the
 * queue, for an island that unmounts first. The island reports the end of
 * its hydration with `islandHydrated`.
 */
export function queueHydration(
  element: Element,
  island: {load: () => Promise<void>; start: () => void},
  surroundings: Surroundings,
): () => void {
  const entry: Entry = {element, load: island.load, start: island.start, loading: null, loaded: false, started: false};
  entries.set(element, entry);
  waiting.push(entry);
  if (surroundings.held && heldInput !== surroundings.held) {
    heldInput = surroundings.held;
    heldInput.notify = onHeld;
  }
  watch(surroundings);
  if (begun) load(entry).catch(() => undefined);
  if (heldInput?.events.some((held) => held.island === element)) bringForward(entry);
  startNext();
  let cancelled = false;
  return () => {
    if (cancelled) return;
    cancelled = true;
    takeOut(entry);
    entries.delete(element);
    dropHeldInput(heldInput, element);
    islandHydrated(element);
  };
}

/** Called by an island once it has hydrated and taken its held input: the next island may start. */
export function islandHydrated(element: Element): void {
  if (current !== element) return;
  current = null;
  startNext();
}
