import type {HeldEvent, HeldInput} from '@site/src/plugins/held-input/client/holdInput';

/**
 * Gives an island the input held for it before it hydrated
 * (src/plugins/held-input), in the order the reader made it, one event per
 * task so that React has committed what each one changed before the next
 * arrives (an ArrowDown after a focus finds the focused trigger).
 *
 * Events dispatched by script are untrusted: the browser runs none of their
 * default actions but a click's, and the holding script ignores them. So
 * what the browser would have done is done here: a press of a pointer is
 * dispatched again as the pointer's events (react-aria tells a pointer press
 * from a virtual one, and a label, say, ignores a virtual click), a click
 * that no pointer made (a screen reader's) is clicked again, Enter and Space
 * on a native control click it, and a typed character or a paste is inserted
 * into the focused field as typing would (`execCommand`, which fires the
 * input events React listens to).
 */

/** Fields a printable key types into. */
function isEditable(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    const typing = ['text', 'search', 'email', 'tel', 'url', 'password', 'number', ''];
    return typing.includes(element.type) && !element.readOnly && !element.disabled;
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Controls whose native action on Enter is a click. */
function clicksOnEnter(element: Element): boolean {
  return (
    element instanceof HTMLButtonElement ||
    element instanceof HTMLAnchorElement ||
    element.localName === 'summary' ||
    (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
  );
}

/** Controls whose native action on Space (at key up) is a click. */
function clicksOnSpace(element: Element): boolean {
  return (
    element instanceof HTMLButtonElement ||
    element.localName === 'summary' ||
    (element instanceof HTMLInputElement && ['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type))
  );
}

/** What a replayed event does besides being dispatched, decided from the element it reaches. */
export type NativeAction = 'none' | 'click' | 'insert-text' | 'insert-line' | 'delete-backward' | 'delete-forward';

export function nativeActionOf(event: Pick<HeldEvent, 'type' | 'key'>, element: Element): NativeAction {
  if (event.type === 'keydown') {
    if (isEditable(element)) {
      if (event.key.length === 1) return 'insert-text';
      if (event.key === 'Enter' && element instanceof HTMLTextAreaElement) return 'insert-line';
      if (event.key === 'Backspace') return 'delete-backward';
      if (event.key === 'Delete') return 'delete-forward';
      return 'none';
    }
    return event.key === 'Enter' && clicksOnEnter(element) ? 'click' : 'none';
  }
  if (event.type === 'keyup') return event.key === ' ' && clicksOnSpace(element) ? 'click' : 'none';
  if (event.type === 'paste') return isEditable(element) ? 'insert-text' : 'none';
  return 'none';
}

/**
 * The same item of a react-aria collection, found by its `data-key`, and the
 * held target's place inside it: input held before this event may have moved
 * the item (typing in a filter before pressing one of the results), so its
 * old place would point at another item or at nothing. Null when the target
 * was in no item, or when the key is not one item's alone.
 */
function sameCollectionItem(held: Pick<HeldEvent, 'target' | 'island'>): Element | null {
  const item = held.target.closest('[data-key]');
  const key = item?.getAttribute('data-key');
  if (!item || key === null || key === undefined) return null;
  const matches = Array.from(held.island.querySelectorAll('[data-key]')).filter(
    (candidate) => candidate.getAttribute('data-key') === key,
  );
  const [match] = matches;
  if (!match || matches.length > 1) return null;
  const steps: number[] = [];
  for (let node: Element = held.target; node !== item; ) {
    const parent = node.parentElement;
    if (!parent) return match;
    steps.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  let node: Element | null = match;
  for (const index of steps) node = node?.children[index] ?? null;
  return node && node.localName === held.target.localName ? node : match;
}

/**
 * The element the event was for, as the island is now. Hydrating can swap the
 * server's element for an equal one (react-aria's collections render theirs
 * anew), so a target that has left the page is looked up: an item of a
 * collection by its key, anything else where it sat.
 */
export function currentTarget(held: Pick<HeldEvent, 'target' | 'island' | 'path'>): Element | null {
  if (held.target.isConnected) return held.target;
  const item = sameCollectionItem(held);
  if (item) return item;
  let node: Element | null = held.island;
  for (const index of held.path) node = node?.children[index] ?? null;
  return node && node !== held.island && node.localName === held.target.localName ? node : null;
}

/** Where a held key goes now: the focused element, if it is still in the island, else where it was pressed. */
function keyTarget(held: HeldEvent): Element | null {
  const active = held.island.ownerDocument.activeElement;
  return active && held.island.contains(active) ? active : currentTarget(held);
}

/** Clicks as `element.click()` does, on SVG too (which has no `click()`): a click with no pointer, a virtual press to react-aria. */
function click(element: Element): void {
  const view = element.ownerDocument.defaultView;
  if (element instanceof HTMLElement) element.click();
  else if (view) element.dispatchEvent(new view.MouseEvent('click', {bubbles: true, cancelable: true, view}));
}

function runNative(action: NativeAction, element: Element, held: HeldEvent): void {
  const document = element.ownerDocument;
  switch (action) {
    case 'click':
      click(element);
      return;
    case 'insert-text':
      // Deprecated but the one way to insert text as typing does, with the caret, undo and input events.
      document.execCommand('insertText', false, held.type === 'paste' ? held.text : held.key);
      return;
    case 'insert-line':
      document.execCommand('insertText', false, '\n');
      return;
    case 'delete-backward':
      document.execCommand('delete');
      return;
    case 'delete-forward':
      document.execCommand('forwardDelete');
      return;
    case 'none':
      return;
  }
}

/**
 * A press of the primary button or a touch, dispatched again at the middle of
 * its target as it is now (the page may have moved since): react-aria checks
 * that the pointer is released over what it pressed.
 */
function press(target: Element, pointerType: string, view: Window & typeof globalThis): void {
  const box = target.getBoundingClientRect();
  const at = {clientX: box.left + box.width / 2, clientY: box.top + box.height / 2};
  const common = {...at, bubbles: true, cancelable: true, composed: true, view, button: 0};
  const pointer = {...common, pointerId: 1, pointerType, isPrimary: true};
  // A pressed mouse has a pressure of 0.5: react-aria takes a press with none, 1×1 px, for a screen reader's virtual one.
  target.dispatchEvent(new view.PointerEvent('pointerdown', {...pointer, buttons: 1, pressure: 0.5}));
  target.dispatchEvent(new view.MouseEvent('mousedown', {...common, buttons: 1, detail: 1}));
  target.dispatchEvent(new view.PointerEvent('pointerup', {...pointer, buttons: 0}));
  target.dispatchEvent(new view.MouseEvent('mouseup', {...common, buttons: 0, detail: 1}));
  target.dispatchEvent(new view.PointerEvent('click', {...pointer, buttons: 0, detail: 1}));
}

/** Replays one held event; `pressed` is the primary pointer press held before it in the same island, if any. */
function replay(held: HeldEvent, pressed: HeldEvent | null): void {
  const document = held.island.ownerDocument;
  const view = document.defaultView;
  if (!view) return;
  // Keys and pastes go where focus is now; the rest, to what was pressed or focused.
  const followsFocus = held.type === 'keydown' || held.type === 'keyup' || held.type === 'paste';
  const target = followsFocus ? keyTarget(held) : currentTarget(held);
  if (!target) return;
  switch (held.type) {
    case 'pointerdown':
      // The click that follows carries the press; a press that was never released acts on nothing.
      return;
    case 'click':
      if (pressed) press(target, pressed.pointerType || 'mouse', view);
      else click(target);
      return;
    case 'focusin': {
      const active = document.activeElement;
      if (target !== active) {
        // Focus left with the element hydration replaced: it goes to the new one (its events are held and replayed
        // in turn). Focus the reader moved elsewhere since stays there.
        if ((!active || active === document.body) && target instanceof view.HTMLElement) target.focus();
        return;
      }
      target.dispatchEvent(new view.FocusEvent('focus'));
      target.dispatchEvent(new view.FocusEvent('focusin', {bubbles: true}));
      return;
    }
    case 'contextmenu':
      target.dispatchEvent(
        new view.MouseEvent('contextmenu', {
          bubbles: true,
          cancelable: true,
          button: 2,
          clientX: held.clientX,
          clientY: held.clientY,
        }),
      );
      return;
    case 'keydown':
    case 'keyup': {
      const event = new view.KeyboardEvent(held.type, {
        key: held.key,
        code: held.code,
        shiftKey: held.shiftKey,
        altKey: held.altKey,
        bubbles: true,
        cancelable: true,
      });
      if (target.dispatchEvent(event)) runNative(nativeActionOf(held, target), target, held);
      return;
    }
    case 'paste': {
      runNative(nativeActionOf(held, target), target, held);
      return;
    }
  }
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Replays, in order, every event held for `island`, including any held while
 * this runs, and resolves once none is left.
 */
export async function replayHeldInput(store: HeldInput | null, island: Element): Promise<void> {
  if (!store) return;
  let pressed: HeldEvent | null = null;
  for (;;) {
    const index = store.events.findIndex((held) => held.island === island);
    if (index < 0) return;
    const [held] = store.events.splice(index, 1);
    if (!held) return;
    try {
      replay(held, pressed);
    } catch (error) {
      // One event that cannot be replayed must not keep the island from the rest, nor from being marked hydrated.
      console.error('A held input could not be given to its live example.', error);
    }
    if (held.type === 'pointerdown') pressed = held.button === 0 ? held : null;
    else if (held.type === 'click') pressed = null;
    await nextTask();
  }
}

/** Forgets what was held for `island` (its code could not load: the reader's next press starts again). */
export function dropHeldInput(store: HeldInput | null, island: Element): void {
  if (!store) return;
  store.events = store.events.filter((held) => held.island !== island);
}
