/**
 * Islands waiting to hydrate, one at a time in page order, each starting in a
 * task of its own once the one before has finished. React hydrates an island
 * in slices, but what react-aria does right after (its `useSyncExternalStore`
 * reads re-render synchronously once hydrated) would run for every island in
 * one task if they all started together.
 *
 * An island the reader reaches first (pointer down, focus or a key inside it)
 * starts at once, out of turn, from a capture listener above the island (the
 * document): React's own listeners, which `hydrateRoot` adds to the island,
 * then see that same event, hydrate the island synchronously and hand the
 * event to it. A listener on the island itself would start it too late for
 * that event, and react-aria ignores a click whose pointer down it never saw.
 */

interface Entry {
  element: EventTarget;
  start: () => void;
}

/** The events that start an island out of turn; each comes before the event that acts (click, key press). */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

// An object, not `true`: Node's EventTarget (the unit test) removes only a listener added the same way.
const CAPTURE = {capture: true} as const;

const waiting: Entry[] = [];
let current: EventTarget | null = null;
let scheduled = false;

function startNext(): void {
  if (scheduled || current) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (current) return;
    const entry = waiting.shift();
    if (!entry) return;
    current = entry.element;
    entry.start();
  });
}

/** Where the reader's first events are heard, before they reach the island, and whether one is inside it. */
export interface Interactions {
  target: EventTarget;
  inside: (event: Event) => boolean;
}

/**
 * Queues `start` (which begins hydrating `element`'s island) and returns a
 * function that takes it out of the queue, for an island that unmounts first.
 * The island reports the end of its hydration with `islandHydrated`.
 */
export function queueHydration(element: EventTarget, start: () => void, interactions: Interactions): () => void {
  let started = false;
  const stopListening = () => {
    for (const type of INTERACTIONS) interactions.target.removeEventListener(type, startNow, CAPTURE);
  };
  const entry: Entry = {
    element,
    start: () => {
      if (started) return;
      started = true;
      stopListening();
      start();
    },
  };
  function startNow(event: Event): void {
    if (!interactions.inside(event)) return;
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
    entry.start();
  }
  for (const type of INTERACTIONS) interactions.target.addEventListener(type, startNow, CAPTURE);
  waiting.push(entry);
  startNext();
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
    stopListening();
    islandHydrated(element);
  };
}

/** Called by an island once its content has committed: the next one may start. */
export function islandHydrated(element: EventTarget): void {
  if (current !== element) return;
  current = null;
  startNext();
}
