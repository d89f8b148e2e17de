import {createElement, forwardRef, type ReactNode} from 'react';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {gapClass, layoutElements, listClass, type LayoutElement, type SpaceStep} from '../internal/space';
import styles from './Stack.module.css';

export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAlignments)[number];

export interface StackProps extends PassThroughProps {
  /** What to lay out, one above the other in reading order. */
  children: ReactNode;
  /** The space between children, a step of the spacing scale: `4` is `--bui-space-4` (16 px). */
  gap?: SpaceStep;
  /** Where children sit across the column: `stretch` fills the width, `start` keeps buttons and tags at their own width. */
  align?: StackAlign;
  /** The element: `ul` or `ol` for a list of like things (its items are `li`), `section` for a titled part of a page. */
  as?: LayoutElement;
  /** Sets `data-testid` on the element. */
  testId?: string;
}

/**
 * Lays children out in a column with one gap between them, from the spacing
 * scale. It replaces the `display: grid; gap: …` that examples and screens
 * otherwise write by hand, so every vertical rhythm comes from a token.
 */
export const Stack = /* @__PURE__ */ forwardRef<HTMLElement, StackProps>(function Stack(
  {children, gap = 4, align = 'stretch', as = 'div', testId, UNSAFE_className, ...rest},
  ref,
) {
  const element = oneOf('Stack', 'as', as, layoutElements, 'div');
  return createElement(
    element,
    {
      ...passThrough(rest),
      ref,
      'data-testid': testId,
      className: classNames(
        styles.stack,
        styles[oneOf('Stack', 'align', align, stackAlignments, 'stretch')],
        gapClass('Stack', gap, 4),
        (element === 'ul' || element === 'ol') && listClass,
        UNSAFE_className,
      ),
    },
    children,
  );
});
