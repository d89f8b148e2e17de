export {Typeahead, TypeaheadOption} from './Typeahead';
export type {TypeaheadMultipleProps, TypeaheadOptionProps, TypeaheadProps, TypeaheadSingleProps} from './Typeahead';
export {SEARCH_DEBOUNCE_MS} from './useRemoteOptions';
export type {LoadOptions} from './useRemoteOptions';
