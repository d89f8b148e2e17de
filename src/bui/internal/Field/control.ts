import {devWarn} from '../devWarn';
import styles from './Field.module.css';

/** The sizes every BUI field shares: control heights 32 / 40 / 48 px. */
export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/**
 * Class names for the bordered box a field draws around its control (the
 * input, the textarea, the select's button): border, hover, focus ring,
 * invalid, disabled and read-only, the same in every field. The box reads
 * react-aria's data attributes (`data-hovered`, `data-focus-within` or
 * `data-focus-visible`, `data-invalid`, `data-disabled`) and `data-readonly`.
 */
export function controlClassName(size: FieldSize, extra?: string): string {
  return [styles.control, styles[size], extra].filter(Boolean).join(' ');
}

/**
 * `maxLength` when it is a positive whole number; otherwise a development
 * warning and no limit, so a bad value never blocks typing.
 */
export function validMaxLength(component: string, maxLength: number | undefined): number | undefined {
  if (maxLength === undefined) return undefined;
  if (Number.isInteger(maxLength) && maxLength > 0) return maxLength;
  devWarn(component, `maxLength={${String(maxLength)}} is not a positive whole number; the field has no limit.`);
  return undefined;
}
