import {useCallback, useEffect, useRef, useState} from 'react';
import {progressStep, rejection} from './files';

/** What an upload control calls to store a file: resolves with the stored file's id. */
export type UploadHandler = (
  file: File,
  options: {onProgress: (percent: number) => void; signal: AbortSignal},
) => Promise<string>;

export type UploadStatus = 'queued' | 'uploading' | 'uploaded' | 'failed' | 'rejected';

export interface UploadRow {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The stored file's id once uploaded. */
  id?: string;
  /** Why the file was rejected or failed. */
  message?: string;
}

export interface UseUploadsOptions {
  multiple: boolean;
  max: number;
  accept?: readonly string[];
  maxSize: number;
  concurrency: number;
  onUpload?: UploadHandler;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

function idsOf(value: string | string[] | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The list of files an upload control holds: checks, a queue with at most
 * `concurrency` uploads at once, progress, retry, cancel and remove, the
 * value (ids of fully uploaded files only) and one polite announcement at a
 * time for a live region that the control renders from the start.
 */
export function useUploads({
  multiple,
  max,
  accept,
  maxSize,
  concurrency,
  onUpload,
  value,
  onChange,
}: UseUploadsOptions) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const announced = useRef(new Map<string, number>());
  const lastEmitted = useRef<string>(JSON.stringify(idsOf(value)));
  const previousValue = useRef<string[]>(idsOf(value));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const update = useCallback((key: string, patch: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? {...row, ...patch} : row)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const chosen = multiple ? files : files.slice(0, 1);
      setRows((current) => {
        const kept = multiple ? current : [];
        if (!multiple) {
          for (const row of current) controllers.current.get(row.key)?.abort();
        }
        let counted = kept.filter((row) => row.status !== 'rejected').length;
        const added = chosen.map((file): UploadRow => {
          const reason =
            rejection(file, accept, maxSize) ??
            (multiple && counted >= max ? `${file.name} wasn't added. You can add up to ${max} files` : null);
          if (reason) return {key: nextKey(), file, status: 'rejected', progress: 0, message: reason};
          counted += 1;
          return {key: nextKey(), file, status: 'queued', progress: 0};
        });
        const rejected = added.filter((row) => row.status === 'rejected');
        if (rejected.length > 0) setAnnouncement(rejected.map((row) => row.message).join('. '));
        return [...kept, ...added];
      });
    },
    [accept, max, maxSize, multiple],
  );

  // Starts queued uploads while fewer than `concurrency` are running.
  useEffect(() => {
    if (!onUpload) return;
    const running = rows.filter((row) => row.status === 'uploading').length;
    const waiting = rows.filter((row) => row.status === 'queued').slice(0, Math.max(0, concurrency - running));
    for (const row of waiting) {
      const controller = new AbortController();
      controllers.current.set(row.key, controller);
      announced.current.set(row.key, 0);
      update(row.key, {status: 'uploading', progress: 0, message: undefined});
      const name = row.file.name;
      onUpload(row.file, {
        signal: controller.signal,
        onProgress: (percent) => {
          if (controller.signal.aborted) return;
          update(row.key, {progress: percent});
          const step = progressStep(percent);
          if (step !== null && step > (announced.current.get(row.key) ?? 0)) {
            announced.current.set(row.key, step);
            setAnnouncement(`${name}, ${step} percent uploaded`);
          }
        },
      }).then(
        (id) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(row.key);
          update(row.key, {status: 'uploaded', progress: 100, id});
          setAnnouncement(`${name} uploaded`);
        },
        (error: unknown) => {
          controllers.current.delete(row.key);
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message ? error.message : 'Upload failed';
          update(row.key, {status: 'failed', message});
          setAnnouncement(`${name}: ${message}`);
        },
      );
    }
  }, [rows, onUpload, concurrency, update]);

  // Aborts whatever is still running when the control leaves the page.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  // Reports the ids of uploaded files whenever they change.
  const ids = rows.filter((row) => row.status === 'uploaded' && row.id).map((row) => row.id as string);
  const idsKey = JSON.stringify(ids);
  useEffect(() => {
    if (idsKey === lastEmitted.current) return;
    lastEmitted.current = idsKey;
    const next = JSON.parse(idsKey) as string[];
    onChangeRef.current?.(multiple ? next : (next[0] ?? null));
  }, [idsKey, multiple]);

  // A controlled value that drops an id (a form reset) drops its row too.
  const valueKey = JSON.stringify(idsOf(value));
  useEffect(() => {
    if (value === undefined) return;
    const now = JSON.parse(valueKey) as string[];
    const gone = previousValue.current.filter((id) => !now.includes(id));
    previousValue.current = now;
    lastEmitted.current = valueKey;
    if (gone.length > 0) setRows((current) => current.filter((row) => !(row.id && gone.includes(row.id))));
  }, [valueKey, value]);

  const retry = useCallback(
    (key: string) => {
      update(key, {status: 'queued', progress: 0, message: undefined});
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setRows((current) => {
      const row = current.find((item) => item.key === key);
      if (row) setAnnouncement(row.status === 'uploading' ? `${row.file.name} cancelled` : `${row.file.name} removed`);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  const active = rows.filter((row) => row.status !== 'rejected').length;
  return {rows, add, retry, remove, announcement, full: multiple && active >= max, count: active};
}
