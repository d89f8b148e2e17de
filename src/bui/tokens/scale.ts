/**
 * BUI's non-colour tokens: spacing, corner radius, type, sizes, borders,
 * motion, layers and opacity. Their values are the same in light and dark
 * mode. Like the colours, `buildTokensCss` emits them as CSS custom
 * properties and the foundations pages render them from this list.
 */
import {toJsName} from './colors';

export type ScaleCategory =
  | 'space'
  | 'radius'
  | 'font-size'
  | 'font-weight'
  | 'line-height'
  | 'size'
  | 'border'
  | 'duration'
  | 'easing'
  | 'layer'
  | 'opacity';

export interface ScaleToken {
  /** Token name without the `--bui-` prefix, e.g. `space-4`. */
  readonly name: string;
  /** CSS custom property, e.g. `--bui-space-4`. */
  readonly cssVar: `--bui-${string}`;
  /** Name in `@bui/tokens` for React Native, e.g. `space4`. */
  readonly jsName: string;
  readonly category: ScaleCategory;
  /** The CSS value, with its unit. */
  readonly value: string;
  /** When to use the token, in one or two sentences. */
  readonly usage: string;
}

function scale(category: ScaleCategory, name: string, value: string, usage: string): ScaleToken {
  return {name, cssVar: `--bui-${name}`, jsName: toJsName(name), category, value, usage};
}

/** A 4 px spacing scale: `space-n` is n × 4 px, plus a 2 px half step. */
export const spaceTokens: readonly ScaleToken[] = [
  scale('space', 'space-0-5', '2px', 'Hairline gaps: between a label and its required marker, or inside a badge.'),
  scale('space', 'space-1', '4px', 'Gap between an icon and a short label inside a tag or badge.'),
  scale('space', 'space-2', '8px', 'Gap between an icon and a button label; padding of compact controls.'),
  scale('space', 'space-3', '12px', 'Horizontal padding of inputs and buttons; gap between a label and its field.'),
  scale('space', 'space-4', '16px', 'Default padding of cards and alerts; gap between form fields.'),
  scale('space', 'space-5', '20px', 'Padding of modals and side drawers on small screens.'),
  scale('space', 'space-6', '24px', 'Padding of modals and side drawers; gap between groups of fields.'),
  scale('space', 'space-7', '28px', 'Rarely needed; prefer space-6 or space-8.'),
  scale('space', 'space-8', '32px', 'Gap between page sections and around empty states.'),
];

export const radiusTokens: readonly ScaleToken[] = [
  scale('radius', 'radius-sm', '4px', 'Checkboxes, tags, tooltips and inputs in dense tables.'),
  scale('radius', 'radius-md', '8px', 'Buttons, inputs, cards, alerts, menus and modals.'),
  scale('radius', 'radius-full', '9999px', 'Pills, switches, avatars and badges.'),
];

/**
 * Type sizes are in rem so they follow the reader's browser text size; at the
 * default 16 px root they are 14, 16, 20 and 24 px. 14 px is the floor:
 * `scale.test.ts` fails if any font size goes below it.
 */
export const fontSizeTokens: readonly ScaleToken[] = [
  scale(
    'font-size',
    'font-size-sm',
    '0.875rem',
    '14 px, the smallest text in BUI: hints, captions, badges, tags and dense table cells.',
  ),
  scale('font-size', 'font-size-md', '1rem', '16 px. Body text, labels, buttons and input values: the default.'),
  scale('font-size', 'font-size-lg', '1.25rem', '20 px. Section titles, card titles and key figures.'),
  scale('font-size', 'font-size-xl', '1.5rem', '24 px. Modal, drawer and page titles.'),
];

export const fontWeightTokens: readonly ScaleToken[] = [
  scale('font-weight', 'font-weight-regular', '400', 'Body text, input values and descriptions.'),
  scale('font-weight', 'font-weight-medium', '500', 'Button labels, tabs and selected items.'),
  scale('font-weight', 'font-weight-semibold', '600', 'Titles and field labels. BUI uses no bolder weight.'),
];

