/**
 * Islands waiting for their code and their turn to hydrate.
 *
 * Nothing loads until the reader first acts on the page: moves the pointer,
 * touches, scrolls, turns the wheel, presses a key or moves focus. A page
 * that is only opened and read loads none of its examples' code, and its
 * main thread stays free while it loads (decisions/0008-live-examples-as-islands.md). Then every
 * island's code loads at once, and the islands hydrate one at a time in page
 * order, each starting in a task of its own once the one before has
 * finished. React hydrates an island in slices, but what react-aria does
 * right after (its `useSyncExternalStore` reads re-render synchronously once
 * hydrated) would run for every island in one task if they all started
 * together.
 *
 * An island the reader reaches first (pointer down, focus or a key inside it)
 * goes first, from a capture listener above the island (the document). If
 * its code is there, it starts inside that event: React's own listeners,
 * which `hydrateRoot` adds to the island, then see the same event, hydrate
 * the island synchronously and hand the event to it. If its code is still
 * loading, the press cannot reach it; its click is held and given to the
 * island once it has hydrated, so the reader's first press is not lost.
 */

interface Entry {
  element: EventTarget;
  load: () => Promise<void>;
  start: () => void;
  interactions: Interactions;
  loading: Promise<void> | null;
  loaded: boolean;
  started: boolean;
  hydrated: boolean;
  /** A press began inside the island before it started: its click is held for it. */
  pressedEarly: boolean;
  /** That click's target, clicked again once the island has hydrated. */
  heldClick: {click: () => void} | null;
}

/** The events that bring an island forward; each comes before the event that acts (click, key press). */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
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

// Objects, not `true`: Node's EventTarget (the unit test) removes only a listener added the same way.
const CAPTURE = {capture: true} as const;
const PASSIVE_CAPTURE = {capture: true, passive: true} as const;

const waiting: Entry[] = [];
const entries = new Map<EventTarget, Entry>();
let current: EventTarget | null = null;
let scheduled = false;
let readerActed = false;
let activityTarget: EventTarget | null = null;
/** How many queued islands listen on each target: one set of listeners serves them all. */
const listeners = new Map<EventTarget, number>();

/** Where the reader's first events are heard, before they reach the island, and whether one is inside it. */
export interface Interactions {
  target: EventTarget;
  inside: (event: Event) => boolean;
}

/** Logged, never thrown: an example whose code cannot load stays as the server rendered it, and loads again on the next press. */
function reportLoadFailure(error: unknown): void {
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
  if (scheduled || current || !readerActed) return;
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
        reportLoadFailure(error);
        current = null;
        startNext();
      },
    );
  });
}

function onReaderActivity(): void {
  if (readerActed) return;
  readerActed = true;
  for (const type of READER_ACTIVITY) activityTarget?.removeEventListener(type, onReaderActivity, PASSIVE_CAPTURE);
  activityTarget = null;
  // All of it at once, so the islands need not wait for each other's downloads.
  for (const entry of waiting) load(entry).catch(() => undefined);
  startNext();
}

function listenForActivity(target: EventTarget): void {
  if (readerActed || activityTarget) return;
  activityTarget = target;
  for (const type of READER_ACTIVITY) target.addEventListener(type, onReaderActivity, PASSIVE_CAPTURE);
}

function takeOut(entry: Entry): void {
  const index = waiting.indexOf(entry);
  if (index >= 0) waiting.splice(index, 1);
}

/** The queued island an event on `target` happened inside, if any. */
function entryOf(event: Event): Entry | undefined {
  for (const entry of entries.values()) {
    if (entry.interactions.target === event.currentTarget && entry.interactions.inside(event)) return entry;
  }
  return undefined;
}

function onInteraction(event: Event): void {
  const entry = entryOf(event);
  if (!entry || entry.started) return;
  onReaderActivity();
  takeOut(entry);
  if (entry.loaded) {
    start(entry);
    return;
  }
  if (event.type === 'pointerdown' || event.type === 'keydown') entry.pressedEarly = true;
  load(entry).then(
    () => start(entry),
    (error: unknown) => {
      entry.pressedEarly = false;
      reportLoadFailure(error);
    },
  );
}

function onClick(event: Event): void {
  const entry = entryOf(event);
  if (!entry?.pressedEarly) return;
  // Unhydrated, the island would take the click natively (a checkbox would
  // tick behind React's back); hydrated since its pointer down, react-aria
  // would ignore a click whose press it never saw. Clicked again, it is a
  // press of its own.
  event.preventDefault();
  event.stopImmediatePropagation();
  entry.pressedEarly = false;
  const target = event.target as Partial<HTMLElement> | null;
  if (typeof target?.click !== 'function') return;
  entry.heldClick = {click: () => target.click?.()};
  if (entry.hydrated) giveHeldClick(entry);
}

function listen(target: EventTarget): void {
  const count = listeners.get(target) ?? 0;
  listeners.set(target, count + 1);
  if (count > 0) return;
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, CAPTURE);
  target.addEventListener('click', onClick, CAPTURE);
}

function stopListening(target: EventTarget): void {
  const count = (listeners.get(target) ?? 0) - 1;
  if (count > 0) {
    listeners.set(target, count);
    return;
  }
  listeners.delete(target);
  for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, CAPTURE);
  target.removeEventListener('click', onClick, CAPTURE);
}

/**
 * Queues an island: `load` fetches its code, `start` begins hydrating
 * `element` with it. Returns a function that takes the island out of the
 * queue, for an island that unmounts first. The island reports the end of
 * its hydration with `islandHydrated`.
 */
export function queueHydration(
  element: EventTarget,
  island: {load: () => Promise<void>; start: () => void},
  interactions: Interactions,
): () => void {
  const entry: Entry = {
    element,
    load: island.load,
    start: island.start,
    interactions,
    loading: null,
    loaded: false,
    started: false,
    hydrated: false,
    pressedEarly: false,
    heldClick: null,
  };
  entries.set(element, entry);
  waiting.push(entry);
  listen(interactions.target);
  listenForActivity(interactions.target);
  if (readerActed) load(entry).catch(() => undefined);
  startNext();
  let cancelled = false;
  return () => {
    if (cancelled) return;
    cancelled = true;
    takeOut(entry);
    stopListening(interactions.target);
    entries.delete(element);
    islandHydrated(element);
  };
}

function giveHeldClick(entry: Entry): void {
  const held = entry.heldClick;
  entry.heldClick = null;
  if (held) setTimeout(held.click);
}

/** Called by an island once its content has committed: a held click is given to it, and the next island may start. */
export function islandHydrated(element: EventTarget): void {
  const entry = entries.get(element);
  if (entry && !entry.hydrated) {
    entry.hydrated = true;
    giveHeldClick(entry);
  }
  if (current !== element) return;
  current = null;
  startNext();
}
