// @vitest-environment jsdom
import {act, createRef} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, expect, it, vi} from 'vitest';
import {Select} from '..';

// jsdom has no CSS.escape, which react-aria calls while these keys and presses are handled; browsers have it.
const css = globalThis as unknown as {CSS?: {escape: (value: string) => string}};
css.CSS ??= {escape: (value) => value.replace(/["\\]/g, '\\$&')};

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function renderSelect(readOnly: boolean, onChange: (value: string) => void): HTMLButtonElement {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const ref = createRef<HTMLButtonElement>();
  act(() =>
    root.render(
      <Select ref={ref} label="Team" readOnly={readOnly} defaultValue="payroll" onChange={onChange}>
        <Select.Option value="payroll">Payroll</Select.Option>
        <Select.Option value="hr">HR</Select.Option>
      </Select>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  act(() => ref.current?.focus());
  return ref.current!;
}

function press(element: HTMLElement, key: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
    element.dispatchEvent(new KeyboardEvent('keyup', {key, bubbles: true}));
  });
}

// react-aria's Select has no read-only state; these pin down BUI's.
it('a read-only select keeps its value and does not open', () => {
  const onChange = vi.fn();
  const trigger = renderSelect(true, onChange);
  for (const key of ['h', 'ArrowRight', 'ArrowDown', 'Enter']) press(trigger, key);
  act(() => trigger.click());
  expect(document.querySelector('[role="listbox"]')).toBeNull();
  expect(trigger.textContent).toContain('Payroll');
  expect(onChange).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(trigger);
});

it('an editable select changes when a letter is typed on its trigger', () => {
  const onChange = vi.fn();
  const trigger = renderSelect(false, onChange);
  press(trigger, 'h');
  expect(trigger.textContent).toContain('HR');
  expect(onChange).toHaveBeenCalledWith('hr');
});
