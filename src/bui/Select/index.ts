export {Select, SelectOption} from './Select';
export type {SelectMultipleProps, SelectOptionProps, SelectProps, SelectSingleProps} from './Select';
