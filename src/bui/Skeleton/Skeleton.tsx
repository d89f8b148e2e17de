import {forwardRef} from 'react';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Skeleton.module.css';

export const skeletonShapes = ['text', 'circle', 'block'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export const skeletonSizes = ['sm', 'md', 'lg'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];

export interface SkeletonProps extends PassThroughProps {
  /** What is on its way: `text` draws lines, `circle` an avatar, `block` a control or an image. */
  shape?: SkeletonShape;
  /** How many lines a `text` skeleton draws, as many as will arrive; the last is shorter, like a paragraph's. */
  lines?: number;
  /**
   * The size of what will arrive: for `text`, the type size (`sm` 14 px, `md` 16 px, `lg` 20 px); for `circle`,
   * the Avatar of that size; for `block`, a control of that height (32, 40 or 48 px).
   */
  size?: SkeletonSize;
  /** Sets `data-testid` on the skeleton. */
  testId?: string;
}

/**
 * The grey shape of content that is about to arrive, so the page keeps its
 * layout while it loads (the loading-states pattern). It is decoration:
 * hidden from screen readers, which learn that the region is loading from
 * `aria-busy` on the region that holds it. It pulses slowly, and stands still
 * when the reader asks for reduced motion.
 */
export const Skeleton = /* @__PURE__ */ forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  {shape = 'text', lines = 1, size = 'md', testId, UNSAFE_className, ...rest},
  ref,
) {
  const safeShape = oneOf('Skeleton', 'shape', shape, skeletonShapes, 'text');
  const safeSize = oneOf('Skeleton', 'size', size, skeletonSizes, 'md');
  const count = safeShape === 'text' && Number.isInteger(lines) && lines > 0 ? Math.min(lines, 20) : 1;
  return (
    <div
      {...passThrough(rest)}
      ref={ref}
      aria-hidden="true"
      className={classNames(styles.skeleton, styles[safeShape], styles[safeSize], UNSAFE_className)}
      data-testid={testId}
    >
      {Array.from({length: count}, (_, index) => (
        <span key={index} className={styles.bone} />
      ))}
    </div>
  );
});
