import {useRef, type ReactNode, type RefObject} from 'react';
import {FileTrigger, Menu, MenuItem, MenuTrigger, Popover} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn} from '../internal/devWarn';
import {fieldClassName, FieldParts} from '../internal/Field';
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

const sourceNames: Record<FileUploadSource, string> = {
  camera: 'Take photo',
  gallery: 'Choose from library',
  files: 'Browse files',
};

interface FileUploadMobileCommonProps {
  /** The visible label: what is being added, such as "Receipts". It names the group. */
  label: string;
  /** The add button's text: the verb and the thing, such as "Add receipt". */
  buttonLabel?: string;
  /** Accepted types and limits in words, such as "Photo or PDF, up to 10 MB". */
  hint?: ReactNode;
  /** The error message for the whole control. Its presence makes it invalid. */
  error?: string;
  /** An upload is required: controls without it show "(optional)". */
  required?: boolean;
  /** Ignores presses; the add button stays focusable, like every Button, so the hint can say why. */
  disabled?: boolean;
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
  /** Called with the uploaded file's id, or `null` when it is removed; with `multiple`, with the array of ids. */
  onChange?: (value: string | null) => void;
}

// The multiple shape, documented on FileUploadMobileSingleProps.
export interface FileUploadMobileMultipleProps extends FileUploadMobileCommonProps {
  multiple: true;
  value?: string[];
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
export function FileUploadMobile({
  label,
  buttonLabel = 'Add file',
  hint,
  error,
  required = false,
  disabled = false,
  sources = ['camera', 'gallery', 'files'],
  accept,
  maxSize = DEFAULT_MAX_SIZE,
  multiple = false,
  max = 5,
  value,
  onChange,
  onUpload,
  testId,
}: FileUploadMobileProps): ReactNode {
  const known = sources.filter((source) => fileUploadSources.includes(source));
  if (known.length !== sources.length || known.length === 0) {
    devWarn('FileUploadMobile', `sources must be among ${fileUploadSources.join(', ')}; using the valid ones or all.`);
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
    onChange: onChange as ((next: string | string[] | null) => void) | undefined,
  });
  const inputs: Record<FileUploadSource, RefObject<HTMLInputElement | null>> = {
    camera: useRef<HTMLInputElement>(null),
    gallery: useRef<HTMLInputElement>(null),
    files: useRef<HTMLInputElement>(null),
  };
  const listRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLSpanElement>(null);
  const open = (source: FileUploadSource) => inputs[source].current?.click();
  const imageTypes = (accept ?? ['image/*']).filter((type) => type.startsWith('image/'));
  const count = multiple ? ` ${uploads.count} of ${max} added` : '';
  const text = uploads.full ? `${uploads.count} of ${max} added` : buttonLabel;

  const addButton = (
    <Button
      icon="paperclip"
      variant="secondary"
      disabled={disabled || uploads.full}
      onPress={offered.length === 1 ? () => open(offered[0]) : undefined}
    >
      {text}
      {multiple && !uploads.full ? <span className={styles.visuallyHidden}>,{count}</span> : null}
    </Button>
  );

  return (
    <UploadFieldProvider ids={ids} error={error}>
      <div
        className={`${fieldClassName} ${styles.root}`}
        role="group"
        aria-labelledby={ids.labelId}
        aria-describedby={[hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined}
        data-testid={testId}
      >
        <FieldParts label={label} hint={hint} error={error} required={required} editable={!disabled}>
          <span ref={buttonRef} className={styles.add}>
            {offered.length === 1 ? (
              addButton
            ) : (
              <MenuTrigger>
                {addButton}
                <Popover className={styles.sheet} placement="bottom">
                  <Menu
                    className={styles.menu}
                    aria-label={`${buttonLabel}: choose a source`}
                    onAction={(key) => open(key as FileUploadSource)}
                  >
                    {offered.map((source) => (
                      <MenuItem key={source} id={source} className={styles.item}>
                        {sourceNames[source]}
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
          disabled={disabled}
        />
        {/* Present from the first render, so the first announcement is heard (the live-region rule). */}
        <div role="status" className={styles.visuallyHidden}>
          {uploads.announcement}
        </div>
      </div>
    </UploadFieldProvider>
  );
}
