import {forwardRef, useRef, useState, type ReactNode} from 'react';
import {Breadcrumb as AriaBreadcrumb, Breadcrumbs, Button, Link} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {partsOf} from '../internal/parts';
import {useBuiStrings} from '../internal/i18n';
import {breadcrumbStrings} from './Breadcrumb.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {trail} from './trail';
import styles from './Breadcrumb.module.css';

export const breadcrumbSizes = ['sm', 'md'] as const;
export type BreadcrumbSize = (typeof breadcrumbSizes)[number];

export interface BreadcrumbProps extends PassThroughProps {
  /** The `Breadcrumb.Item` elements from the top level down; the last one is the current page. */
  children: ReactNode;
  /** The navigation landmark's name, "Breadcrumb" by default (localised). Change it only when a page has two breadcrumbs. */
  label?: string;
  /** `md` for page headers; `sm` for dense web-app headers above tables (24 px row, tighter separators, text still 14 px). */
  size?: BreadcrumbSize;
  /** Sets `data-testid` on the `nav` element. */
  testId?: string;
}

export interface BreadcrumbItemProps {
  /** The level's title: the exact title of the page it leads to. */
  children: string;
  /** Where the level leads. Leave it out on the last item, the current page. Routed through `BuiRouterProvider`. */
  href?: string;
  /** Sets `data-testid` on the list item. */
  testId?: string;
}

/**
 * One level of a `Breadcrumb`. `Breadcrumb` reads these props and renders
 * react-aria's `Breadcrumb` and `Link`; on its own it renders nothing.
 */
export function BreadcrumbItem(props: BreadcrumbItemProps): ReactNode {
  devWarn('Breadcrumb', `Breadcrumb.Item "${props.children}" was rendered outside Breadcrumb; it shows nothing there.`);
  return null;
}

/**
 * A trail of links from the top level to the current page, on react-aria's
 * `Breadcrumbs`, `Breadcrumb` and `Link` inside a `nav` landmark. Links use
 * the app's `BuiRouterProvider`; the last item is the current page
 * (`aria-current="page"`) and is not a link.
 */
export const Breadcrumb = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLElement, BreadcrumbProps>(function Breadcrumb(
    {children, label: givenLabel, size = 'md', testId, UNSAFE_className, ...rest},
    ref,
  ) {
    const {format} = useBuiStrings(breadcrumbStrings);
    const label = givenLabel ?? format('breadcrumbLabel');
    const safeSize = oneOf('Breadcrumb', 'size', size, breadcrumbSizes, 'md');
    const items = partsOf('Breadcrumb', 'Breadcrumb.Item', BreadcrumbItem, children);
    const [expanded, setExpanded] = useState(false);
    const {shown, hidden} = trail(items.length, expanded);
    const last = items.length - 1;

    // After "…" is pressed, focus moves to the first level it revealed, so
    // keyboard users continue where the new links appeared. react-aria builds
    // the new trail in a later render than the one that sets `expanded` (the
    // collection updates first), so an effect on `expanded` still sees the old
    // links; the revealed link focuses itself when it reaches the page instead.
    const focusOnMount = useRef<number | null>(null);
    const focusIfRevealed = (index: number) => (link: HTMLAnchorElement | null) => {
      if (link === null || focusOnMount.current !== index || !link.isConnected) return;
      focusOnMount.current = null;
      link.focus();
    };

    const separator = <Icon name="chevron-right" size="sm" color="muted" className={styles.separator} />;

    const crumbs: ReactNode[] = [];
    shown.forEach((index, position) => {
      const {children: text, href, testId: itemTestId} = items[index].props;
      const current = index === last;
      if (current && href !== undefined) {
        devWarn('Breadcrumb', `the last Breadcrumb.Item ("${text}") is the current page; its href is ignored.`);
      }
      crumbs.push(
        <AriaBreadcrumb
          key={index}
          id={index}
          className={index === last - 1 ? `${styles.item} ${styles.parent}` : styles.item}
          data-testid={itemTestId}
        >
          {current ? (
            <span className={styles.current} aria-current="page">
              {text}
            </span>
          ) : (
            <>
              <Link ref={focusIfRevealed(index)} href={href} className={styles.link}>
                <Icon name="chevron-left" size="sm" className={styles.back} />
                {text}
              </Link>
              {separator}
            </>
          )}
        </AriaBreadcrumb>,
      );
      if (position === 0 && hidden.length > 0) {
        crumbs.push(
          <AriaBreadcrumb key="overflow" id="overflow" className={styles.item}>
            <Button
              className={styles.overflow}
              aria-expanded={false}
              aria-label={format('breadcrumbShowMore', {count: hidden.length})}
              onPress={() => {
                focusOnMount.current = hidden[0] ?? null;
                setExpanded(true);
              }}
            >
              …
            </Button>
            {separator}
          </AriaBreadcrumb>,
        );
      }
    });

    return (
      <nav
        {...passThrough(rest)}
        ref={ref}
        aria-label={label}
        className={classNames(styles.root, styles[safeSize], UNSAFE_className)}
        data-testid={testId}
      >
        <Breadcrumbs className={styles.list} aria-label={label}>
          {crumbs}
        </Breadcrumbs>
      </nav>
    );
  }),
  {Item: BreadcrumbItem},
);
