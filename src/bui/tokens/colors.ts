/**
 * BUI colour tokens: the one place where BUI's colour values live.
 *
 * `buildTokensCss` turns this list into CSS custom properties, and the
 * foundations pages render it. Change a value here and both follow; never copy
 * a hex value anywhere else.
 *
 * Every pair of colours meant to be seen together is listed in
 * `contrastPairs` with the WCAG 2.2 AA ratio it needs, and `colors.test.ts`
 * checks each pair in both modes.
 */
import type {ContrastTarget, HexColor} from './colorMath';

export type ColorTokenName =
  | 'color-primary'
  | 'color-primary-hover'
  | 'color-primary-tint'
  | 'color-on-primary'
  | 'color-text'
  | 'color-text-muted'
  | 'color-surface'
  | 'color-surface-raised'
  | 'color-surface-sunken'
  | 'color-border'
  | 'color-border-strong'
  | 'color-focus'
  | 'color-info'
  | 'color-success'
  | 'color-warning'
  | 'color-danger'
  | 'color-danger-hover'
  | 'color-on-danger'
  | 'color-info-tint'
  | 'color-success-tint'
  | 'color-warning-tint'
  | 'color-danger-tint'
  | 'color-overlay';

/**
 * brand: BUI's identity colour and its interaction states.
 * neutral: text, backgrounds and lines that every screen is built from.
 * semantic: colours that carry a meaning (status, feedback, focus).
 * tint: pale (light mode) or deep (dark mode) backgrounds behind a status.
 * on-fill: text and marks drawn on a solid brand or danger fill.
 */
export type ColorTokenGroup = 'brand' | 'neutral' | 'semantic' | 'tint' | 'on-fill';

/** Colour scheme a value belongs to. */
export type ColorMode = 'light' | 'dark';

export const colorModes: readonly ColorMode[] = ['light', 'dark'];

export interface ColorToken {
  /** Token name without the `--bui-` prefix, e.g. `color-primary`. */
  readonly name: ColorTokenName;
  /** CSS custom property for web, e.g. `--bui-color-primary`. */
  readonly cssVar: `--bui-${ColorTokenName}`;
  /** Name in `@bui/tokens` for React Native, e.g. `colorPrimary`. */
  readonly jsName: string;
  readonly group: ColorTokenGroup;
  readonly light: HexColor;
  readonly dark: HexColor;
  /** When to use the token, in one or two sentences. */
  readonly usage: string;
}

/** Turns `color-primary-hover` into `colorPrimaryHover`, the React Native name. */
export function toJsName(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_match: string, letter: string) => letter.toUpperCase());
}

function color(
  name: ColorTokenName,
  group: ColorTokenGroup,
  light: HexColor,
  dark: HexColor,
  usage: string,
): ColorToken {
  return {name, cssVar: `--bui-${name}`, jsName: toJsName(name), group, light, dark, usage};
}

export const colorTokens: readonly ColorToken[] = [
  color(
    'color-primary',
    'brand',
    '#2546c4',
    '#93abff',
    'The BUI brand blue: primary buttons, links, selected tabs and checked controls. Use it for the one main action on a screen.',
  ),
  color(
    'color-primary-hover',
    'brand',
    '#1b3599',
    '#b8c8ff',
    'Hover and pressed state of anything drawn in the primary colour. Never use it as a resting colour.',
  ),
  color(
    'color-primary-tint',
    'tint',
    '#e9eefc',
    '#1f2a4a',
    'Background of a selected or hovered item: the selected row, option, menu item or date.',
  ),
  color(
    'color-on-primary',
    'on-fill',
    '#ffffff',
    '#15171c',
    'Text, icons and check marks on a primary fill. Dark in dark mode, where the primary fill is light.',
  ),
  color('color-text', 'neutral', '#1b1f27', '#e9ebf0', 'Body text, headings, labels and the default colour of icons.'),
  color(
    'color-text-muted',
    'neutral',
    '#596171',
    '#a6aebc',
    'Secondary text: hints, captions, timestamps and table metadata. Still body-size legible, never a disabled look.',
  ),
  color('color-surface', 'neutral', '#ffffff', '#15171c', 'The page background and the base of cards and inputs.'),
  color(
    'color-surface-raised',
    'neutral',
    '#f4f5f8',
    '#20232a',
    'Layers that sit above the page: navigation bars, modals, side drawers, menus and table headers.',
  ),
  color(
    'color-surface-sunken',
    'neutral',
    '#eef0f3',
    '#0e1014',
    'Wells below the page: the track of a switch, slider or progress bar, code blocks and empty drop zones.',
  ),
  color(
    'color-border',
    'neutral',
    '#d3d7de',
    '#363b45',
    'Dividers, table rules and the edges of cards: lines that separate content but that nobody needs to find.',
  ),
  color(
    'color-border-strong',
    'neutral',
    '#7a8190',
    '#6f7785',
    'Outlines of controls people must find (inputs, checkboxes, radios, switches): 3:1 against every surface.',
  ),
  color(
    'color-focus',
    'semantic',
    '#2f5fe0',
    '#8fb1ff',
    'The keyboard focus ring, drawn with the focus-ring width and offset tokens. Reserved for focus; never removed.',
  ),
  color(
    'color-info',
    'semantic',
    '#0a62a8',
    '#6fb9f2',
    'Neutral information: info alerts, toasts, badges and tags, and their icons.',
  ),
  color(
    'color-success',
    'semantic',
    '#177a36',
    '#5cc27a',
    'A completed or approved state: success alerts and toasts, "Approved" tags, valid fields.',
  ),
  color(
    'color-warning',
    'semantic',
    '#8f5300',
    '#e6a645',
    'Something needs attention soon but nothing is broken yet: warning alerts, expiring items.',
  ),
  color(
    'color-danger',
    'semantic',
    '#c4262e',
    '#ff8a85',
    'Errors and destructive actions: field errors, error alerts, danger buttons and "Rejected" tags.',
  ),
  color('color-danger-hover', 'semantic', '#a01d24', '#ffb0ac', 'Hover and pressed state of a danger button or link.'),
  color(
    'color-on-danger',
    'on-fill',
    '#ffffff',
    '#15171c',
    'Text and icons on a danger fill. Dark in dark mode, where the danger fill is light.',
  ),
  color(
    'color-info-tint',
    'tint',
    '#e6f1fa',
    '#15293a',
    'Background of info alerts, badges and tags, with body text and an info-coloured icon or border.',
  ),
  color('color-success-tint', 'tint', '#e7f4ea', '#172e20', 'Background of success alerts, badges and tags.'),
  color('color-warning-tint', 'tint', '#fbf0de', '#33270f', 'Background of warning alerts, badges and tags.'),
  color(
    'color-danger-tint',
    'tint',
    '#fce9e9',
    '#3a1c1f',
    'Background of error alerts, invalid-field summaries, danger badges and tags.',
  ),
  color(
    'color-overlay',
    'neutral',
    '#0b0d1280',
    '#000000a6',
    'The translucent scrim behind a modal or side drawer. It dims the page; nothing is read on it.',
  ),
];

