/**
 * The BUI icon set: every glyph drawn for BUI on a 24 × 24 grid, outline
 * style. Each entry is SVG path data, stroked with `currentColor` at 1.5 units
 * with round caps and joins (see Icon.tsx); a 1.5 stroke at 24 px renders as
 * 1.25 px at 20 px and 1 px at 16 px, as the Icons page promises.
 *
 * Keylines, on the stroke's centre line: circles have radius 9 around (12, 12),
 * squares span 4–20, wide rectangles 3–21 × 5–19 and tall ones 5–19 × 3–21,
 * corners have radius 2. Dots are as wide as the stroke;
 * the `more` discs are twice as wide so they read at 16 px.
 *
 * `mirror` marks icons that point forward or back: they flip in right-to-left
 * text. `filled` marks the toggled (`-filled`) state of an outline icon.
 * Adding a name here makes it part of `IconName`; the Icons page's table must
 * list it (icons.test.ts checks both directions).
 */
export interface IconGlyph {
  /** Path data in the 24 × 24 viewBox. */
  readonly d: string;
  /** Flipped horizontally in right-to-left text. */
  readonly mirror?: true;
  /** Filled with `currentColor` as well as stroked. */
  readonly filled?: true;
}

/** A dot as wide as the stroke: a tiny line that the round caps paint round. */
function dot(x: number, y: number): string {
  return `M${x} ${y}h.01`;
}

/**
 * A disc twice the stroke's width: a circle of radius 0.75 that its own 1.5
 * stroke fills. (With a smaller radius browsers leave a hole in the middle.)
 */
function disc(x: number, y: number): string {
  return `M${x + 0.75} ${y}a.75.75 0 1 1-1.5 0a.75.75 0 1 1 1.5 0z`;
}

/** The status circle shared by `info` and `success` (radius 9). */
const ring = 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0z';

