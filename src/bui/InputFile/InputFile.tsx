import {forwardRef, useRef, useState, type FocusEvent, type ReactNode} from 'react';
import {useFocusWithin} from 'react-aria';
import {
  ButtonContext,
  DropZone,
  FileTrigger,
  type DropItem,
  type DragTypes,
  type FileDropItem,
} from 'react-aria-components';
import {Button} from '../Button';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {inputFileStrings} from './InputFile.strings';
import {fieldClassName, FieldParts, fieldSizes, type FieldBaseProps, type FieldSize} from '../internal/Field';
import {ariaOf, classNames, dataOf} from '../internal/passThrough';
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

/** Shown when a folder is dropped, in en-US: folders are not uploaded. The field shows the reader's locale's text. */
export const FOLDER_MESSAGE = "Folders can't be uploaded. Drop the files instead";

interface InputFileCommonProps extends FieldBaseProps {
  /** The visible label: what is asked for, such as "CV" or "Receipts". It names the group of controls. */
  label: string;
  /** Hides the label text but keeps it as the group's accessible name. */
  hideLabel?: boolean;
  /** Accepted types and limits in words, such as "PDF or Word, up to 10 MB"; also the place to say why the field is disabled. */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message for the whole field, such as "Add your CV". Its presence makes the field invalid. */
  error?: string;
  /** An upload is required: fields without it show "(optional)". */
  required?: boolean;
  /** Ignores drops and presses; the choose button stays focusable, like every Button, so the description can say why. */
  disabled?: boolean;
  /** The files can be read but not changed: as with `disabled`, the choose button stays focusable and ignores presses, drops are ignored and files cannot be removed; the value is still submitted with `name`. */
  readOnly?: boolean;
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
  /** The name of the hidden inputs, one per uploaded file, that carry the stored files' ids in a submitted form. */
  name?: string;
  /** Called when focus leaves the field (its drop area, its button and its file list), not when it moves inside it. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the field from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the choose button when the field first renders. */
  autoFocus?: boolean;
  /** Sets `data-testid` on the field's root element. */
  testId?: string;
}

export interface InputFileSingleProps extends InputFileCommonProps {
  /** Holds several files; `value` is then an array of file ids. */
  multiple?: false;
  /** The id of the uploaded file (controlled), or `null`; with `multiple`, an array of ids. Files still uploading are never in it. */
  value?: string | null;
  /**
   * The stored file's id the field starts with, when you let BUI manage the value; with `multiple`, an array of ids.
   * It shows as an uploaded row, named by its id, and is not uploaded again. `value` wins when both are given.
   */
  defaultValue?: string | null;
  /** Called with the uploaded file's id, or `null` when it is removed; with `multiple`, with the array of ids. */
  onChange?: (value: string | null) => void;
}

// The multiple shape of the same props, documented on InputFileSingleProps
// (the props table merges both, as for Select).
export interface InputFileMultipleProps extends InputFileCommonProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
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
export const InputFile = /* @__PURE__ */ forwardRef<HTMLButtonElement, InputFileProps>(function InputFile(
  {
    label,
    hideLabel = false,
    description,
    hint,
    error,
    required = false,
    disabled = false,
    readOnly = false,
    variant = 'dropzone',
    size = 'md',
    accept,
    maxSize = DEFAULT_MAX_SIZE,
    multiple = false,
    max = 10,
    value,
    defaultValue,
    onChange,
    onUpload,
    capture,
    id,
    name,
    onBlur,
    onFocus,
    autoFocus,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  warnRenamed('InputFile', 'hint', 'description', hint);
  const help = description ?? hint;
  const locked = disabled || readOnly;
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
    defaultValue,
    onChange: onChange as ((next: string | string[] | null) => void) | undefined,
  });
  const {format} = useBuiStrings(inputFileStrings);
  const [folderDropped, setFolderDropped] = useState(false);
  const [wrongType, setWrongType] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLSpanElement>(null);
  const {focusWithinProps} = useFocusWithin({onFocusWithin: onFocus, onBlurWithin: onBlur});

  const addFiles = (files: File[]) => {
    setFolderDropped(false);
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
        {/* BUI's Button takes no id or autoFocus of its own; react-aria's button reads them from this context. */}
        <ButtonContext.Provider value={{id, autoFocus}}>
          <Button
            {...ariaOf(rest)}
            ref={ref}
            size={safeSize}
            variant="secondary"
            icon="upload"
            disabled={locked || uploads.full}
          >
            {format(multiple ? 'inputFileChooseFiles' : 'inputFileChooseFile')}
          </Button>
        </ButtonContext.Provider>
      </FileTrigger>
    </span>
  );

  return (
    <UploadFieldProvider ids={ids} error={error}>
      <div
        {...dataOf(rest)}
        {...focusWithinProps}
        className={classNames(fieldClassName, styles.root, UNSAFE_className)}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={[help ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined}
        data-invalid={error ? true : undefined}
        data-testid={testId}
      >
        <FieldParts
          label={label}
          hint={help}
          error={error}
          required={required}
          editable={!locked}
          hideLabel={hideLabel}
        >
          {safeVariant === 'dropzone' ? (
            <DropZone
              className={styles.zone}
              isDisabled={locked}
              aria-label={format('inputFileDropFor', {label})}
              data-invalid={error ? true : undefined}
              data-wrong-type={wrongType || undefined}
              getDropOperation={checkDrag}
              onDropExit={() => setWrongType(false)}
              onDrop={(event) => {
                setWrongType(false);
                if (event.items.some((item) => item.kind === 'directory')) setFolderDropped(true);
                void Promise.all(event.items.filter(isFileItem).map((item) => item.getFile())).then((files) => {
                  if (files.length > 0) uploads.add(files);
                });
              }}
            >
              {({isDropTarget}) => (
                <>
                  <Icon name="upload" size="lg" color="muted" />
                  <span className={styles.zoneText} aria-hidden={isDropTarget || undefined}>
                    {format(
                      isDropTarget
                        ? wrongType
                          ? 'inputFileWrongType'
                          : 'inputFileDropToUpload'
                        : multiple
                          ? 'inputFileDragFiles'
                          : 'inputFileDragFile',
                    )}
                  </span>
                  {choose}
                </>
              )}
            </DropZone>
          ) : (
            choose
          )}
        </FieldParts>
        {folderDropped ? (
          <p className={styles.zoneMessage}>
            <Icon name="danger" size="sm" />
            {format('inputFileFolder')}
          </p>
        ) : null}
        <UploadList ref={listRef} rows={uploads.rows} onRetry={uploads.retry} onRemove={remove} disabled={locked} />
        {name === undefined
          ? null
          : uploads.rows.map((row) =>
              row.status === 'uploaded' && row.id !== undefined ? (
                <input key={row.key} type="hidden" name={name} value={row.id} disabled={disabled} />
              ) : null,
            )}
        {/* Present from the first render, so the first announcement is heard (the live-region rule). */}
        <div role="status" className={styles.visuallyHidden}>
          {uploads.announcement}
        </div>
      </div>
    </UploadFieldProvider>
  );
});
