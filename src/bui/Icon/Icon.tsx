import {forwardRef, type CSSProperties} from 'react';
import {devWarn, oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {icons, isIconName, type IconName} from './icons';
import styles from './Icon.module.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export const iconColors = ['inherit', 'muted', 'primary', 'info', 'success', 'warning', 'danger'] as const;

export type IconSize = (typeof iconSizes)[number];
export type IconColor = (typeof iconColors)[number];

export interface IconProps extends PassThroughProps {
  /** Which glyph to draw: a name from the BUI icon set (see the Icons page). */
  name: IconName;
  /** Box size: `sm` 16 px, `md` 20 px, `lg` 24 px. The glyph is never drawn at other sizes. */
  size?: IconSize;
  /** Colour token for the glyph; `inherit` follows the surrounding text through `currentColor`. */
  color?: IconColor;
  /**
   * What the icon means, when no visible text says it. With a label the icon
   * is an image with that name; without one it is decorative and hidden from
   * assistive technology.
   */
  label?: string;
  /** Sets `data-testid` on the icon's root element. */
  testId?: string;
  /** Extra class for a parent component's layout (margins, alignment). */
  className?: string;
  /** Extra inline style for a parent component's layout. */
  style?: CSSProperties;
}

/**
 * One glyph of the BUI icon set as inline SVG. Decorative unless it has a
 * `label`. An unknown name draws an empty box of the same size, so layout does
 * not jump, and warns in development.
 */
export const Icon = /* @__PURE__ */ forwardRef<SVGSVGElement, IconProps>(function Icon(
  {name, size = 'md', color = 'inherit', label, testId, className, style, UNSAFE_className, ...rest},
  ref,
) {
  const safeSize = oneOf('Icon', 'size', size, iconSizes, 'md');
  const safeColor = oneOf('Icon', 'color', color, iconColors, 'inherit');
  // `name` is typed, but pages and data can still pass any string at runtime.
  const known = isIconName(name);
  if (!known) {
    devWarn(
      'Icon',
      `name="${String(name)}" is not in the BUI icon set; drawing an empty box. See the Icons page for the names.`,
    );
  }
  const glyph = known ? icons[name] : undefined;
  const filled = glyph !== undefined && 'filled' in glyph;
  const mirror = glyph !== undefined && 'mirror' in glyph;
  const classes = classNames(
    styles.icon,
    styles[safeSize],
    styles[safeColor],
    mirror && styles.mirror,
    className,
    UNSAFE_className,
  );
  const naming = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true};

  return (
    <svg
      {...passThrough(rest)}
      ref={ref}
      className={classes}
      style={style}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-testid={testId}
      data-icon={known ? name : undefined}
      {...naming}
    >
      {glyph && <path d={glyph.d} />}
    </svg>
  );
});
