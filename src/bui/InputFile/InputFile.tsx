import {useRef, useState, type ReactNode} from 'react';
import {DropZone, FileTrigger, type DropItem, type DragTypes, type FileDropItem} from 'react-aria-components';
import {Button} from '../Button';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {fieldClassName, FieldParts, fieldSizes, type FieldSize} from '../internal/Field';
import {
  DEFAULT_MAX_SIZE,
  UploadFieldProvider,
  UploadList,
  useFieldIds,
  useUploads,
  type UploadHandler,
} from '../internal/uploads';
import {focusAfterRemoval} from '../internal/uploads/focus';
import styles from './InputFile.module.css';

export const inputFileVariants = ['dropzone', 'button'] as const;
export type InputFileVariant = (typeof inputFileVariants)[number];

/** Shown when a folder is dropped: folders are not uploaded. */
export const FOLDER_MESSAGE = "Folders can't be uploaded. Drop the files instead";

interface InputFileCommonProps {
  /** The visible label: what is asked for, such as "CV" or "Receipts". It names the group of controls. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Accepted types and limits in words, such as "PDF or Word, up to 10 MB"; also the place to say why the field is disabled. */
  hint?: ReactNode;
  /** The error message for the whole field, such as "Add your CV". Its presence makes the field invalid. */
  error?: string;
  /** An upload is required: fields without it show "(optional)". */
  required?: boolean;
  /** Ignores drops and presses; the choose button stays focusable, like every Button, so the hint can say why. */
  disabled?: boolean;
  /** `dropzone` shows the dashed drop area around the button; `button` shows only the button and the file list. */
  variant?: InputFileVariant;
  /** The choose button's size: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: FieldSize;
  /** Accepted types: MIME types, wildcards or extensions, such as `['application/pdf', '.docx']`. Other files are rejected with a message. */
  accept?: string[];
  /** The largest file in bytes; larger files are rejected before upload. */
  maxSize?: number;
  /** With `multiple`, the most files the field holds. */
  max?: number;
  /**
   * Stores one file: called as soon as a file is added (at most 3 at a time) with `onProgress(percent)` and an abort
   * `signal` (cancel and remove abort it). Resolve with the stored file's id; reject to show "Upload failed" and Retry.
   */
  onUpload?: UploadHandler;
  /** On phones, opens the camera directly (`environment` back, `user` front). Only when a fresh photo is the sole valid input. */
  capture?: 'user' | 'environment';
  /** The choose button's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

export interface InputFileSingleProps extends InputFileCommonProps {
  /** Holds several files; `value` is then an array of file ids. */
  multiple?: false;
  /** The id of the uploaded file (controlled), or `null`; with `multiple`, an array of ids. Files still uploading are never in it. */
  value?: string | null;
  /** Called with the uploaded file's id, or `null` when it is removed; with `multiple`, with the array of ids. */
  onChange?: (value: string | null) => void;
}

// The multiple shape of the same props, documented on InputFileSingleProps
// (the props table merges both, as for Select).
export interface InputFileMultipleProps extends InputFileCommonProps {
  multiple: true;
  value?: string[];
  onChange?: (value: string[]) => void;
}

export type InputFileProps = InputFileSingleProps | InputFileMultipleProps;

