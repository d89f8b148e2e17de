export {Badge, type BadgeProps, type BadgeSize, type BadgeVariant} from './Badge';
