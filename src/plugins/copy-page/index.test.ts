// @vitest-environment jsdom
import {runInNewContext} from 'node:vm';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {copyPageScript, installCopyPage} from './client/copyPage';
import {COPY_PAGE_NAMES, copyPageInstalled} from './client/names';
import {withCopyPageScript} from './index';

describe('withCopyPageScript', () => {
  it('adds the script to the head of a page with the button, whose HTML the build has minified', () => {
    const page =
      '<html><head><title>x</title></head><body><button type=button data-copy-page=/docs/a.md>Copy page</button></body></html>';
    expect(withCopyPageScript(page)).toBe(
      `<html><head><title>x</title><script>${copyPageScript()}</script></head><body><button type=button data-copy-page=/docs/a.md>Copy page</button></body></html>`,
    );
  });

  it('leaves other pages as they are, including one that only mentions the attribute', () => {
    const page =
      '<html><head></head><body><p>data-copy-page= is an attribute</p><div data-copy-page-area></div></body></html>';
    expect(withCopyPageScript(page)).toBe(page);
  });

  it('fails, saying why, on a page with the button and no head', () => {
    expect(() => withCopyPageScript('<button data-copy-page="/a.md"></button>')).toThrow(/copy-page: .*no <\/head>/);
  });
});

/** The button as src/components/CopyPageButton renders it, in a fresh document. */
function renderButton(): {button: HTMLButtonElement; status: HTMLElement} {
  document.body.innerHTML =
    '<div data-copy-page-area><button type="button" data-copy-page="/docs/a.md">Copy page</button>' +
    '<span role="status" data-copy-page-status></span></div><p id="elsewhere">Text</p>';
  return {
    button: document.querySelector('button') as HTMLButtonElement,
    status: document.querySelector('[data-copy-page-status]') as HTMLElement,
  };
}

describe('the listener (installCopyPage, which the inline script runs)', () => {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  const fetchMock = vi.fn((_address: string) => Promise.resolve(new Response('# A\n\nText.\n', {status: 200})));

  beforeEach(() => {
    // Each test gets a window without the listener: the flag lives on window, the listener on its document.
    delete (window as unknown as Record<string, unknown>)[COPY_PAGE_NAMES.global];
    document.documentElement.removeAttribute(COPY_PAGE_NAMES.ready);
    writeText.mockClear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('copies the Markdown the button names, shows "copied" and says so, then reads as before', async () => {
    const timers = vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    installCopyPage(window, COPY_PAGE_NAMES);
    expect(copyPageInstalled(window)).toBe(true);
    expect(document.documentElement.hasAttribute(COPY_PAGE_NAMES.ready)).toBe(true);
    const {button, status} = renderButton();
    button.click();
    expect(button.getAttribute('data-copy-state')).toBe('pending');
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
    expect(fetchMock).toHaveBeenCalledWith('/docs/a.md');
    expect(writeText).toHaveBeenCalledWith('# A\n\nText.\n');
    expect(status.textContent).toBe(COPY_PAGE_NAMES.messages.copied);
    timers.advanceTimersByTime(COPY_PAGE_NAMES.stateMs);
    expect(button.hasAttribute('data-copy-state')).toBe(false);
    expect(status.textContent).toBe('');
  });

  it('hands the clipboard a promise of the text where ClipboardItem exists, so the write keeps the press', async () => {
    const items: {type: string; data: Promise<unknown>}[] = [];
    class FakeClipboardItem {
      constructor(data: Record<string, Promise<unknown>>) {
        for (const [type, blob] of Object.entries(data)) items.push({type, data: blob});
      }
    }
    const write = vi.fn(async () => {
      await items[0]?.data;
    });
    // jsdom's Blob cannot be read back: this one keeps what it was made of.
    class FakeBlob {
      constructor(
        readonly parts: string[],
        readonly options: {type: string},
      ) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('Blob', FakeBlob);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText, write}, configurable: true});
    installCopyPage(window, COPY_PAGE_NAMES);
    const {button} = renderButton();
    button.click();
    // The write began within the press, before the text had arrived.
    expect(write).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
    expect(items.map((item) => item.type)).toEqual(['text/plain']);
    expect(await items[0]?.data).toEqual({parts: ['# A\n\nText.\n'], options: {type: 'text/plain'}});
    expect(writeText).not.toHaveBeenCalled();
  });

  it('on a failed fetch, writes nothing, logs why, and names the address to open instead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('', {status: 503}));
    installCopyPage(window, COPY_PAGE_NAMES);
    const {button, status} = renderButton();
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('failed'));
    expect(writeText).not.toHaveBeenCalled();
    expect(status.textContent).toBe('Could not copy the page. Its Markdown is at /docs/a.md.');
    expect(String(error.mock.calls[0]?.[1])).toContain('/docs/a.md answered 503');
    error.mockRestore();
  });

  it('ignores a press while a copy is under way, and presses elsewhere on the page', async () => {
    installCopyPage(window, COPY_PAGE_NAMES);
    const {button} = renderButton();
    button.click();
    button.click();
    document.getElementById('elsewhere')?.click();
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('listens once however often it is installed: the inline script, then a component after a navigation', async () => {
    runInNewContext(copyPageScript(), {window});
    installCopyPage(window, COPY_PAGE_NAMES);
    const {button} = renderButton();
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('data-copy-state')).toBe('copied'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
