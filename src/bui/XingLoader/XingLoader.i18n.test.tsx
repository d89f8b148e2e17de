// @vitest-environment jsdom
import {act} from 'react';
import {afterEach, beforeEach, expect, it, vi} from 'vitest';
import {renderIn, type Rendered} from '../internal/testing/render';
import {XING_LOADER_SLOW_MESSAGE, XING_LOADER_SLOW_MS, XingLoader} from './XingLoader';

let rendered: Rendered | null = null;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  rendered?.unmount();
  rendered = null;
  vi.useRealTimers();
});

it("says the wait is long in the reader's language, on screen and in the status region", () => {
  rendered = renderIn('de-DE', <XingLoader label="Arbeitsbereich wird geöffnet" />);
  act(() => {
    vi.advanceTimersByTime(XING_LOADER_SLOW_MS);
  });
  const text = rendered.container.textContent ?? '';
  expect(text).toContain('Das dauert länger als gewöhnlich');
  expect(rendered.container.querySelector('[role="status"]')?.textContent).toBe(
    'Arbeitsbereich wird geöffnet. Das dauert länger als gewöhnlich',
  );
  expect(text).not.toContain(XING_LOADER_SLOW_MESSAGE);
});
