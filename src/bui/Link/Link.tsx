import {forwardRef, type ReactNode} from 'react';
import {Link as AriaLink} from 'react-aria-components';
import {oneOf} from '../internal/devWarn';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Link.module.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends PassThroughProps {
  /** The link text: where it goes or what people find there ("Leave policy"), never "click here". */
  children: ReactNode;
  /** Where it goes. Inside `<BuiRouterProvider>`, app paths are followed by the app's router. */
  href: string;
  /**
   * `inline` inside running text: underlined, in the text's size, so it is found without colour. `standalone` on a
   * line of its own, such as "View all requests": medium weight, underlined on hover.
   */
  variant?: LinkVariant;
  /** Sets `data-testid` on the link. */
  testId?: string;
}

/**
 * A link to another page or place, on react-aria's Link: a real `<a href>`,
 * so it opens in a new tab, is copied and is announced as a link; the app's
 * router follows it through BuiRouterProvider. For an action on this page,
 * use a Button.
 */
export const Link = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {children, href, variant = 'inline', testId, UNSAFE_className, ...rest},
  ref,
) {
  return (
    <AriaLink
      {...passThrough(rest)}
      ref={ref}
      href={href}
      className={classNames(
        styles.link,
        styles[oneOf('Link', 'variant', variant, linkVariants, 'inline')],
        UNSAFE_className,
      )}
      data-testid={testId}
    >
      {children}
    </AriaLink>
  );
});
