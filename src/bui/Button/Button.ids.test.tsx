// @vitest-environment jsdom
import {act, type ReactElement} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {Menu, MenuItem, MenuTrigger, Popover} from 'react-aria-components';
import {Button, type ButtonProps} from './Button';

/**
 * A disabled or loading Button in the DOM, as a reader's browser has it after hydration: every id that its
 * aria-labelledby or aria-describedby names, and any react-aria adds elsewhere in the document (its live announcer
 * refers to ids too), must exist. A name built from an id that is not there is read as nothing, or as less.
 */
stubCssEscape();

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function mount(element: ReactElement): HTMLButtonElement {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container.querySelector('button')!;
}

/** Every `aria-labelledby` / `aria-describedby` id in the document that no element has. */
function missingIds(): string[] {
  const missing: string[] = [];
  for (const element of document.querySelectorAll('[aria-labelledby], [aria-describedby]'))
    for (const name of ['aria-labelledby', 'aria-describedby'])
      for (const id of element.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? [])
        if (!document.getElementById(id)) missing.push(`${name}="${id}" on <${element.tagName.toLowerCase()}>`);
  return missing;
}

const cases: [string, ButtonProps][] = [
  ['disabled', {children: 'Approve requests', disabled: true}],
  ['disabled, icon only', {icon: 'trash', iconOnly: true, label: 'Delete request', disabled: true}],
  ['disabled, submit', {children: 'Send request', type: 'submit', disabled: true}],
  ['disabled, with an app aria-labelledby', {children: 'Approve', disabled: true, 'aria-labelledby': 'own-name'}],
  ['loading', {children: 'Send request', loading: true, loadingLabel: 'Sending'}],
  ['loading, icon only', {icon: 'download', iconOnly: true, label: 'Download payslip', loading: true}],
  ['loading and disabled', {children: 'Send request', loading: true, disabled: true}],
];

describe('a disabled or loading Button refers only to ids that exist', () => {
  for (const [name, props] of cases) {
    it(name, () => {
      const button = mount(
        <>
          <span id="own-name">Approve 3 requests</span>
          <Button {...props} />
        </>,
      );
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(missingIds()).toEqual([]);
    });
  }

  it('becoming disabled or loading while focused announces nothing that points at a missing id', () => {
    // react-aria announces a button that turns pending while focused, by the ids of its name; both buttons stay
    // mounted (and the first one loading) so the ids of earlier announcements stay valid.
    type State = Pick<ButtonProps, 'disabled' | 'loading'>;
    const pair = (text: State, icon: State) => (
      <>
        <Button {...text}>Approve requests</Button>
        <Button {...icon} icon="trash" iconOnly label="Delete request" />
      </>
    );
    mount(pair({}, {}));
    const [text, icon] = container!.querySelectorAll('button');
    act(() => text.focus());
    act(() => root!.render(pair({disabled: true}, {})));
    expect(missingIds()).toEqual([]);
    act(() => root!.render(pair({}, {})));
    act(() => root!.render(pair({loading: true}, {})));
    expect(missingIds()).toEqual([]);
    act(() => icon.focus());
    act(() => root!.render(pair({loading: true}, {disabled: true})));
    expect(missingIds()).toEqual([]);
    act(() => root!.render(pair({loading: true}, {})));
    act(() => root!.render(pair({loading: true}, {loading: true})));
    expect(missingIds()).toEqual([]);
  });
});

describe('a disabled Button', () => {
  it('is named by its own text or label alone, stays in the tab order and ignores presses', () => {
    const onPress = vi.fn();
    const text = mount(
      <Button disabled onPress={onPress}>
        Approve requests
      </Button>,
    );
    expect(text.hasAttribute('aria-labelledby')).toBe(false);
    expect(text.hasAttribute('disabled')).toBe(false);
    expect(text.tabIndex).toBe(0);
    act(() => text.click());
    expect(onPress).not.toHaveBeenCalled();
    act(() => root!.render(<Button onPress={onPress}>Approve requests</Button>));
    act(() => text.click());
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('icon only: named by aria-label, with no aria-labelledby', () => {
    const icon = mount(<Button icon="trash" iconOnly label="Delete request" disabled />);
    expect(icon.getAttribute('aria-label')).toBe('Delete request');
    expect(icon.hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('a disabled Button as the trigger of a react-aria overlay', () => {
  // A trigger adds its press through react-aria's press context, not through onPress (found by input-file.spec.ts:
  // a disabled InputFile opened the file chooser): the disabled button must drop that press too.
  it('opens nothing, and opens it once enabled', () => {
    const menu = (disabled: boolean) => (
      <MenuTrigger>
        <Button disabled={disabled}>More actions</Button>
        <Popover>
          <Menu aria-label="Actions">
            <MenuItem>Duplicate</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    );
    const trigger = mount(menu(true));
    act(() => trigger.focus());
    act(() => void trigger.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})));
    act(() => void trigger.dispatchEvent(new KeyboardEvent('keyup', {key: 'Enter', bubbles: true})));
    act(() => trigger.click());
    expect(document.querySelector('[role="menu"]')).toBeNull();
    act(() => root!.render(menu(false)));
    act(() => void trigger.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true})));
    act(() => void trigger.dispatchEvent(new KeyboardEvent('keyup', {key: 'Enter', bubbles: true})));
    expect(document.querySelector('[role="menu"]')).not.toBeNull();
  });
});
