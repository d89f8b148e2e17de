/**
 * BUI's non-colour tokens: spacing, corner radius, type sizes and motion.
 * Like the colour tokens, these are emitted as CSS custom properties by the
 * design-tokens plugin; values are the same in light and dark mode.
 */

export interface ScaleToken {
  /** Token name without the `--bui-` prefix, e.g. `space-4`. */
  readonly name: string;
  /** CSS custom property, e.g. `--bui-space-4`. */
  readonly cssVar: `--bui-${string}`;
  /** The CSS value, with its unit. */
  readonly value: string;
  readonly usage: string;
}

function scale(name: string, value: string, usage: string): ScaleToken {
  return {name, cssVar: `--bui-${name}`, value, usage};
}

/** A 4 px spacing scale: `space-n` is n × 4 px. */
export const spaceTokens: readonly ScaleToken[] = [
  scale('space-1', '4px', 'Gap between an icon and a short label inside a tag or badge.'),
  scale('space-2', '8px', 'Gap between an icon and a button label; padding of compact controls.'),
  scale('space-3', '12px', 'Horizontal padding of inputs and buttons; gap between a label and its field.'),
  scale('space-4', '16px', 'Default padding of cards and alerts; gap between form fields.'),
  scale('space-5', '20px', 'Padding of modals and side drawers on small screens.'),
  scale('space-6', '24px', 'Padding of modals and side drawers; gap between groups of fields.'),
  scale('space-7', '28px', 'Rarely needed; prefer space-6 or space-8.'),
  scale('space-8', '32px', 'Gap between page sections and around empty states.'),
];

export const radiusTokens: readonly ScaleToken[] = [
  scale('radius-sm', '4px', 'Checkboxes, tags, tooltips and inputs in dense tables.'),
  scale('radius-md', '8px', 'Buttons, inputs, cards, alerts, menus and modals.'),
  scale('radius-full', '9999px', 'Pills, switches, avatars and badges.'),
];

/**
 * Type sizes are in rem so they follow the reader's browser text size; at the
 * default 16 px root they are 14, 16 and 20 px.
 */
export const fontSizeTokens: readonly ScaleToken[] = [
  scale('font-size-sm', '0.875rem', '14 px. Hints, captions, badges and table cells in the web app.'),
  scale('font-size-md', '1rem', '16 px. Body text, labels and input values: the default.'),
  scale('font-size-lg', '1.25rem', '20 px. Section titles, modal titles and key figures.'),
];

export const durationTokens: readonly ScaleToken[] = [
  scale('duration-fast', '120ms', 'Hover, focus and press feedback; small fades.'),
  scale('duration-base', '200ms', 'Opening and closing menus, tooltips, accordions and drawers.'),
];

export const scaleTokens: readonly ScaleToken[] = [
  ...spaceTokens,
  ...radiusTokens,
  ...fontSizeTokens,
  ...durationTokens,
];
