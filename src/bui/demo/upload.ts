/**
 * A simulated upload service for the file examples: it "sends" a file in
 * steps on timers, reports progress, resolves with a new file id, and fails
 * on demand. Nothing leaves the browser.
 */

export interface UploadOptions {
  /** Called with 0–100 as the simulated transfer goes on. */
  onProgress?: (percent: number) => void;
  /** Aborting it stops the upload and rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export interface SimulatedUploadSettings {
  /** How long a whole upload takes, in ms. */
  duration?: number;
  /** How many progress reports an upload makes before it finishes. */
  steps?: number;
  /**
   * When the upload fails, halfway through. By default, a file whose name
   * contains "fail" fails on its first attempt and succeeds when retried, so
   * an example can show the error and the retry; `'always'` and `'never'` fix it.
   */
  failWhen?: 'first-attempt' | 'always' | 'never';
}

/** The message a simulated failure rejects with. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** Whether the simulated service fails this file on this attempt (1 = first). */
export function shouldFail(fileName: string, attempt: number, failWhen: SimulatedUploadSettings['failWhen']): boolean {
  if (failWhen === 'never' || !/fail/i.test(fileName)) return false;
  if (failWhen === 'always') return true;
  return attempt === 1;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Makes an upload handler with the shape BUI's upload controls take
 * (`onUpload(file, {onProgress, signal})`, resolving with the stored file's id).
 * Each handler keeps its own count of attempts per file name, so a retry of
 * a failing file succeeds.
 */
export function createUploadHandler({
  duration = 2000,
  steps = 10,
  failWhen = 'first-attempt',
}: SimulatedUploadSettings = {}): (file: File, options?: UploadOptions) => Promise<string> {
  const attempts = new Map<string, number>();
  let nextId = 1;
  return (file, {onProgress, signal} = {}) => {
    const attempt = (attempts.get(file.name) ?? 0) + 1;
    attempts.set(file.name, attempt);
    const failing = shouldFail(file.name, attempt, failWhen);
    const stepCount = Math.max(1, Math.round(steps));
    const failAt = Math.ceil(stepCount / 2);
    return new Promise<string>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        if (failing && step >= failAt) {
          stop();
          reject(new Error(UPLOAD_FAILED_MESSAGE));
          return;
        }
        onProgress?.(Math.round((step / stepCount) * 100));
        if (step >= stepCount) {
          stop();
          resolve(`file-${nextId++}`);
        }
      }, duration / stepCount);
      const onAbort = () => {
        stop();
        reject(abortError());
      };
      function stop() {
        clearInterval(timer);
        signal?.removeEventListener('abort', onAbort);
      }
      signal?.addEventListener('abort', onAbort);
    });
  };
}

/** A ready-made handler: 2 s per file, names containing "fail" fail once. */
export const uploadFile = createUploadHandler();