function isFileItem(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/**
 * Brings files from the user's device into the product, on react-aria's
 * `DropZone` (dropping and pasting) and `FileTrigger` (the system file
 * dialog behind the choose button). Files are checked for type and size,
 * uploaded through `onUpload` with a progress bar each, and listed with
 * retry, cancel and remove.
 */
export function InputFile({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  variant = 'dropzone',
  size = 'md',
  accept,
  maxSize = DEFAULT_MAX_SIZE,
  multiple = false,
  max = 10,
  value,
  onChange,
  onUpload,
  capture,
  id,
  testId,
}: InputFileProps): ReactNode {
  const safeVariant = oneOf('InputFile', 'variant', variant, inputFileVariants, 'dropzone');
  const safeSize = oneOf('InputFile', 'size', size, fieldSizes, 'md');
  if (!onUpload) devWarn('InputFile', 'needs `onUpload` to store files; without it files wait in the list.');
  const ids = useFieldIds();
  const uploads = useUploads({
    multiple,
    max,
    accept,
    maxSize,
    concurrency: 3,
    onUpload,
    value,
    onChange: onChange as ((next: string | string[] | null) => void) | undefined,
  });
  const [zoneMessage, setZoneMessage] = useState('');
  const [wrongType, setWrongType] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLSpanElement>(null);

  const addFiles = (files: File[]) => {
    setZoneMessage('');
    uploads.add(files);
  };

  const remove = (key: string) => {
    focusAfterRemoval(listRef.current, triggerRef.current, key);
    uploads.remove(key);
  };

  // While dragging, browsers expose only MIME types, not names: a type check
  // is possible only when `accept` lists MIME types. Extensions are checked on drop.
  const checkDrag = (types: DragTypes): 'copy' => {
    const mimeRules = (accept ?? []).filter((rule) => !rule.startsWith('.'));
    const canTell = accept !== undefined && accept.length > 0 && mimeRules.length === accept.length;
    setWrongType(canTell && !mimeRules.some((rule) => !rule.endsWith('/*') && types.has(rule)));
    return 'copy';
  };

  const choose = (
    <span ref={triggerRef} className={styles.trigger}>
      <FileTrigger
        acceptedFileTypes={accept}
        allowsMultiple={multiple}
        defaultCamera={capture}
        onSelect={(list) => addFiles(list ? Array.from(list) : [])}
      >
        <Button size={safeSize} variant="secondary" icon="upload" disabled={disabled || uploads.full}>
          {multiple ? 'Choose files' : 'Choose file'}
        </Button>
      </FileTrigger>
    </span>
  );

  return (
    <UploadFieldProvider ids={ids} error={error}>
      <div
        className={`${fieldClassName} ${styles.root}`}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={[hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined}
        data-invalid={error ? true : undefined}
        id={id}
        data-testid={testId}
      >
        <FieldParts
          label={label}
          hint={hint}
          error={error}
          required={required}
          editable={!disabled}
          hideLabel={hideLabel}
        >
          {safeVariant === 'dropzone' ? (
            <DropZone
              className={styles.zone}
              isDisabled={disabled}
              aria-label={`Drop files for ${label}`}
              data-invalid={error ? true : undefined}
              data-wrong-type={wrongType || undefined}
              getDropOperation={checkDrag}
              onDropExit={() => setWrongType(false)}
              onDrop={(event) => {
                setWrongType(false);
                if (event.items.some((item) => item.kind === 'directory')) setZoneMessage(FOLDER_MESSAGE);
                void Promise.all(event.items.filter(isFileItem).map((item) => item.getFile())).then((files) => {
                  if (files.length > 0) uploads.add(files);
                });
              }}
            >
              {({isDropTarget}) => (
                <>
                  <Icon name="upload" size="lg" color="muted" />
                  <span className={styles.zoneText} aria-hidden={isDropTarget || undefined}>
                    {isDropTarget
                      ? wrongType
                        ? "This file type isn't accepted"
                        : 'Drop to upload'
                      : multiple
                        ? 'Drag files here or'
                        : 'Drag a file here or'}
                  </span>
                  {choose}
                </>
              )}
            </DropZone>
          ) : (
            choose
          )}
        </FieldParts>
        {zoneMessage ? (
          <p className={styles.zoneMessage}>
            <Icon name="danger" size="sm" />
            {zoneMessage}
          </p>
        ) : null}
        <UploadList ref={listRef} rows={uploads.rows} onRetry={uploads.retry} onRemove={remove} disabled={disabled} />
        {/* Present from the first render, so the first announcement is heard (the live-region rule). */}
        <div role="status" className={styles.visuallyHidden}>
          {uploads.announcement}
        </div>
      </div>
    </UploadFieldProvider>
  );
}
