import type {HeldInput} from '@site/src/plugins/held-input/client/holdInput';
import {dropHeldInput} from './replayHeldInput';

/**
 * Islands waiting for their code and their turn to hydrate.
 *
 * An island loads its code when the reader sets out for it: the pointer
 * comes over it (a hover comes before a press), or input is held for it
 * (below). Every island loads when the reader scrolls (a wheel, a scroll, a
 * touch that moves), on the way to them. A reader who only reads the page
 * loads none of the examples' code (decision 0008). A press elsewhere (the
 * search button, a link, the colour toggle) loads none either: on a slow
 * link, the examples' code would share the bandwidth with what that press
 * needs. The islands hydrate one at a time in page order, each starting in a task of its own once the one
 * before has finished. React hydrates an island in slices, but what
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
  /** Its code has been asked for: its turn in the queue can come. */
  due: boolean;
}

/** The events by which the reader sets out for the rest of the page: every island's code loads. */
export const READER_SCROLLS = ['wheel', 'scroll', 'touchmove'] as const;

// An object, not `true`: Node's EventTarget (the unit test) removes only a listener added the same way.
const PASSIVE_CAPTURE = {capture: true, passive: true} as const;

const waiting: Entry[] = [];
const entries = new Map<Element, Entry>();
let current: Element | null = null;
let scheduled = false;
/** The reader has scrolled: every island loads, also one queued later. */
let allLoading = false;
let activityTarget: EventTarget | null = null;
let heldInput: HeldInput | null = null;

/** Where the queue hears the reader: the document, and the input held for islands before they hydrate. */
export interface Surroundings {
  /** Hears the reader's first scroll on the page, and the pointer coming over an island. */
  target: EventTarget;
  /** The held input of the page (null where no script holds it: the dev server, a unit test). */
  held: HeldInput | null;
  /** The island an event's target is in, if any. */
  islandOf: (target: EventTarget | null) => Element | null;
}

/** Logged, never thrown: an example whose code cannot load stays as the server rendered it, and loads again on the next press. */
function reportLoadFailure(entry: Entry, error: unknown): void {
  dropHeldInput(heldInput, entry.element);
  console.error('A live example could not load its code; it stays static until pressed again.', error);
}

function load(entry: Entry): Promise<void> {
  entry.due = true;
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
  if (scheduled || current) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (current) return;
    const index = waiting.findIndex((candidate) => candidate.due);
    if (index < 0) return;
    const [entry] = waiting.splice(index, 1);
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
  for (const type of READER_SCROLLS) activityTarget?.removeEventListener(type, beginAll, PASSIVE_CAPTURE);
  activityTarget?.removeEventListener('pointerover', onPointerOver, PASSIVE_CAPTURE);
  activityTarget = null;
}

let islandOf: Surroundings['islandOf'] = () => null;

/** The pointer came over an island: its code loads, and it hydrates in its turn. */
function onPointerOver(event: Event): void {
  const element = islandOf(event.target);
  const entry = element ? entries.get(element) : undefined;
  if (!entry || entry.due) return;
  load(entry).catch(() => undefined);
  startNext();
}

/** The reader scrolls: every island's code loads, all at once, so none waits for another's download. */
function beginAll(): void {
  if (allLoading) return;
  allLoading = true;
  stopListening();
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
  if (!allLoading && !activityTarget) {
    activityTarget = surroundings.target;
    islandOf = surroundings.islandOf;
    for (const type of READER_SCROLLS) activityTarget.addEventListener(type, beginAll, PASSIVE_CAPTURE);
    activityTarget.addEventListener('pointerover', onPointerOver, PASSIVE_CAPTURE);
  }
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
  const entry: Entry = {
    element,
    load: island.load,
    start: island.start,
    loading: null,
    loaded: false,
    started: false,
    due: false,
  };
  entries.set(element, entry);
  waiting.push(entry);
  if (surroundings.held && heldInput !== surroundings.held) {
    heldInput = surroundings.held;
    heldInput.notify = onHeld;
  }
  watch(surroundings);
  if (allLoading) load(entry).catch(() => undefined);
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
