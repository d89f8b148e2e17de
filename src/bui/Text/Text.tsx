import {createElement, forwardRef, type ReactNode} from 'react';
import {Heading as AriaHeading} from 'react-aria-components';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Text.module.css';

export const textSizes = ['sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

export const textWeights = ['regular', 'medium', 'semibold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['p', 'span', 'div'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends PassThroughProps {
  /** The text. */
  children: ReactNode;
  /** `md` (16 px) for reading, `sm` (14 px) for hints, captions and dense tables only, `lg` (20 px) for a figure or a lead sentence. */
  size?: TextSize;
  /** `regular` for reading, `medium` for a selected or pressable thing, `semibold` for the one name the reader must find. */
  weight?: TextWeight;
  /** Secondary text in `--bui-color-text-muted`: dates, counts, captions. Never for text people need in order to act. */
  muted?: boolean;
  /** The element: `p` for a paragraph, `span` inside a line, `div` for a block that holds other blocks. */
  as?: TextElement;
  /** Sets `data-testid` on the element. */
  testId?: string;
}

/**
 * Text in BUI's type scale, weight and colour, from tokens only, with the base
 * line height, so it wraps readably and grows with the reader's text size.
 */
export const Text = /* @__PURE__ */ forwardRef<HTMLElement, TextProps>(function Text(
  {children, size = 'md', weight = 'regular', muted = false, as = 'p', testId, UNSAFE_className, ...rest},
  ref,
) {
  return createElement(
    oneOf('Text', 'as', as, textElements, 'p'),
    {
      ...passThrough(rest),
      ref,
      'data-testid': testId,
      className: classNames(
        styles.text,
        styles[oneOf('Text', 'size', size, textSizes, 'md')],
        styles[oneOf('Text', 'weight', weight, textWeights, 'regular')],
        muted && styles.muted,
        UNSAFE_className,
      ),
    },
    children,
  );
});

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const headingSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size a level gets unless `size` says otherwise: the scale is short, so levels 4 to 6 share the smallest. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm'};

export interface HeadingProps extends PassThroughProps {
  /** The heading text: a few words in sentence case, no full stop. */
  children: ReactNode;
  /** Its place in the page's outline (`h1`…`h6`). Follow the outline, never skip a level to get a size: set `size` instead. */
  level: HeadingLevel;
  /** How big it looks: `xl` 24 px, `lg` 20 px, `md` 16 px, `sm` 14 px. By default from `level`: 1 is `xl`, 2 `lg`, 3 `md`, 4 to 6 `sm`. */
  size?: HeadingSize;
  /** The heading's id, for a region's `aria-labelledby` or a link to it. */
  id?: string;
  /** Sets `data-testid` on the heading. */
  testId?: string;
}

/** A heading at a level of the page's outline, sized from the type scale, semibold, with the tight line height. */
export const Heading = /* @__PURE__ */ forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  {children, level, size, id, testId, UNSAFE_className, ...rest},
  ref,
) {
  const safeLevel = oneOf('Heading', 'level', level, headingLevels, 2);
  const safeSize = oneOf('Heading', 'size', size, headingSizes, sizeOfLevel[safeLevel]);
  return (
    <AriaHeading
      {...passThrough(rest)}
      ref={ref}
      id={id}
      level={safeLevel}
      className={classNames(styles.heading, styles[`heading-${safeSize}`], UNSAFE_className)}
      data-testid={testId}
    >
      {children}
    </AriaHeading>
  );
});
