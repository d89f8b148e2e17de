// @vitest-environment jsdom
import {act} from 'react';
import {afterEach, expect, it, vi} from 'vitest';
import {renderPerTest} from '../internal/testing/view';
import {ForceUpdate} from './ForceUpdate';
import {forceUpdateStrings} from './ForceUpdate.strings';

const de = forceUpdateStrings['de-DE'];
const en = forceUpdateStrings['en-US'];

const view = renderPerTest('de-DE');
afterEach(() => {
  vi.restoreAllMocks();
});

/** The connection drops: the browser's `navigator.onLine` turns false and it fires `offline` on the window. */
function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

it("says the device is offline and offers to try again in the reader's language", () => {
  view.render(<ForceUpdate mode="hard" currentVersion="4.14.2" requiredVersion="4.15.0" storeUrl="/store" />);
  const screen = view.container;
  // Online first: the screen's own words, so the change below is the offline state's.
  expect(screen.textContent).toContain(de.forceUpdateHardBody);
  expect(screen.textContent).toContain(de.forceUpdateUpdateNow);

  goOffline();
  const text = screen.textContent ?? '';
  expect(text).toContain('Sie sind offline. Stellen Sie eine Internetverbindung her, um die App zu aktualisieren.');
  expect(text).toContain(de.forceUpdateOffline);
  expect([...screen.querySelectorAll('button')].map((button) => button.textContent)).toEqual([de.forceUpdateTryAgain]);
  expect(text).toContain(de.forceUpdateHardTitle);
  expect(text).not.toContain(de.forceUpdateHardBody);
  for (const word of [en.forceUpdateOffline, en.forceUpdateTryAgain, en.forceUpdateHardTitle]) {
    expect(text).not.toContain(word);
  }
});
