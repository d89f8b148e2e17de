import {runInNewContext} from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import {HELD_EVENT_TYPES, holdInputScript, type HeldInput} from './client/holdInput';
import {withHeldInput} from './index';

describe('withHeldInput', () => {
  it('adds the script to the head of a page with live examples, before anything in the body runs', () => {
    const page = '<html><head><title>x</title></head><body><div class=island_x data-island="">…</div></body></html>';
    const out = withHeldInput(page);
    expect(out).toBe(
      `<html><head><title>x</title><script>${holdInputScript()}</script></head><body><div class=island_x data-island="">…</div></body></html>`,
    );
  });

  it('leaves a page without live examples as it is, and is not fooled by the word in text', () => {
    const page = '<html><head></head><body><p>data-island is an attribute</p><div data-islands></div></body></html>';
    expect(withHeldInput(page)).toBe(page);
  });

  it('fails, saying why, on a page with live examples and no head', () => {
    expect(() => withHeldInput('<div data-island></div>')).toThrow(/held-input: .*no <\/head>/);
  });
});

/** Just enough of a browser for the inline script: it runs in a context of its own, as in a page. */
function browserStandIn() {
  class FakeElement {
    constructor(
      readonly island: FakeElement | null,
      readonly hydrated = false,
    ) {}
    closest(selector: string): FakeElement | null {
      expect(selector).toBe('[data-island]');
      return this.island;
    }
    hasAttribute(name: string): boolean {
      expect(name).toBe('data-island-hydrated');
      return this.hydrated;
    }
  }
  class FakeEvent {
    defaultPrevented = false;
    stopped = false;
    constructor(
      readonly type: string,
      readonly target: unknown,
      readonly isTrusted = true,
    ) {}
    preventDefault(): void {
      this.defaultPrevented = true;
    }
    stopImmediatePropagation(): void {
      this.stopped = true;
    }
  }
  class FakeMouseEvent extends FakeEvent {
    clientX = 10;
    clientY = 20;
    button = 0;
  }
  class FakePointerEvent extends FakeMouseEvent {
    pointerType = 'touch';
  }
  class FakeKeyboardEvent extends FakeEvent {
    constructor(
      type: string,
      target: unknown,
      readonly key: string,
      readonly modifiers: {ctrlKey?: boolean; isComposing?: boolean} = {},
    ) {
      super(type, target);
    }
    code = 'KeyX';
    shiftKey = false;
    metaKey = false;
    altKey = false;
    get ctrlKey() {
      return this.modifiers.ctrlKey ?? false;
    }
    get isComposing() {
      return this.modifiers.isComposing ?? false;
    }
  }
  class FakeClipboardEvent extends FakeEvent {
    clipboardData = {getData: (format: string) => (format === 'text/plain' ? 'pasted' : '')};
  }
  const listeners = new Map<string, (event: FakeEvent) => void>();
  const addEventListener = vi.fn((type: string, listener: (event: FakeEvent) => void, capture: boolean) => {
    expect(capture).toBe(true);
    listeners.set(type, listener);
  });
  const window: Record<string, unknown> = {
    Element: FakeElement,
    KeyboardEvent: FakeKeyboardEvent,
    MouseEvent: FakeMouseEvent,
    PointerEvent: FakePointerEvent,
    ClipboardEvent: FakeClipboardEvent,
    document: {addEventListener},
  };
  runInNewContext(holdInputScript(), {window});
  const dispatch = (event: FakeEvent) => {
    listeners.get(event.type)?.(event);
    return event;
  };
  return {
    window,
    listeners,
    store: () => window.__buiHeldInput as HeldInput,
    FakeElement,
    FakeEvent,
    FakeMouseEvent,
    FakePointerEvent,
    FakeKeyboardEvent,
    FakeClipboardEvent,
    dispatch,
  };
}

describe('the inline script (holdInputScript)', () => {
  it('runs on its own: it listens, in the capture phase, for every held event type, and exposes an empty store', () => {
    const browser = browserStandIn();
    expect([...browser.listeners.keys()]).toEqual([...HELD_EVENT_TYPES]);
    expect(browser.store()).toEqual({events: [], notify: null});
  });

  it('holds a press inside an island that has not hydrated: the press keeps its default, the click loses it, no later listener sees either', () => {
    const browser = browserStandIn();
    const island = new browser.FakeElement(null);
    const button = new browser.FakeElement(island);
    const notified: unknown[] = [];
    browser.store().notify = (element) => notified.push(element);
    const down = browser.dispatch(new browser.FakePointerEvent('pointerdown', button));
    const click = browser.dispatch(new browser.FakeMouseEvent('click', button));
    expect([down.defaultPrevented, down.stopped]).toEqual([false, true]);
    expect([click.defaultPrevented, click.stopped]).toEqual([true, true]);
    expect(browser.store().events.map(({type, target, pointerType}) => ({type, target, pointerType}))).toEqual([
      {type: 'pointerdown', target: button, pointerType: 'touch'},
      {type: 'click', target: button, pointerType: ''},
    ]);
    expect(notified).toEqual([island, island]);
  });

  it('holds keys, focus and a paste with what replaying them needs', () => {
    const browser = browserStandIn();
    const field = new browser.FakeElement(new browser.FakeElement(null));
    const key = browser.dispatch(new browser.FakeKeyboardEvent('keydown', field, 'ArrowDown'));
    const focus = browser.dispatch(new browser.FakeEvent('focusin', field));
    browser.dispatch(new browser.FakeClipboardEvent('paste', field));
    expect(key.defaultPrevented).toBe(true);
    expect([focus.defaultPrevented, focus.stopped]).toEqual([false, true]);
    expect(browser.store().events.map(({type, key, text}) => [type, key, text])).toEqual([
      ['keydown', 'ArrowDown', ''],
      ['focusin', '', ''],
      ['paste', '', 'pasted'],
    ]);
  });

  it('lets pass: Tab, shortcuts, composition, untrusted events, events outside islands and in hydrated ones', () => {
    const browser = browserStandIn();
    const inside = new browser.FakeElement(new browser.FakeElement(null));
    const passing = [
      new browser.FakeKeyboardEvent('keydown', inside, 'Tab'),
      new browser.FakeKeyboardEvent('keydown', inside, 'c', {ctrlKey: true}),
      new browser.FakeKeyboardEvent('keydown', inside, 'a', {isComposing: true}),
      new browser.FakeEvent('click', inside, false),
      new browser.FakeMouseEvent('click', new browser.FakeElement(null)),
      new browser.FakeMouseEvent('click', new browser.FakeElement(new browser.FakeElement(null, true))),
      new browser.FakeMouseEvent('click', {notAnElement: true}),
    ];
    for (const event of passing) {
      browser.dispatch(event);
      expect([event.type, event.defaultPrevented, event.stopped]).toEqual([event.type, false, false]);
    }
    expect(browser.store().events).toEqual([]);
  });
});
