// The public barrel of the design system: what `@bui/react` exports. Pages and
// examples import from here, never from a component's folder. One block per
// component, in alphabetical order: the component and its props type.

export {Alert, type AlertProps, type AlertSize, type AlertVariant} from './Alert';

export {
  Avatar,
  AvatarGroup,
  type AvatarProps,
  type AvatarGroupProps,
  type AvatarSize,
  type AvatarStatus,
} from './Avatar';

export {Badge, type BadgeProps, type BadgeSize, type BadgeVariant} from './Badge';

export {BuiRouterProvider, type BuiRouterProviderProps} from './BuiRouterProvider';

export {Button} from './Button';
export type {ButtonProps} from './Button';

export {
  ButtonLink,
  type ButtonLinkProps,
  type ButtonLinkVariant,
  type ButtonLinkSize,
  type ButtonLinkIconPosition,
} from './ButtonLink';

export {
  ButtonSplit,
  ButtonSplitItem,
  type ButtonSplitProps,
  type ButtonSplitItemProps,
  type ButtonSplitVariant,
  type ButtonSplitSize,
} from './ButtonSplit';

export {Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps, type CheckboxSize} from './Checkbox';

export {DatePicker, type DatePickerProps, type UnavailableDates} from './DatePicker';

export {DateRangePicker, type DateRange, type DateRangePickerProps} from './DateRangePicker';

export {DurationPicker, type DurationPickerProps} from './DurationPicker';

export {Icon, iconNames, isIconName, type IconProps, type IconName, type IconSize, type IconColor} from './Icon';

export {
  InputField,
  inputFieldInputModes,
  inputFieldTypes,
  type InputFieldInputMode,
  type InputFieldProps,
  type InputFieldType,
} from './InputField';

export {
  Radio,
  RadioGroup,
  radioOrientations,
  radioSizes,
  type RadioGroupProps,
  type RadioOrientation,
  type RadioProps,
  type RadioSize,
} from './Radio';

export {
  RadioBlock,
  RadioBlockGroup,
  radioBlockLayouts,
  radioBlockSizes,
  type RadioBlockGroupProps,
  type RadioBlockLayout,
  type RadioBlockProps,
  type RadioBlockSize,
} from './RadioBlock';

export {
  SegmentedControl,
  SegmentedControlOption,
  type SegmentedControlProps,
  type SegmentedControlOptionProps,
  type SegmentedControlSize,
} from './SegmentedControl';

export {
  Select,
  SelectOption,
  type SelectMultipleProps,
  type SelectOptionProps,
  type SelectProps,
  type SelectSingleProps,
} from './Select';

export {Spinner, SPINNER_DELAY_MS, type SpinnerProps, type SpinnerSize, type SpinnerVariant} from './Spinner';

export {Switch, type SwitchProps, type SwitchSize, type SwitchLabelPosition} from './Switch';

export {Tag, TagGroup, type TagProps, type TagGroupProps, type TagSize, type TagVariant} from './Tag';

export {Textarea, type TextareaProps} from './Textarea';

export {TimePicker, type TimePickerProps} from './TimePicker';

export {Tooltip, type TooltipProps, type TooltipPlacement} from './Tooltip';
