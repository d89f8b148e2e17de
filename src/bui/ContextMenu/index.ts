export {
  ContextMenu,
  ContextMenuArea,
  ContextMenuItem,
  ContextMenuSeparator,
  contextMenuItemVariants,
  LONG_PRESS_MS,
  type ContextMenuAreaProps,
  type ContextMenuItemProps,
  type ContextMenuItemVariant,
  type ContextMenuProps,
  type ContextMenuSeparatorProps,
} from './ContextMenu';
