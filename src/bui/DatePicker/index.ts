export {DatePicker} from './DatePicker';
export type {DatePickerProps, UnavailableDates} from './DatePicker';
