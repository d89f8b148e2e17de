export {
  SegmentedControl,
  SegmentedControlOption,
  type SegmentedControlProps,
  type SegmentedControlOptionProps,
  type SegmentedControlSize,
} from './SegmentedControl';
