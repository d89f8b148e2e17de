import {forwardRef, type ComponentPropsWithRef, type ForwardedRef, type ReactNode} from 'react';
import {Link as AriaLink} from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';
import {Icon, isIconName, type IconName} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {buttonLinkStrings} from './ButtonLink.strings';
import {ariaOf, classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './ButtonLink.module.css';

export const buttonLinkVariants = ['primary', 'secondary', 'tertiary'] as const;
export type ButtonLinkVariant = (typeof buttonLinkVariants)[number];
export const buttonLinkSizes = ['sm', 'md', 'lg'] as const;
export type ButtonLinkSize = (typeof buttonLinkSizes)[number];
export const buttonLinkIconPositions = ['start', 'end'] as const;
export type ButtonLinkIconPosition = (typeof buttonLinkIconPositions)[number];

export interface ButtonLinkProps extends PassThroughProps {
  /** The link text: the destination or the task there, such as "View payslip". */
  children: ReactNode;
  /** Where the link goes. Client-side routing comes from `BuiRouterProvider` at the app's root. */
  href: string;
  /** How prominent the link is: `primary` for a page's main call to action. There is no `danger`. */
  variant?: ButtonLinkVariant;
  /** Height and text size, as for Button: `sm` 32 px, `md` 40 px, `lg` 48 px. */
  size?: ButtonLinkSize;
  /** Name of an icon from the Icon set, such as `arrow-right` for forward navigation. */
  icon?: IconName;
  /** Which side of the text the icon sits on; `start` and `end` follow the reading direction. */
  iconPosition?: ButtonLinkIconPosition;
  /**
   * A page outside the company's products: opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`),
   * adds the `external-link` icon and tells screen readers "(opens in a new tab)".
   */
  external?: boolean;
  /** Downloads the file at `href` instead of opening it; a string sets the file name to save it under. */
  download?: boolean | string;
  /** Stays focusable with `aria-disabled` but goes nowhere, so people can still find it and read why (see the page). */
  disabled?: boolean;
  /** Sets `data-testid` on the link element. */
  testId?: string;
}

/**
 * A link drawn like a Button: a real `<a href>` (react-aria's Link), so new
 * tabs, copying the address and the status bar all work.
 */
export const ButtonLink = /* @__PURE__ */ forwardRef<HTMLElement, ButtonLinkProps>(function ButtonLink(
  {
    children,
    href,
    variant = 'secondary',
    size = 'md',
    icon,
    iconPosition = 'start',
    external = false,
    download,
    disabled = false,
    testId,
    UNSAFE_className,
    ...rest
  },
  forwardedRef,
) {
  const {format} = useBuiStrings(buttonLinkStrings);
  const safeVariant = oneOf('ButtonLink', 'variant', variant, buttonLinkVariants, 'secondary');
  const safeSize = oneOf('ButtonLink', 'size', size, buttonLinkSizes, 'md');
  const safePosition = oneOf('ButtonLink', 'iconPosition', iconPosition, buttonLinkIconPositions, 'start');
  const knownIcon = icon !== undefined && isIconName(icon) ? icon : undefined;
  if (icon !== undefined && !knownIcon) devWarn('ButtonLink', `icon="${String(icon)}" is not in the BUI icon set.`);

  const iconSize = safeSize === 'lg' ? 'md' : 'sm';
  const iconElement = knownIcon ? <Icon name={knownIcon} size={iconSize} className={styles.icon} /> : null;
  const className = classNames(
    buttonStyles.button,
    buttonStyles[safeVariant],
    safeSize !== 'md' && buttonStyles[safeSize],
    disabled && buttonStyles.disabled,
    styles.link,
    safeVariant === 'tertiary' && styles.underlineOnHover,
    UNSAFE_className,
  );
  // react-aria's Link passes on only the aria-* that name or describe it; its element takes the others here.
  const aria = ariaOf(rest);
  // react-aria types Link's element as an anchor, but a disabled button link is a span: the app's ref is typed by
  // what both share.
  const ref = forwardedRef as ForwardedRef<HTMLAnchorElement>;
  const content = (
    <>
      {safePosition === 'start' && iconElement}
      <span className={styles.text}>{children}</span>
      {safePosition === 'end' && iconElement}
      {external ? (
        <>
          <Icon name="external-link" size={iconSize} className={styles.icon} />
          <span className={styles.visuallyHidden}>{` ${format('linkNewTab')}`}</span>
        </>
      ) : null}
    </>
  );

  if (disabled) {
    // react-aria's disabled Link leaves the tab order; BUI keeps a disabled
    // button link focusable (the "Disabled controls" rule). Without `href`
    // react-aria renders a focusable span with role="link" that goes nowhere.
    return (
      <AriaLink
        {...passThrough(rest)}
        ref={ref}
        className={className}
        data-testid={testId}
        render={(props) => <span {...aria} {...props} aria-disabled="true" />}
      >
        {content}
      </AriaLink>
    );
  }
  return (
    <AriaLink
      {...passThrough(rest)}
      ref={ref}
      className={className}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      download={download}
      data-testid={testId}
      // With an href react-aria renders an anchor; its text comes in through `props.children`.
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      render={(props) => <a {...aria} {...(props as ComponentPropsWithRef<'a'>)} />}
    >
      {content}
    </AriaLink>
  );
});
