import type {IconColor, IconSize} from '@bui/react';

/**
 * The design token behind each `size` and `color` of Icon, as src/bui/Icon/Icon.module.css uses them
 * (`iconTokens.test.ts` reads that file). `inherit` has none: the icon takes the colour of its text.
 */
export const iconSizeTokens: Record<IconSize, string> = {
  sm: 'size-icon-sm',
  md: 'size-icon-md',
  lg: 'size-icon-lg',
};

export const iconColorTokens: Record<IconColor, string | null> = {
  inherit: null,
  muted: 'color-text-muted',
  primary: 'color-primary',
  info: 'color-info',
  success: 'color-success',
  warning: 'color-warning',
  danger: 'color-danger',
};

/** The code the gallery copies: only the props that differ from Icon's defaults (`md`, `inherit`). */
export function iconCode(name: string, size: IconSize, color: IconColor): string {
  const props = [`name="${name}"`, size !== 'md' && `size="${size}"`, color !== 'inherit' && `color="${color}"`];
  return `<Icon ${props.filter(Boolean).join(' ')} />`;
}
