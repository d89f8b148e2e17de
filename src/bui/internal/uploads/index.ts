export {DEFAULT_MAX_SIZE, describeAccept, formatSize, matchesAccept, rejection} from './files';
export {UploadFieldProvider, useFieldIds} from './FieldContext';
export {UploadList} from './UploadList';
export type {UploadListProps} from './UploadList';
export {useUploads} from './useUploads';
export type {UploadHandler, UploadRow, UploadStatus} from './useUploads';