export const lineHeightTokens: readonly ScaleToken[] = [
  scale('line-height', 'line-height-tight', '1.25', 'Single lines: buttons, tags, titles and table headers.'),
  scale(
    'line-height',
    'line-height-base',
    '1.5',
    'Anything that may wrap: body text, hints, descriptions and messages.',
  ),
];

export const sizeTokens: readonly ScaleToken[] = [
  scale(
    'size',
    'size-control-sm',
    '32px',
    'Height of `size="sm"` buttons, inputs and selects, for dense tables and toolbars.',
  ),
  scale('size', 'size-control-md', '40px', 'Height of buttons, inputs and selects: the default.'),
  scale(
    'size',
    'size-control-lg',
    '48px',
    'Height of `size="lg"` controls, for the main action of a page on touch screens.',
  ),
  scale('size', 'size-icon-sm', '16px', 'Icons inside small controls, tags and badges.'),
  scale('size', 'size-icon-md', '20px', 'Icons inside buttons, inputs and menu items: the default.'),
  scale('size', 'size-icon-lg', '24px', 'Standalone icons: alerts, empty states and navigation.'),
  scale(
    'size',
    'size-touch-target',
    '44px',
    'The smallest area a pointer or finger can hit; small controls extend their hit area to it.',
  ),
];

export const borderTokens: readonly ScaleToken[] = [
  scale('border', 'border-width', '1px', 'Outlines of inputs, cards and dividers.'),
  scale(
    'border',
    'border-width-strong',
    '2px',
    'Selected cards, the active tab indicator and the invalid-field outline.',
  ),
  scale('border', 'focus-ring-width', '2px', 'Thickness of the keyboard focus ring (`outline-width`).'),
  scale('border', 'focus-ring-offset', '2px', 'Gap between a control and its focus ring (`outline-offset`).'),
];

export const durationTokens: readonly ScaleToken[] = [
  scale('duration', 'duration-fast', '120ms', 'Hover, focus and press feedback; small fades.'),
  scale('duration', 'duration-base', '200ms', 'Opening and closing menus, tooltips, popovers and accordions.'),
  scale(
    'duration',
    'duration-slow',
    '400ms',
    'Large surfaces that travel: side drawers and modals entering or leaving.',
  ),
];

export const easingTokens: readonly ScaleToken[] = [
  scale(
    'easing',
    'easing-standard',
    'cubic-bezier(0.2, 0, 0, 1)',
    'Something that moves or changes on screen and stays there.',
  ),
  scale(
    'easing',
    'easing-enter',
    'cubic-bezier(0, 0, 0.2, 1)',
    'Something arriving: it starts fast and settles gently.',
  ),
  scale('easing', 'easing-exit', 'cubic-bezier(0.4, 0, 1, 1)', 'Something leaving: it starts gently and speeds away.'),
];

/**
 * Stacking order, above the site's own bars (which stay below 1000). React
 * Aria renders popovers at the end of the document, and a popover can open
 * from inside a modal, so popovers sit above the modal layer; toasts sit above
 * both because they must stay readable whatever is open.
 */
export const layerTokens: readonly ScaleToken[] = [
  scale('layer', 'layer-overlay', '1000', 'Modals, side drawers and their scrim.'),
  scale('layer', 'layer-popover', '1100', 'Menus, listboxes, popovers, date pickers and tooltips.'),
  scale('layer', 'layer-toast', '1200', 'The toast region.'),
];

export const opacityTokens: readonly ScaleToken[] = [
  scale(
    'opacity',
    'opacity-disabled',
    '0.4',
    'Disabled controls, together with a not-allowed cursor; never the only sign.',
  ),
];

export const scaleTokens: readonly ScaleToken[] = [
  ...spaceTokens,
  ...radiusTokens,
  ...fontSizeTokens,
  ...fontWeightTokens,
  ...lineHeightTokens,
  ...sizeTokens,
  ...borderTokens,
  ...durationTokens,
  ...easingTokens,
  ...layerTokens,
  ...opacityTokens,
];
