// The public barrel of the design system: what `@bui/react` exports. Pages and
// examples import from here, never from a component's folder. One block per
// component, in alphabetical order: the component and its props type.

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
  Select,
  SelectOption,
  type SelectMultipleProps,
  type SelectOptionProps,
  type SelectProps,
  type SelectSingleProps,
} from './Select';

export {Textarea, type TextareaProps} from './Textarea';

export {Tooltip, type TooltipProps, type TooltipPlacement} from './Tooltip';
