import {forwardRef, useRef, type FocusEvent, type ReactNode, type RefObject} from 'react';
import {useFocusWithin} from 'react-aria';
import {ButtonContext, FileTrigger, Menu, MenuItem, MenuTrigger, Popover} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings, type PlainKeysOf} from '../internal/i18n';
import {fileUploadMobileStrings} from './FileUploadMobile.strings';
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
import styles from './FileUploadMobile.module.css';

export const fileUploadSources = ['camera', 'gallery', 'files'] as const;
export type FileUploadSource = (typeof fileUploadSources)[number];

const sourceNames: Record<FileUploadSource, PlainKeysOf<typeof fileUploadMobileStrings>> = {
  camera: 'fileUploadCamera',
  gallery: 'fileUploadGallery',
  files: 'fileUploadFiles',
};

interface FileUploadMobileCommonProps extends FieldBaseProps {
  /** The visible label: what is being added, such as "Receipts". It names the group. */
  label: string;
  /** The add button's text: the verb and the thing, such as "Add receipt". Defaults to "Add file", localised. */
  buttonLabel?: string;
  /** Accepted types and limits in words, such as "Photo or PDF, up to 10 MB". */
  description?: ReactNode;
  /** @deprecated Renamed `description` in 1.1, as on every field; `hint` still works in 1.x. */
  hint?: ReactNode;
  /** The error message for the whole control. Its presence makes it invalid. */
  error?: string;
  /** An upload is required: controls without it show "(optional)". */
  required?: boolean;
  /** Ignores presses; the add button stays focusable, like every Button, so the description can say why. */
  disabled?: boolean;
  /** The files can be read but not changed: as with `disabled`, the add button stays focusable and ignores presses and files cannot be removed; the value is still submitted with `name`. */
  readOnly?: boolean;
  /** The add button's size. Its height never drops below the 44 px touch target: `sm` and `md` are both 44 px high, `lg` 48 px. */
  size?: FieldSize;
  /** The add button's id, for links from a form's error summary (`href="#id"`). */
  id?: string;
  /** The name of the hidden inputs, one per uploaded file, that carry the stored files' ids in a submitted form. */
  name?: string;
  /** Called when focus leaves the control (its add button, source sheet and file list), not when it moves inside it. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Called when focus enters the control from outside it. */
  onFocus?: (event: FocusEvent<Element>) => void;
  /** Focuses the add button when the control first renders. */
  autoFocus?: boolean;
  /** The sources the sheet offers, in order. With one source the sheet is skipped and that source opens directly. */
  sources?: FileUploadSource[];
  /** Accepted types: MIME types, wildcards or extensions. Other files are rejected with a message. */
  accept?: string[];
  /** The largest file in bytes; larger files are rejected before upload with the limit named. */
  maxSize?: number;
  /** With `multiple`, the most files; at the limit the add button is disabled and reads "5 of 5 added". */
  max?: number;
  /**
   * Stores one file: called as soon as a file is added (at most 2 at a time) with `onProgress(percent)` and an abort
   * `signal`. Resolve with the stored file's id; reject to show "Upload failed" and Retry.
   */
  onUpload?: UploadHandler;
  /** Sets `data-testid` on web and `testID` on native. */
  testId?: string;
}

export interface FileUploadMobileSingleProps extends FileUploadMobileCommonProps {
  /** Holds several files; `value` is then an array of file ids. */
  multiple?: false;
  /** The uploaded file's id (controlled), or `null`; with `multiple`, an array of ids. Only fully uploaded files. */
  value?: string | null;
  /**
   * The stored file's id the control starts with, when you let BUI manage the value; with `multiple`, an array of ids.
   * It shows as an uploaded row, named by its id, and is not uploaded again. `value` wins when both are given.
   */
  defaultValue?: string | null;
  /** Called with the uploaded file's id, or `null` when it is removed; with `multiple`, with the array of ids. */
  onChange?: (value: string | null) => void;
}

// The multiple shape, documented on FileUploadMobileSingleProps.
export interface FileUploadMobileMultipleProps extends FileUploadMobileCommonProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type FileUploadMobileProps = FileUploadMobileSingleProps | FileUploadMobileMultipleProps;

/**
 * The app's upload control (`@bui/react-native`), rendered for the web so
 * the docs can show it working inside a phone frame: the add button opens a
 * source sheet (react-aria `Menu` standing in for the native action sheet),
 * each source opens a react-aria `FileTrigger`, and the file list, checks and
 * uploads are the same as InputFile's.
 */
