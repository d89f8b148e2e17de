// @vitest-environment jsdom
import {act, type ReactElement} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {mount, type Rendered} from '../internal/testing/render';
import {ForceUpdate, type ForceUpdateProps} from '..';

stubCssEscape();

let mounted: Rendered | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.restoreAllMocks();
});

function soft(props: Partial<ForceUpdateProps>): ReactElement {
  return <ForceUpdate mode="soft" currentVersion="4.14.2" requiredVersion="4.15.0" storeUrl="/store" {...props} />;
}

const sheet = () => document.querySelector('[data-mode="soft"]');

describe('ForceUpdate, soft: open and defaultOpen', () => {
  it('starts open with `defaultOpen`, and "Not now" closes it and reports false', () => {
    const onOpenChange = vi.fn();
    mounted = mount(soft({defaultOpen: true, onOpenChange}));
    expect(sheet()).not.toBeNull();
    const notNow = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Not now');
    expect(notNow).toBeDefined();
    // A click with no pointer before it is what react-aria takes as a virtual press (a screen reader's).
    act(() => notNow?.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(sheet()).toBeNull();
  });

  it('starts closed without `defaultOpen` or `open`', () => {
    mounted = mount(soft({}));
    expect(sheet()).toBeNull();
  });

  it('follows a controlled `open` over `defaultOpen`', () => {
    mounted = mount(soft({open: false, defaultOpen: true}));
    expect(sheet()).toBeNull();
    mounted?.unmount();
    mounted = mount(soft({open: true}));
    expect(sheet()).not.toBeNull();
  });
});
