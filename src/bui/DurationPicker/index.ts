export {DurationPicker} from './DurationPicker';
export type {DurationPickerProps} from './DurationPicker';
