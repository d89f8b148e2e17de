// The public barrel of the design system: what `@bui/react` exports. Pages and
// examples import from here, never from a component's folder. One block per
// component, in alphabetical order: the component and its props type.

export {Icon, iconNames, isIconName, type IconProps, type IconName, type IconSize, type IconColor} from './Icon';

export {Tooltip, type TooltipProps, type TooltipPlacement} from './Tooltip';
