export {
  ButtonLink,
  type ButtonLinkProps,
  type ButtonLinkVariant,
  type ButtonLinkSize,
  type ButtonLinkIconPosition,
} from './ButtonLink';
