import {oneOf} from './devWarn';
import styles from './space.module.css';

/** The steps of the spacing scale: `3` is `--bui-space-3` (12 px); `0.5` is the 2 px half step. */
export const spaceSteps = [0.5, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SpaceStep = (typeof spaceSteps)[number];

/** The elements a layout primitive may render as: a plain box, a list, or a landmark-free section. */
export const layoutElements = ['div', 'ul', 'ol', 'section'] as const;
export type LayoutElement = (typeof layoutElements)[number];

/** The class that sets `gap` to a step of the scale; an unknown step warns and falls back. */
export function gapClass(component: string, step: SpaceStep | undefined, fallback: SpaceStep): string {
  const safe = oneOf(component, 'gap', step, spaceSteps, fallback);
  return styles[`gap${String(safe).replace('.', '-')}`];
}

export const listClass = styles.list;
