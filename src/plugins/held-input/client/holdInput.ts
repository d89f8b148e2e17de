/**
 * A reader's input to a live example that arrives before the example can
 * take it is held, then given back once the example has hydrated.
 *
 * A live example is an island (src/components/Example/Island.tsx): the server
 * renders it, and its code loads and hydrates after the page's. Until then a
 * press, a key or a focus inside it reaches markup no script listens to, and
 * is lost. `holdInput` runs as an inline script in the head of every page
 * with islands (src/plugins/held-input adds it), before the first paint, so
 * no input is missed: from then on, until an island is marked hydrated, the
 * events below that happen inside it are recorded, their default action
 * stopped where it would change the markup behind React's back, and no later
 * listener sees them (React's own, once the island's root exists, would act on
 * half of a gesture). src/components/Example/replayHeldInput.ts gives them
 * back in order once the island's content has hydrated.
 *
 * Its source is inlined with `Function.prototype.toString`, so the function
 * refers to nothing outside itself: no imports, no helpers, only what every
 * supported browser runs as written.
 */

/** Events that carry a reader's intent towards a control. */
export const HELD_EVENT_TYPES = [
  'pointerdown',
  'click',
  'keydown',
  'keyup',
  'focusin',
  'contextmenu',
  'paste',
] as const;

export type HeldEventType = (typeof HELD_EVENT_TYPES)[number];

/** One held event: what replaying it needs, read when it happened. */
export interface HeldEvent {
  type: HeldEventType;
  target: Element;
  island: Element;
  /**
   * Where the target sat in the island, as child indexes from the island down: hydrating can replace the
   * server's elements with equal ones (react-aria's collections do), and the replay finds the new one there.
   */
  path: number[];
  key: string;
  code: string;
  shiftKey: boolean;
  /** Alt (Option) is held with the key: Alt+ArrowDown opens a date picker's calendar. */
  altKey: boolean;
  clientX: number;
  clientY: number;
  /** The mouse button, and the kind of pointer, of a pointer event. */
  button: number;
  pointerType: string;
  /** The text a paste carried. */
  text: string;
}

/** What the page's runtime finds on `window[HELD_INPUT_GLOBAL]`. */
export interface HeldInput {
  events: HeldEvent[];
  /** Set by the runtime once it runs: told of every event held from then on, so that island can go first. */
  notify: ((island: Element) => void) | null;
}

export const HELD_INPUT_GLOBAL = '__buiHeldInput';
/** Islands carry this attribute (Island.tsx) … */
export const ISLAND_SELECTOR = '[data-island]';
/** … and this one once they have hydrated and been given their held input. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';

/**
 * Starts holding input for the islands of `win`'s document. Keys that move
 * focus (Tab) or carry Ctrl or Meta (browser and system shortcuts) pass (Alt
 * stays: Alt+ArrowDown opens a picker), and so
 * does the input of an IME while it composes. A press and a focus keep their
 * default (focus moves, text can be selected); the others would act natively.
 * (No comments inside: the function's text is the script.)
 */
export function holdInput(
  win: Window & typeof globalThis,
  globalName: string,
  islandSelector: string,
  hydratedAttribute: string,
  types: readonly HeldEventType[],
): void {
  const store: HeldInput = {events: [], notify: null};
  (win as unknown as Record<string, HeldInput>)[globalName] = store;
  const hold = (event: Event): void => {
    const target = event.target;
    if (!event.isTrusted || !(target instanceof win.Element)) return;
    const island = target.closest(islandSelector);
    if (!island || island.hasAttribute(hydratedAttribute)) return;
    const keyboard = event instanceof win.KeyboardEvent ? event : null;
    if (keyboard && (keyboard.key === 'Tab' || keyboard.ctrlKey || keyboard.metaKey)) return;
    if (keyboard && keyboard.isComposing) return;
    const mouse = event instanceof win.MouseEvent ? event : null;
    const pointer = event instanceof win.PointerEvent ? event : null;
    const paste = event instanceof win.ClipboardEvent ? event : null;
    if (event.type !== 'pointerdown' && event.type !== 'focusin') event.preventDefault();
    event.stopImmediatePropagation();
    const path: number[] = [];
    for (let node: Element = target; node !== island && node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    store.events.push({
      type: event.type as HeldEventType,
      target,
      island,
      path,
      key: keyboard ? keyboard.key : '',
      code: keyboard ? keyboard.code : '',
      shiftKey: keyboard ? keyboard.shiftKey : false,
      altKey: keyboard ? keyboard.altKey : false,
      clientX: mouse ? mouse.clientX : 0,
      clientY: mouse ? mouse.clientY : 0,
      button: mouse ? mouse.button : 0,
      pointerType: pointer ? pointer.pointerType : '',
      text: paste && paste.clipboardData ? paste.clipboardData.getData('text/plain') : '',
    });
    if (store.notify) store.notify(island);
  };
  for (const type of types) win.document.addEventListener(type, hold, true);
}

/** The inline script: `holdInput`'s own source, called with the page's names. */
export function holdInputScript(): string {
  const args = [HELD_INPUT_GLOBAL, ISLAND_SELECTOR, ISLAND_HYDRATED_ATTRIBUTE, HELD_EVENT_TYPES].map((value) =>
    JSON.stringify(value),
  );
  return `(${holdInput.toString()})(window,${args.join(',')})`;
}

/** The store the inline script made, if this page has one. */
export function heldInputOf(win: Window): HeldInput | null {
  return (win as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT_GLOBAL] ?? null;
}
