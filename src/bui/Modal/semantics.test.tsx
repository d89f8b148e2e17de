// @vitest-environment jsdom
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import {describe, expect, it} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {Modal} from '..';

stubCssEscape();

describe('Modal, own semantics', () => {
  it('stays named by its title, adds its body to a given aria-describedby and keeps other aria-*', () => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <Modal
          title="Delete absence request?"
          variant="danger"
          defaultOpen
          aria-label="Something else"
          aria-describedby="composed-note"
          aria-keyshortcuts="Alt+D"
        >
          <p>The request is deleted for everyone.</p>
        </Modal>,
      ),
    );
    const dialog = document.querySelector('[role="alertdialog"]');
    const heading = dialog?.querySelector('h2');
    expect(dialog?.hasAttribute('aria-label')).toBe(false);
    expect(dialog?.getAttribute('aria-labelledby')).toBe(heading?.id);
    const described = dialog?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described[0]).toBe('composed-note');
    expect(described).toHaveLength(2);
    expect(document.getElementById(described[1])?.textContent).toBe('The request is deleted for everyone.');
    expect(dialog?.getAttribute('aria-keyshortcuts')).toBe('Alt+D');
    act(() => root.unmount());
    container.remove();
  });
});
