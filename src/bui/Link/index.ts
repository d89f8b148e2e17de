export {Link, linkVariants} from './Link';
export type {LinkProps, LinkVariant} from './Link';
