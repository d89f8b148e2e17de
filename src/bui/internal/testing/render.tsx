import {act, type ReactElement} from 'react';
import {I18nProvider} from 'react-aria/I18nProvider';
import {createRoot} from 'react-dom/client';

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

/** Mounts `element` in a new container in jsdom's document, inside act(). Call `unmount` after the test. */
export function mount(element: ReactElement): Rendered {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/**
 * Presses `trigger` and returns what it opened: the first element of `role` in the document, where react-aria portals
 * overlays. A click without pointer events is a virtual press to react-aria.
 */
export function pressToOpen(trigger: Element | null, role: string): HTMLElement {
  if (!(trigger instanceof HTMLElement)) throw new Error(`No trigger to open a ${role} with.`);
  act(() => trigger.click());
  return document.querySelector(`[role="${role}"]`) as HTMLElement;
}

/**
 * Mounts `element` under an `I18nProvider` of `locale`, for tests of states that appear only after interaction or
 * time (an empty list once opened, a message after ten seconds).
 */
export function renderIn(locale: string, element: ReactElement): Rendered {
  return mount(<I18nProvider locale={locale}>{element}</I18nProvider>);
}
