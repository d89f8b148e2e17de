import {forwardRef, type ReactNode} from 'react';
import {ProgressBar} from 'react-aria-components';
import {Button} from '../../Button';
import {Icon} from '../../Icon';
import {useBuiStrings} from '../i18n';
import {uploadsStrings} from './uploads.strings';
import {formatSize, splitName} from './files';
import type {UploadRow} from './useUploads';
import styles from './uploads.module.css';

export interface UploadListProps {
  rows: UploadRow[];
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
  /** `mobile` rows are at least 56 px high with a 40 px icon tile, as in the app. */
  layout?: 'web' | 'mobile';
  disabled?: boolean;
}

/**
 * The files of an upload control, one list item per file: name (the stem
 * truncates, the extension stays), then size, progress or the reason, then
 * the row's buttons, each naming its file.
 */
export const UploadList = /* @__PURE__ */ forwardRef<HTMLUListElement, UploadListProps>(function UploadList(
  {rows, onRetry, onRemove, layout = 'web', disabled = false},
  ref,
) {
  const {format} = useBuiStrings(uploadsStrings);
  if (rows.length === 0) return <ul ref={ref} className={styles.list} hidden />;
  return (
    <ul ref={ref} className={styles.list} data-layout={layout}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row} data-status={row.status} data-row={row.key}>
          <span className={styles.tile} aria-hidden="true">
            <Icon name={row.file.type.startsWith('image/') ? 'document' : 'document'} size="md" />
          </span>
          <span className={styles.body}>
            <FileName name={row.file.name} />
            <RowDetail row={row} />
          </span>
          <span className={styles.actions}>
            {row.status === 'failed' ? (
              <Button size="sm" variant="secondary" icon="refresh" disabled={disabled} onPress={() => onRetry(row.key)}>
                {format('uploadRetry')}
                <span className={styles.visuallyHidden}> {row.file.name}</span>
              </Button>
            ) : null}
            {disabled ? null : (
              <Button
                size="sm"
                variant="tertiary"
                icon="close"
                iconOnly
                label={
                  row.status === 'uploading' || row.status === 'queued'
                    ? format('uploadCancelNamed', {file: row.file.name})
                    : format('removeNamed', {name: row.file.name})
                }
                onPress={() => onRemove(row.key)}
              />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
});

function FileName({name}: {name: string}): ReactNode {
  const {stem, extension} = splitName(name);
  return (
    <span className={styles.name}>
      <span className={styles.stem}>{stem}</span>
      <span className={styles.extension}>{extension}</span>
    </span>
  );
}

function RowDetail({row}: {row: UploadRow}): ReactNode {
  const {format, locale} = useBuiStrings(uploadsStrings);
  switch (row.status) {
    case 'uploading':
      return (
        <ProgressBar
          className={styles.progress}
          value={row.progress}
          aria-label={format('uploadUploading', {file: row.file.name})}
        >
          {({percentage, valueText}) => (
            <>
              <span className={styles.track}>
                <span className={styles.fill} style={{inlineSize: `${percentage ?? 0}%`}} />
              </span>
              <span className={styles.detail}>{valueText}</span>
            </>
          )}
        </ProgressBar>
      );
    case 'queued':
      return <span className={styles.detail}>{format('uploadWaiting')}</span>;
    case 'uploaded':
      // A file stored before the control rendered has no known size.
      if (row.stored) return <span className={styles.detail}>{format('uploadUploaded')}</span>;
      return (
        <span className={styles.detail}>
          {formatSize(row.file.size, locale)}
          <span className={styles.visuallyHidden}>{`${format('listSeparator')}${format('uploadUploaded')}`}</span>
        </span>
      );
    case 'failed':
    case 'rejected':
      return (
        <span className={styles.message}>
          <Icon name="danger" size="sm" className={styles.messageIcon} />
          <span>{row.status === 'failed' ? (row.message ?? format('uploadFailed')) : row.message}</span>
        </span>
      );
  }
}
