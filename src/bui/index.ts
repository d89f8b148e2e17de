// The public barrel of the design system: what `@bui/react` exports. Pages and
// examples import from here, never from a component's folder. One block per
// component, in alphabetical order: the component and its props type.

export {
  Accordion,
  AccordionItem,
  accordionSizes,
  type AccordionHeadingLevel,
  type AccordionItemProps,
  type AccordionMultipleProps,
  type AccordionProps,
  type AccordionSingleProps,
  type AccordionSize,
} from './Accordion';

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

export {
  Breadcrumb,
  BreadcrumbItem,
  breadcrumbSizes,
  type BreadcrumbItemProps,
  type BreadcrumbProps,
  type BreadcrumbSize,
} from './Breadcrumb';

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

export {
  ContextMenu,
  ContextMenuArea,
  ContextMenuItem,
  ContextMenuSeparator,
  contextMenuItemVariants,
  type ContextMenuAreaProps,
  type ContextMenuItemProps,
  type ContextMenuItemVariant,
  type ContextMenuProps,
  type ContextMenuSeparatorProps,
} from './ContextMenu';

export {DatePicker, type DatePickerProps, type UnavailableDates} from './DatePicker';

export {DateRangePicker, type DateRange, type DateRangePickerProps} from './DateRangePicker';

export {
  Donut,
  donutColors,
  donutSizes,
  type DonutColor,
  type DonutDatum,
  type DonutProps,
  type DonutSize,
} from './Donut';

export {DurationPicker, type DurationPickerProps} from './DurationPicker';

export {
  EmployeePicker,
  type EmployeePickerMultipleProps,
  type EmployeePickerPerson,
  type EmployeePickerProps,
  type EmployeePickerSingleProps,
} from './EmployeePicker';

export {ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps} from './ErrorSummary';

export {
  FileSelector,
  type FileSelectorItem,
  type FileSelectorMultipleProps,
  type FileSelectorProps,
  type FileSelectorSingleProps,
} from './FileSelector';

export {
  FileUploadMobile,
  fileUploadSources,
  type FileUploadMobileMultipleProps,
  type FileUploadMobileProps,
  type FileUploadMobileSingleProps,
  type FileUploadSource,
} from './FileUploadMobile';

export {ForceUpdate, forceUpdateModes, type ForceUpdateMode, type ForceUpdateProps} from './ForceUpdate';

export {Form, type FormProps} from './Form';

export {Icon, iconNames, isIconName, type IconProps, type IconName, type IconSize, type IconColor} from './Icon';

export {
  Inline,
  inlineAlignments,
  inlineJustifications,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from './Inline';

export {
  InputField,
  inputFieldInputModes,
  inputFieldTypes,
  type InputFieldInputMode,
  type InputFieldProps,
  type InputFieldType,
} from './InputField';

export {
  FOLDER_MESSAGE,
  InputFile,
  inputFileVariants,
  type InputFileMultipleProps,
  type InputFileProps,
  type InputFileSingleProps,
  type InputFileVariant,
} from './InputFile';

export {Link, linkVariants, type LinkProps, type LinkVariant} from './Link';

export {Modal, modalSizes, modalVariants, type ModalProps, type ModalSize, type ModalVariant} from './Modal';

export {
  NavBar,
  NavBarAccountItem,
  NavBarItem,
  NavBarTab,
  NavBarTabs,
  navBarVariants,
  type NavBarAccount,
  type NavBarAccountAction,
  type NavBarAccountItemProps,
  type NavBarItemProps,
  type NavBarProps,
  type NavBarTabProps,
  type NavBarTabsProps,
  type NavBarVariant,
} from './NavBar';

export {Paginator, paginatorSizes, type PaginatorProps, type PaginatorSize} from './Paginator';

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

export {
  SideDrawer,
  sideDrawerPlacements,
  sideDrawerSizes,
  type SideDrawerPlacement,
  type SideDrawerProps,
  type SideDrawerSize,
} from './SideDrawer';

export {
  Skeleton,
  skeletonShapes,
  skeletonSizes,
  type SkeletonProps,
  type SkeletonShape,
  type SkeletonSize,
} from './Skeleton';

export {Spinner, SPINNER_DELAY_MS, type SpinnerProps, type SpinnerSize, type SpinnerVariant} from './Spinner';

export {Stack, stackAlignments, type StackAlign, type StackProps} from './Stack';

export type {LayoutElement, SpaceStep} from './internal/space';

export {
  Stepper,
  StepperStep,
  stepperOrientations,
  stepperSizes,
  type StepperOrientation,
  type StepperProps,
  type StepperSize,
  type StepperStepProps,
  type StepperStepStatus,
  type StepperStepStatusOverride,
} from './Stepper';

export {Switch, type SwitchProps, type SwitchSize, type SwitchLabelPosition} from './Switch';

export {
  Table,
  TableColumn,
  TABLE_SKELETON_ROWS,
  type TableColumnAlign,
  type TableColumnProps,
  type TableColumnType,
  type TableLayout,
  type TableProps,
  type TableSize,
  type TableSort,
  type TableSortDirection,
} from './Table';

export {
  Tabs,
  TabsTab,
  tabsActivations,
  tabsOrientations,
  tabsSizes,
  type TabsKeyboardActivation,
  type TabsOrientation,
  type TabsProps,
  type TabsSize,
  type TabsTabProps,
} from './Tabs';

export {Tag, TagGroup, type TagProps, type TagGroupProps, type TagSize, type TagVariant} from './Tag';

export {
  Heading,
  headingLevels,
  headingSizes,
  Text,
  textElements,
  textSizes,
  textWeights,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextWeight,
} from './Text';

export {Textarea, type TextareaProps} from './Textarea';

export {TimePicker, type TimePickerProps} from './TimePicker';

export {
  Toast,
  ToastRegion,
  toastVariants,
  useToast,
  TOAST_ACTION_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastRegionProps,
  type ToastVariant,
} from './Toast';

export {Toggletip, toggletipPlacements, type ToggletipPlacement, type ToggletipProps} from './Toggletip';

export {Tooltip, type TooltipProps, type TooltipPlacement} from './Tooltip';

export {
  Typeahead,
  TypeaheadOption,
  type TypeaheadMultipleProps,
  type TypeaheadOptionProps,
  type TypeaheadProps,
  type TypeaheadSingleProps,
} from './Typeahead';

export {
  Wizard,
  WizardStep,
  wizardHeadingLevels,
  type WizardErrors,
  type WizardHeadingLevel,
  type WizardOrientation,
  type WizardProps,
  type WizardStepProps,
  type WizardValidation,
} from './Wizard';

export {
  XingLoader,
  XING_LOADER_DELAY_MS,
  XING_LOADER_MIN_VISIBLE_MS,
  XING_LOADER_SLOW_MESSAGE,
  XING_LOADER_SLOW_MS,
  xingLoaderCoverages,
  xingLoaderVariants,
  type XingLoaderAction,
  type XingLoaderCoverage,
  type XingLoaderProps,
  type XingLoaderVariant,
} from './XingLoader';
