import type {ReactElement} from 'react';
import {afterEach} from 'vitest';
import {stubCssEscape} from './composition';
import {renderIn, type Rendered} from './render';

export interface View {
  /** Mounts `element` under the locale, replacing what this test mounted before; returns its container. */
  render: (element: ReactElement) => HTMLElement;
  /** The container of what this test mounted. */
  readonly container: HTMLElement;
}

/**
 * One tree per test under `locale`, unmounted after each test, for tests that reach a state by interaction. Also
 * stubs `CSS.escape`, which react-aria's collections call and jsdom lacks.
 */
export function renderPerTest(locale: string): View {
  stubCssEscape();
  let rendered: Rendered | null = null;
  afterEach(() => {
    rendered?.unmount();
    rendered = null;
  });
  return {
    render(element) {
      rendered?.unmount();
      rendered = renderIn(locale, element);
      return rendered.container;
    },
    get container() {
      if (!rendered) throw new Error('This test has rendered nothing yet.');
      return rendered.container;
    },
  };
}