export const FileUploadMobile = /* @__PURE__ */ forwardRef<HTMLButtonElement, FileUploadMobileProps>(
  function FileUploadMobile(
    {
      label,
      hideLabel = false,
      buttonLabel: givenButtonLabel,
      description,
      hint,
      error,
      required = false,
      disabled = false,
      readOnly = false,
      size = 'md',
      sources = ['camera', 'gallery', 'files'],
      accept,
      maxSize = DEFAULT_MAX_SIZE,
      multiple = false,
      max = 5,
      value,
      defaultValue,
      onChange,
      onUpload,
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
    warnRenamed('FileUploadMobile', 'hint', 'description', hint);
    const {format} = useBuiStrings(fileUploadMobileStrings);
    const buttonLabel = givenButtonLabel ?? format('fileUploadAddFile');
    const help = description ?? hint;
    const locked = disabled || readOnly;
    const safeSize = oneOf('FileUploadMobile', 'size', size, fieldSizes, 'md');
    const known = sources.filter((source) => fileUploadSources.includes(source));
    if (known.length !== sources.length || known.length === 0) {
      devWarn(
        'FileUploadMobile',
        `sources must be among ${fileUploadSources.join(', ')}; using the valid ones or all.`,
      );
    }
    const offered: FileUploadSource[] = known.length > 0 ? known : [...fileUploadSources];
    const ids = useFieldIds();
    const uploads = useUploads({
      multiple,
      max,
      accept,
      maxSize,
      concurrency: 2,
      onUpload,
      value,
      defaultValue,
      onChange: onChange as ((next: string | string[] | null) => void) | undefined,
    });
    const inputs: Record<FileUploadSource, RefObject<HTMLInputElement | null>> = {
      camera: useRef<HTMLInputElement>(null),
      gallery: useRef<HTMLInputElement>(null),
      files: useRef<HTMLInputElement>(null),
    };
    const listRef = useRef<HTMLUListElement>(null);
    const buttonRef = useRef<HTMLSpanElement>(null);
    const sheetRef = useRef<HTMLElement>(null);
    const focused = useRef(false);
    // As react-aria's DatePicker does: focus that moves into the source sheet (a portal) has not left the control, so
    // it neither blurs it nor, on its way back, focuses it again.
    const {focusWithinProps} = useFocusWithin({
      onFocusWithin: (event) => {
        if (focused.current) return;
        focused.current = true;
        onFocus?.(event);
      },
      onBlurWithin: (event) => {
        if (event.relatedTarget instanceof Node && sheetRef.current?.contains(event.relatedTarget)) return;
        focused.current = false;
        onBlur?.(event);
      },
    });
    const open = (source: FileUploadSource) => inputs[source].current?.click();
    const imageTypes = (accept ?? ['image/*']).filter((type) => type.startsWith('image/'));
    const added = format('fileUploadAdded', {count: uploads.count, total: max});
    const text = uploads.full ? added : buttonLabel;

    const addButton = (
      // BUI's Button takes no id or autoFocus of its own; react-aria's button reads them from this context.
      <ButtonContext.Provider value={{id, autoFocus}}>
        <Button
          {...ariaOf(rest)}
          ref={ref}
          icon="paperclip"
          variant="secondary"
          size={safeSize}
          disabled={locked || uploads.full}
          onPress={offered.length === 1 ? () => open(offered[0]) : undefined}
        >
          {text}
          {multiple && !uploads.full ? (
            <span className={styles.visuallyHidden}>{`${format('listSeparator')}${added}`}</span>
          ) : null}
        </Button>
      </ButtonContext.Provider>
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
            <span ref={buttonRef} className={styles.add}>
              {offered.length === 1 ? (
                addButton
              ) : (
                <MenuTrigger>
                  {addButton}
                  <Popover ref={sheetRef} className={styles.sheet} placement="bottom">
                    <Menu
                      className={styles.menu}
                      aria-label={format('fileUploadChooseSource', {label: buttonLabel})}
                      onAction={(key) => open(key as FileUploadSource)}
                    >
                      {offered.map((source) => (
                        <MenuItem key={source} id={source} className={styles.item}>
                          {format(sourceNames[source])}
                        </MenuItem>
                      ))}
                    </Menu>
                  </Popover>
                </MenuTrigger>
              )}
            </span>
          </FieldParts>
          {offered.map((source) => (
            <FileTrigger
              key={source}
              ref={inputs[source]}
              acceptedFileTypes={source === 'files' ? accept : imageTypes.length > 0 ? imageTypes : ['image/*']}
              defaultCamera={source === 'camera' ? 'environment' : undefined}
              allowsMultiple={multiple && source !== 'camera'}
              onSelect={(list) => uploads.add(list ? Array.from(list) : [])}
            />
          ))}
          <UploadList
            ref={listRef}
            layout="mobile"
            rows={uploads.rows}
            onRetry={uploads.retry}
            onRemove={(key) => {
              focusAfterRemoval(listRef.current, buttonRef.current, key);
              uploads.remove(key);
            }}
            disabled={locked}
          />
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
  },
);
