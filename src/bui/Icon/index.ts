export {Icon, type IconProps, type IconSize, type IconColor} from './Icon';
export {icons, iconNames, isIconName, type IconName} from './icons';
