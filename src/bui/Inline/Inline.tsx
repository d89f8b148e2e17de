import {createElement, forwardRef, type ReactNode} from 'react';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {gapClass, layoutElements, listClass, type LayoutElement, type SpaceStep} from '../internal/space';
import styles from './Inline.module.css';

export const inlineAlignments = ['center', 'start', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAlignments)[number];

export const inlineJustifications = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifications)[number];

export interface InlineProps extends PassThroughProps {
  /** What to lay out side by side, in reading order: start to end, so right to left in Arabic. */
  children: ReactNode;
  /** The space between children, across and between lines: a step of the spacing scale, `3` is `--bui-space-3` (12 px). */
  gap?: SpaceStep;
  /** How children line up across the row: `center` for controls of different heights, `baseline` for text beside text. */
  align?: InlineAlign;
  /** Where the row's children sit along it: `between` pushes the first and last to the ends. */
  justify?: InlineJustify;
  /** Children move to a new line when the row is full. Turn it off only for a row that must stay one line, such as an icon beside a label. */
  wrap?: boolean;
  /** The element: `ul` or `ol` for a list of like things (its items are `li`), `section` for a titled part of a page. */
  as?: LayoutElement;
  /** Sets `data-testid` on the element. */
  testId?: string;
}

/**
 * Lays children out in a row that wraps, with one gap from the spacing scale.
 * Buttons side by side, a tag list, an avatar beside a name: the horizontal
 * twin of Stack.
 */
export const Inline = /* @__PURE__ */ forwardRef<HTMLElement, InlineProps>(function Inline(
  {children, gap = 3, align = 'center', justify = 'start', wrap = true, as = 'div', testId, UNSAFE_className, ...rest},
  ref,
) {
  const element = oneOf('Inline', 'as', as, layoutElements, 'div');
  return createElement(
    element,
    {
      ...passThrough(rest),
      ref,
      'data-testid': testId,
      className: classNames(
        styles.inline,
        styles[`align-${oneOf('Inline', 'align', align, inlineAlignments, 'center')}`],
        styles[`justify-${oneOf('Inline', 'justify', justify, inlineJustifications, 'start')}`],
        wrap && styles.wrap,
        gapClass('Inline', gap, 3),
        (element === 'ul' || element === 'ol') && listClass,
        UNSAFE_className,
      ),
    },
    children,
  );
});
