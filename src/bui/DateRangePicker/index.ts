export {DateRangePicker} from './DateRangePicker';
export type {DateRange, DateRangePickerProps} from './DateRangePicker';
