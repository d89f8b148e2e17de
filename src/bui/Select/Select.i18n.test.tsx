// @vitest-environment jsdom
import {act} from 'react';
import {afterEach, expect, it} from 'vitest';
import {stubCssEscape} from '../internal/testing/composition';
import {renderIn, type Rendered} from '../internal/testing/render';
import {Select} from './Select';

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

it("prompts and reports an empty list in the reader's language", () => {
  stubCssEscape();
  rendered = renderIn('de-DE', <Select label="Team">{[]}</Select>);
  const trigger = rendered.container.querySelector('button');
  expect(trigger?.textContent).toContain('Option auswählen');
  act(() => trigger?.focus());
  act(() => {
    trigger?.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}));
    trigger?.dispatchEvent(new KeyboardEvent('keyup', {key: 'ArrowDown', bubbles: true}));
  });
  expect(document.querySelector('[role="listbox"]')?.textContent).toBe('Keine Optionen verfügbar');
});
