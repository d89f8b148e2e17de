// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {mount} from '../internal/testing/render';
import {ContextMenu} from '..';

stubCssEscape();
afterEach(() => vi.restoreAllMocks());

describe('ContextMenu.Item `variant="default"`, renamed `neutral` in 1.1', () => {
  it('draws a plain item, and says in development what it is called now', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {unmount} = mount(
      <ContextMenu label="More actions for Ana López" defaultOpen>
        <ContextMenu.Item variant="default">Duplicate</ContextMenu.Item>
        <ContextMenu.Item variant="neutral">Rename</ContextMenu.Item>
        <ContextMenu.Item variant="danger">Delete</ContextMenu.Item>
      </ContextMenu>,
    );
    const classes = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.className);
    expect(classes).toHaveLength(3);
    expect(classes[0]).toBe(classes[1]);
    expect(classes[2]).not.toBe(classes[1]);
    expect(warn.mock.calls).toEqual([
      ['[BUI ContextMenu.Item] variant="default" is renamed variant="neutral"; "default" still works in 1.x.'],
    ]);
    unmount();
  });
});
