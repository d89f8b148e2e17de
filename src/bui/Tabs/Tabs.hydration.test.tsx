// @vitest-environment jsdom
import {act} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, expect, it, vi} from 'vitest';
import {Tabs} from './Tabs';

/**
 * Docusaurus renders each page on the server and React hydrates it in the browser. react-aria's collection makes
 * the client's component tree differ from the server's; ids taken from it would differ, and a remount to repair
 * them would throw away the server's panels (and anything people typed into them before hydration ended).
 */
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const page = (
  <Tabs label="Request details" defaultValue="history">
    <Tabs.Tab id="details" title="Details">
      <p>Paid leave, 14–18 Mar 2026.</p>
    </Tabs.Tab>
    <Tabs.Tab id="history" title="History" error="1 comment is unanswered">
      <p>
        <input aria-label="Reply" />
      </p>
    </Tabs.Tab>
  </Tabs>
);

it('hydrates the server panel in place: the same element, the same ids, and every id referred to present', () => {
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  // React warns about react-aria's own data-collection attribute, which differs too; nothing reads it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const serverPanel = container.querySelector('[role="tabpanel"]');
  const serverTab = container.querySelector('[role="tab"][aria-selected="true"]');
  expect(serverPanel?.getAttribute('data-panel')).toBe('history');
  const serverIds = {panel: serverPanel?.id, tab: serverTab?.id};

  act(() => {
    root = hydrateRoot(container, page);
  });

  const panel = container.querySelector('[role="tabpanel"]');
  const tab = container.querySelector('[role="tab"][aria-selected="true"]');
  expect(panel).toBe(serverPanel);
  // The tabs themselves are react-aria's collection, which renders them anew on the client; their ids still match.
  expect({panel: panel?.id, tab: tab?.id}).toEqual(serverIds);
  expect(tab?.getAttribute('aria-controls')).toBe(panel?.id);
  expect(panel?.getAttribute('aria-labelledby')).toBe(tab?.id);
  expect(document.getElementById(tab?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    '1 comment is unanswered',
  );
  for (const element of container.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls]'))
    for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls'])
      for (const id of element.getAttribute(name)?.split(' ').filter(Boolean) ?? [])
        expect(document.getElementById(id), `${name}="${id}"`).not.toBeNull();
});
