export {
  ButtonSplit,
  ButtonSplitItem,
  type ButtonSplitProps,
  type ButtonSplitItemProps,
  type ButtonSplitVariant,
  type ButtonSplitSize,
} from './ButtonSplit';
