import {useCallback, useEffect, useRef, useState} from 'react';
import {useBuiStrings} from '../i18n';
import {uploadsStrings} from './uploads.strings';
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
  /**
   * Stored before the control rendered (from `defaultValue`): only its id is known, so `file` is an empty stand-in
   * named by the id, and the row says "uploaded" (localised) instead of a size.
   */
  stored?: boolean;
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
  /** Ids stored before the control rendered: they start as uploaded rows, unless `value` is given. */
  defaultValue?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

function idsOf(value: string | string[] | null | undefined): string[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The rows `defaultValue` starts with: files already stored, so nothing is uploaded for them. */
function storedRows(ids: string[], multiple: boolean): UploadRow[] {
  return (multiple ? ids : ids.slice(0, 1)).map((id) => ({
    key: nextKey(),
    file: new File([], id),
    status: 'uploaded',
    progress: 100,
    id,
    stored: true,
  }));
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
  defaultValue,
  onChange,
}: UseUploadsOptions) {
  const strings = useBuiStrings(uploadsStrings);
  const {format} = strings;
  // `defaultValue` seeds the rows once; a controlled `value` wins, as on every BUI control.
  const [initialRows] = useState(() => (value === undefined ? storedRows(idsOf(defaultValue), multiple) : []));
  const [rows, setRows] = useState<UploadRow[]>(initialRows);
  const [announcement, setAnnouncement] = useState('');
  // The rows as handlers last left them: uploads start and finish outside
  // React's render, so they read and write this, then hand React a copy.
  const rowsRef = useRef<UploadRow[]>(initialRows);
  const controllers = useRef(new Map<string, AbortController>());
  const announced = useRef(new Map<string, number>());
  const lastEmitted = useRef<string>(
    JSON.stringify(value === undefined ? initialRows.map((row) => row.id) : idsOf(value)),
  );
  // Uploads report back after renders, in the locale of the latest one.
  const latest = useRef({onUpload, onChange, multiple, concurrency, format});
  useEffect(() => {
    latest.current = {onUpload, onChange, multiple, concurrency, format};
  });
  // Ids the owner took out of a controlled `value` (a form reset): their rows go.
  const [dropped, setDropped] = useState<string[]>([]);
  const droppedRef = useRef<string[]>([]);
  useEffect(() => {
    droppedRef.current = dropped;
  }, [dropped]);

  const commit = useCallback((proposed: UploadRow[]) => {
    const next = proposed.filter((row) => !(row.id && droppedRef.current.includes(row.id)));
    rowsRef.current = next;
    setRows(next);
    const ids = next.filter((row) => row.status === 'uploaded' && row.id).map((row) => row.id as string);
    const key = JSON.stringify(ids);
    if (key === lastEmitted.current) return;
    lastEmitted.current = key;
    const report = latest.current.onChange;
    report?.(latest.current.multiple ? ids : (ids[0] ?? null));
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadRow>) => {
      commit(rowsRef.current.map((row) => (row.key === key ? {...row, ...patch} : row)));
    },
    [commit],
  );

  // Starts queued uploads while fewer than `concurrency` are running; called
  // after every change that adds, retries or finishes an upload.
  const pump = useCallback(
    function pump(): void {
      const {onUpload: upload, concurrency: limit} = latest.current;
      if (!upload) return;
      const running = rowsRef.current.filter((row) => row.status === 'uploading').length;
      const waiting = rowsRef.current.filter((row) => row.status === 'queued').slice(0, Math.max(0, limit - running));
      for (const row of waiting) {
        const controller = new AbortController();
        controllers.current.set(row.key, controller);
        announced.current.set(row.key, 0);
        update(row.key, {status: 'uploading', progress: 0, message: undefined});
        const name = row.file.name;
        upload(row.file, {
          signal: controller.signal,
          onProgress: (percent) => {
            if (controller.signal.aborted) return;
            update(row.key, {progress: percent});
            const step = progressStep(percent);
            if (step !== null && step > (announced.current.get(row.key) ?? 0)) {
              announced.current.set(row.key, step);
              setAnnouncement(latest.current.format('uploadProgress', {file: name, percent: step}));
            }
          },
        }).then(
          (id) => {
            controllers.current.delete(row.key);
            if (controller.signal.aborted) return;
            update(row.key, {status: 'uploaded', progress: 100, id});
            setAnnouncement(latest.current.format('uploadDone', {file: name}));
            pump();
          },
          (error: unknown) => {
            controllers.current.delete(row.key);
            if (controller.signal.aborted) return;
            const message =
              error instanceof Error && error.message ? error.message : latest.current.format('uploadFailed');
            update(row.key, {status: 'failed', message});
            setAnnouncement(`${name}: ${message}`);
            pump();
          },
        );
      }
    },
    [update],
  );

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const chosen = multiple ? files : files.slice(0, 1);
      if (!multiple) {
        for (const row of rowsRef.current) controllers.current.get(row.key)?.abort();
      }
      const kept = multiple ? rowsRef.current : [];
      let counted = kept.filter((row) => row.status !== 'rejected').length;
      const added = chosen.map((file): UploadRow => {
        const reason =
          rejection(file, accept, maxSize, strings) ??
          (multiple && counted >= max ? format('uploadTooMany', {file: file.name, count: max}) : null);
        if (reason) return {key: nextKey(), file, status: 'rejected', progress: 0, message: reason};
        counted += 1;
        return {key: nextKey(), file, status: 'queued', progress: 0};
      });
      const rejected = added.filter((row) => row.status === 'rejected');
      if (rejected.length > 0) setAnnouncement(rejected.map((row) => row.message).join('. '));
      commit([...kept, ...added]);
      pump();
    },
    [accept, commit, format, max, maxSize, multiple, pump, strings],
  );

  const retry = useCallback(
    (key: string) => {
      update(key, {status: 'queued', progress: 0, message: undefined});
      pump();
    },
    [pump, update],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      const row = rowsRef.current.find((item) => item.key === key);
      if (row) {
        setAnnouncement(
          row.status === 'uploading'
            ? format('uploadCancelled', {file: row.file.name})
            : format('removedNamed', {name: row.file.name}),
        );
      }
      commit(rowsRef.current.filter((item) => item.key !== key));
      pump();
    },
    [commit, format, pump],
  );

  // Aborts whatever is still running when the control leaves the page.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  // A controlled value that drops an id (a form reset) drops its row too:
  // adjusted during render, React's pattern for state that follows a prop.
  const valueKey = JSON.stringify(idsOf(value));
  const [seenValue, setSeenValue] = useState(valueKey);
  if (value !== undefined && valueKey !== seenValue) {
    setSeenValue(valueKey);
    const before = JSON.parse(seenValue) as string[];
    const now = JSON.parse(valueKey) as string[];
    const gone = before.filter((id) => !now.includes(id));
    if (gone.length > 0) setDropped([...dropped, ...gone]);
  }
  const shown = dropped.length > 0 ? rows.filter((row) => !(row.id && dropped.includes(row.id))) : rows;

  const active = shown.filter((row) => row.status !== 'rejected').length;
  return {rows: shown, add, retry, remove, announcement, full: multiple && active >= max, count: active};
}
