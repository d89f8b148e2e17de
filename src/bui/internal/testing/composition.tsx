// @vitest-environment jsdom is set by each test file that uses this.
import type {ReactElement, Ref} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {mount, type Rendered} from './render';

/** What every composition test passes to a component, besides a ref. */
export const COMPOSED = {
  'aria-describedby': 'composed-note',
  'data-qa': 'composed',
  UNSAFE_className: 'composed-class',
} as const;

export type ComposedProps = typeof COMPOSED & {ref: Ref<never>};

export interface CompositionCase {
  /** The component, as the test names it. */
  name: string;
  /** Renders it with the given props spread on it, and whatever else it needs to show its main element. */
  render: (props: ComposedProps) => ReactElement;
  /**
   * Where the props must land. Omitted: all on one main element. `field`: the ref and ARIA attributes on the
   * focusable control (what a form library focuses and a screen reader reads), `data-*` and the class on the root.
   * `composite`: the same split, for a widget whose named element sits inside a plain root (Tabs' tab list,
   * Table's grid).
   */
  kind?: 'field' | 'composite';
  /** A component with no DOM of its own in the closed state, such as a tooltip: where its ref and attributes go. */
  note?: string;
}

/**
 * react-aria's overlays escape meta names ("viewport", "csp-nonce") with CSS.escape when they open; jsdom has no CSS
 * object. Those names need no escaping, so identity stands in for it.
 */
export function stubCssEscape(): void {
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', {...globalThis.CSS, escape: (value: string) => value});
}

let mounted: Rendered | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function mountCase(element: ReactElement): HTMLElement {
  mounted = mount(element);
  return mounted.container;
}

/**
 * One test per component: it forwards its ref to its main element, passes
 * `aria-*` and `data-*` through to it, and adds `UNSAFE_className` to it.
 */
export function describeComposition(cases: readonly CompositionCase[]): void {
  describe.each(cases)('$name', ({render, kind}) => {
    it('forwards its ref and passes aria-*, data-* and UNSAFE_className through', () => {
      const ref: {current: Element | null} = {current: null};
      const container = mountCase(render({...COMPOSED, ref: ref as Ref<never>}));
      const main = ref.current;
      expect(main, 'the ref points at an element').toBeInstanceOf(Element);
      expect(container.contains(main) || document.body.contains(main)).toBe(true);
      const withAria = document.querySelector('[aria-describedby~="composed-note"]');
      const withData = document.querySelector('[data-qa="composed"]');
      const withClass = document.querySelector('.composed-class');
      expect(withAria, 'aria-describedby lands on the element the ref points at').toBe(main);
      if (kind === 'field' || kind === 'composite') {
        expect(withData, 'data-* lands on the root').not.toBeNull();
        expect(withData?.contains(main), 'the root holds the control').toBe(true);
        expect(withClass, 'UNSAFE_className lands on the root').toBe(withData);
      } else {
        expect(withData, 'data-* lands on the element the ref points at').toBe(main);
        expect(withClass, 'UNSAFE_className lands on the element the ref points at').toBe(main);
      }
    });
  });
}