export const icons = {
  // Actions
  add: {d: 'M12 5v14M5 12h14'},
  edit: {d: 'M16.5 4.5l3 3L8 19l-4 1 1-4L16.5 4.5zM14 7l3 3'},
  trash: {
    d: 'M4 7h16M9.5 7V5a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M10 11v6M14 11v6',
  },
  close: {d: 'M6 6l12 12M18 6L6 18'},
  check: {d: 'M5 12.5l4.5 4.5L19 7.5'},
  search: {d: 'M17 10.5a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0zM15 15l5 5'},
  filter: {d: 'M4 5h16l-6 7.5V19l-4 2v-8.5L4 5z'},
  sort: {d: 'M8 20V5M4.5 8.5L8 5l3.5 3.5M16 4v15M12.5 15.5L16 19l3.5-3.5'},
  download: {d: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'},
  upload: {d: 'M12 15V4M7.5 8.5L12 4l4.5 4.5M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2'},
  copy: {
    d: 'M10 8h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2',
  },
  share: {
    d: 'M19.5 5.5a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM9 12a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM19.5 18.5a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0zM8.75 10.75l6-3.75M8.75 13.25l6 3.75',
  },
  refresh: {d: 'M19 16a8 8 0 1 1 0-8M19 3.5V8h-4.5'},
  undo: {d: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11', mirror: true},
  more: {d: `${disc(12, 5.5)}${disc(12, 12)}${disc(12, 18.5)}`},
  'external-link': {
    d: 'M19 13.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5.5M14 3h7v7M21 3L11 13',
    mirror: true,
  },
  archive: {
    d: 'M4 4h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8M10 12h4',
  },
  paperclip: {
    d: 'M20 11.5l-8 8a5 5 0 0 1-7.07-7.07l8.5-8.5a3.5 3.5 0 0 1 4.95 4.95l-8.5 8.5a2 2 0 0 1-2.83-2.83L15 6.5',
  },
  star: {d: 'M12 3l2.35 6.25 6.65.3-5.2 4.2 1.8 6.45L12 16.5l-5.6 3.7 1.8-6.45-5.2-4.2 6.65-.3L12 3z'},
  'star-filled': {
    d: 'M12 3l2.35 6.25 6.65.3-5.2 4.2 1.8 6.45L12 16.5l-5.6 3.7 1.8-6.45-5.2-4.2 6.65-.3L12 3z',
    filled: true,
  },

  // Direction
  'chevron-down': {d: 'M6 9l6 6 6-6'},
  'chevron-up': {d: 'M6 15l6-6 6 6'},
  'chevron-left': {d: 'M15 6l-6 6 6 6', mirror: true},
  'chevron-right': {d: 'M9 6l6 6-6 6', mirror: true},
  'arrow-left': {d: 'M20 12H4M10 6l-6 6 6 6', mirror: true},
  'arrow-right': {d: 'M4 12h16M14 6l6 6-6 6', mirror: true},
  'arrow-up': {d: 'M12 20V4M6 10l6-6 6 6'},
  'arrow-down': {d: 'M12 4v16M6 14l6 6 6-6'},

  // Things
  calendar: {d: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4'},
  clock: {d: `${ring}M12 7v5l3.5 2`},
  lock: {
    d: 'M7 10h10a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM8 10V7a4 4 0 0 1 8 0v3M12 14.5V17',
  },
  document: {d: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5zM14 3v5h5M9 13h6M9 17h6'},
  folder: {d: 'M3 7a2 2 0 0 1 2-2h4l2 2.5h8a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z'},
  mail: {d: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 7l8.5 6 8.5-6'},
  inbox: {
    d: 'M3 13l2.6-7a1.5 1.5 0 0 1 1.4-1h10a1.5 1.5 0 0 1 1.4 1l2.6 7v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5zM3 13h5l1.5 2.5h5L16 13h5',
  },
  list: {d: `M9 6h11M9 12h11M9 18h11${dot(4.5, 6)}${dot(4.5, 12)}${dot(4.5, 18)}`, mirror: true},
  home: {d: 'M4 10.5L12 4l8 6.5V19a2 2 0 0 1-2 2h-3.5v-6h-5v6H6a2 2 0 0 1-2-2v-8.5z'},
  user: {d: 'M16 8a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM4.5 20.5a7.5 7.5 0 0 1 15 0'},
  users: {
    d: 'M12.5 8a3.5 3.5 0 1 1-7 0a3.5 3.5 0 1 1 7 0zM2.5 20a6.5 6.5 0 0 1 13 0M15.5 4.5a3.5 3.5 0 0 1 0 7M16.5 13.5c2.9.6 5 3.2 5 6.5',
  },
  wallet: {
    d: `M3 6v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2H5a2 2 0 0 1-2-2a2 2 0 0 1 2-2h12v4${dot(16.5, 14)}`,
  },
  briefcase: {
    d: 'M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18',
  },
  sun: {
    d: 'M16 12a4 4 0 1 1-8 0a4 4 0 1 1 8 0zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.25 5.25l1.5 1.5M17.25 17.25l1.5 1.5M5.25 18.75l1.5-1.5M17.25 6.75l1.5-1.5',
  },
  medical: {d: 'M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6v-6z'},

  // Status: one shape each, so the four differ without colour
  info: {d: `${ring}M12 11v5.5${dot(12, 7.75)}`},
  success: {d: `${ring}M8 12.5l2.5 2.5L16 9.5`},
  warning: {d: `M12 3.5L21.5 20h-19L12 3.5zM12 9.5V14${dot(12, 17)}`},
  danger: {d: `M8.25 3h7.5L21 8.25v7.5L15.75 21h-7.5L3 15.75v-7.5L8.25 3zM12 7.5V13${dot(12, 16.25)}`},
} as const satisfies Record<string, IconGlyph>;

/** The name of an icon in the BUI set. */
export type IconName = keyof typeof icons;

/** Every icon name, in the set's order. */
export const iconNames = Object.keys(icons) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(icons, name);
}