/** Looks a colour token up by name. */
export function getColorToken(name: ColorTokenName): ColorToken {
  const found = colorTokens.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown BUI colour token: ${name}`);
  return found;
}

/**
 * Two colours meant to be seen together, and the WCAG 2.2 AA ratio the pair
 * needs in both modes: 4.5 when the foreground is text (SC 1.4.3), 3 when it
 * is a control outline, icon or focus ring (SC 1.4.11).
 */
export interface ContrastPair {
  readonly foreground: ColorTokenName;
  readonly background: ColorTokenName;
  readonly min: ContrastTarget;
  /** What the pair is used for, in a few words. */
  readonly use: string;
}

const surfaces: readonly ColorTokenName[] = ['color-surface', 'color-surface-raised', 'color-surface-sunken'];
const statuses = ['info', 'success', 'warning', 'danger'] as const;

function onEach(
  foreground: ColorTokenName,
  backgrounds: readonly ColorTokenName[],
  min: ContrastTarget,
  use: string,
): ContrastPair[] {
  return backgrounds.map((background) => ({foreground, background, min, use}));
}

export const contrastPairs: readonly ContrastPair[] = [
  ...onEach('color-text', surfaces, 4.5, 'Body text'),
  ...onEach('color-text-muted', surfaces, 4.5, 'Secondary text'),
  ...onEach('color-primary', surfaces, 4.5, 'Links and primary text buttons'),
  ...onEach('color-primary-hover', ['color-surface', 'color-surface-raised'], 4.5, 'Hovered links'),
  ...onEach('color-on-primary', ['color-primary', 'color-primary-hover'], 4.5, 'Label on a primary button'),
  ...onEach('color-on-danger', ['color-danger', 'color-danger-hover'], 4.5, 'Label on a danger button'),
  ...onEach('color-text', ['color-primary-tint'], 4.5, 'Text of a selected item'),
  ...onEach('color-text-muted', ['color-primary-tint'], 4.5, 'Description of a selected item'),
  ...onEach('color-primary', ['color-primary-tint'], 4.5, 'Check mark or text of a selected item'),
  ...statuses.flatMap((status) => [
    ...onEach(`color-${status}`, ['color-surface', 'color-surface-raised'], 4.5, `${status} text and icons`),
    ...onEach('color-text', [`color-${status}-tint`], 4.5, `Text on a ${status} background`),
    ...onEach('color-text-muted', [`color-${status}-tint`], 4.5, `Secondary text on a ${status} background`),
    // 3:1 is what an icon or border needs; the pairs reach 4.5, so the status
    // colour may also be used as text on its tint.
    ...onEach(`color-${status}`, [`color-${status}-tint`], 4.5, `${status} icon, border or title on its tint`),
  ]),
  ...onEach('color-border-strong', surfaces, 3, 'Control outlines'),
  ...onEach('color-focus', ['color-surface', 'color-surface-raised'], 3, 'Focus ring'),
];
