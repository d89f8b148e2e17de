import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createUploadHandler, shouldFail, UPLOAD_FAILED_MESSAGE} from './upload';

const file = (name: string) => new File(['x'], name, {type: 'application/pdf'});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createUploadHandler', () => {
  it('reports progress in steps up to 100 and resolves with a new id', async () => {
    const upload = createUploadHandler({duration: 1000, steps: 4});
    const seen: number[] = [];
    const result = upload(file('cv.pdf'), {onProgress: (p) => seen.push(p)});
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('file-1');
    expect(seen).toEqual([25, 50, 75, 100]);
    const second = upload(file('other.pdf'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(second).resolves.toBe('file-2');
  });

  it('fails a "fail" file halfway on the first attempt and succeeds on retry', async () => {
    const upload = createUploadHandler({duration: 1000, steps: 4});
    const seen: number[] = [];
    const first = upload(file('please-fail.pdf'), {onProgress: (p) => seen.push(p)});
    const caught = first.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await caught).toEqual(new Error(UPLOAD_FAILED_MESSAGE));
    expect(seen).toEqual([25]);
    const retry = upload(file('please-fail.pdf'));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(retry).resolves.toMatch(/^file-/);
  });

  it('stops and rejects with AbortError when aborted, and reports nothing after', async () => {
    const upload = createUploadHandler({duration: 1000, steps: 4});
    const controller = new AbortController();
    const seen: number[] = [];
    const result = upload(file('cv.pdf'), {onProgress: (p) => seen.push(p), signal: controller.signal});
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(300);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await caught) as DOMException).name).toBe('AbortError');
    expect(seen).toEqual([25]);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = createUploadHandler()(file('cv.pdf'), {signal: controller.signal});
    await expect(result).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('shouldFail', () => {
  it('fails only names containing "fail", per the setting', () => {
    expect(shouldFail('cv.pdf', 1, 'always')).toBe(false);
    expect(shouldFail('FAIL.pdf', 1, 'first-attempt')).toBe(true);
    expect(shouldFail('FAIL.pdf', 2, 'first-attempt')).toBe(false);
    expect(shouldFail('fail.pdf', 5, 'always')).toBe(true);
    expect(shouldFail('fail.pdf', 1, 'never')).toBe(false);
  });
});
