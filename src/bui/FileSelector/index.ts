export {FileSelector, SEARCH_DEBOUNCE_MS} from './FileSelector';
export type {
  FileSelectorItem,
  FileSelectorMultipleProps,
  FileSelectorProps,
  FileSelectorSingleProps,
} from './FileSelector';
