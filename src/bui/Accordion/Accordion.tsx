import {Children, createContext, forwardRef, isValidElement, useContext, type ReactNode} from 'react';
import {Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {ariaOf, classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {expandedKeys, reportExpanded} from './expanded';
import styles from './Accordion.module.css';

export const accordionSizes = ['sm', 'md'] as const;
export type AccordionSize = (typeof accordionSizes)[number];
const headingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof headingLevels)[number];

/** Above this many items the panels stop being `region` landmarks, which would crowd the landmark list. */
export const MAX_REGIONS = 6;

interface AccordionCommonProps extends PassThroughProps {
  /** The `Accordion.Item` elements. Do not nest accordions. */
  children: ReactNode;
  /** A boxed group with a surrounding border and radius, for cards and side drawers. */
  bordered?: boolean;
  /** Header height and text: `md` 40 px and `--bui-font-size-md`, `sm` 32 px and `--bui-font-size-sm` for dense web-app panels. */
  size?: AccordionSize;
  /** The level of the heading around each header button, so the accordion fits the page's outline. */
  headingLevel?: AccordionHeadingLevel;
  /** Sets `data-testid` on the accordion's root element. */
  testId?: string;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** Lets several items be open at once; `value` is then an array of item ids. Without it, opening one item closes the other. */
  multiple?: false;
  /** The open item's id (controlled), or `null` for none; with `multiple`, the array of open ids. */
  value?: string | null;
  /** The item open when the accordion first renders; with `multiple`, an array of ids. Items start closed without it. */
  defaultValue?: string | null;
  /** Called with the open item's id, or `null` when it closed; with `multiple`, with the array of open ids. */
  onChange?: (value: string | null) => void;
}

// The `multiple` shape of the same props; its members are documented on
// AccordionSingleProps so the merged props table prints each description once.
export interface AccordionMultipleProps extends AccordionCommonProps {
  multiple: true;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

interface ItemContext {
  size: AccordionSize;
  headingLevel: AccordionHeadingLevel;
  region: boolean;
}
const AccordionContext = createContext<ItemContext>({size: 'md', headingLevel: 3, region: true});

/**
 * Headed sections that open and close, on react-aria's `DisclosureGroup` and
 * `Disclosure` (the APG accordion pattern: a heading holding a button with
 * `aria-expanded` and `aria-controls`). Expansion state, keys and ids are
 * react-aria's.
 */
export const Accordion = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
    {
      children,
      multiple = false,
      value,
      defaultValue,
      onChange,
      bordered = false,
      size = 'md',
      headingLevel = 3,
      testId,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeSize = oneOf('Accordion', 'size', size, accordionSizes, 'md');
    let safeLevel: AccordionHeadingLevel = 3;
    if ((headingLevels as readonly number[]).includes(headingLevel)) safeLevel = headingLevel;
    else devWarn('Accordion', `headingLevel=${String(headingLevel)} is not supported; use 2 to 6. Showing 3.`);

    const controlled = expandedKeys('Accordion', value, multiple);
    const initial = expandedKeys('Accordion', defaultValue, multiple);
    const count = Children.toArray(children).filter(isValidElement).length;
    const aria = ariaOf(rest);

    return (
      <AccordionContext.Provider value={{size: safeSize, headingLevel: safeLevel, region: count <= MAX_REGIONS}}>
        <DisclosureGroup
          {...passThrough(rest)}
          ref={ref}
          className={classNames(styles.root, bordered && styles.bordered, UNSAFE_className)}
          allowsMultipleExpanded={multiple}
          expandedKeys={controlled}
          defaultExpandedKeys={initial}
          onExpandedChange={(keys: Set<Key>) => {
            // Destructuring loses the link between `multiple` and onChange's type.
            const report = onChange as ((next: string | string[] | null) => void) | undefined;
            report?.(reportExpanded(keys, multiple));
          }}
          data-testid={testId}
          // DisclosureGroup keeps only data-* of the attributes it is given; its element takes the aria-* here.
          render={(domProps) => <div {...aria} {...domProps} />}
        >
          {children}
        </DisclosureGroup>
      </AccordionContext.Provider>
    );
  }),
  {Item: AccordionItem},
);

export interface AccordionItemProps {
  /**
   * The item's id, unique in its accordion: what the accordion's `value`, `defaultValue` and `onChange` use. An item
   * is a part of the page, not something a form submits, so it takes `id`, as Tabs.Tab and Stepper.Step do.
   */
  id?: string;
  /** @deprecated Renamed `id` in 1.1, as on every part of a page; `value` still works and warns in development. */
  value?: string;
  /** The header text: the topic or the question people have, under 60 characters. */
  title: string;
  /** A short value at the end of the header, before the chevron, such as a total. */
  meta?: ReactNode;
  /** The panel's content, shown while the item is open. */
  children: ReactNode;
  /** Cannot be opened and is skipped by Tab; say why in visible text nearby. */
  disabled?: boolean;
  /** Sets `data-testid` on the item. */
  testId?: string;
}

/** One section of an `Accordion`: a react-aria `Disclosure` whose id is `id` (1.0's `value`). */
export function AccordionItem({
  id,
  value,
  title,
  meta,
  children,
  disabled = false,
  testId,
}: AccordionItemProps): ReactNode {
  const {size, headingLevel, region} = useContext(AccordionContext);
  warnRenamed('Accordion.Item', 'value', 'id', value);
  const itemId = id ?? value;
  // Without an id react-aria makes one up, so the item works but the accordion's value cannot name it.
  if (itemId === undefined)
    devWarn('Accordion', `Accordion.Item "${title}" has no id, so the accordion's value cannot open or report it.`);
  return (
    <Disclosure id={itemId} isDisabled={disabled} className={styles.item} data-testid={testId}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={[styles.header, styles[size]].filter(Boolean).join(' ')}>
          <span className={styles.title}>{title}</span>
          {meta === undefined ? null : <span className={styles.meta}>{meta}</span>}
          <Icon name="chevron-down" size="sm" color="muted" className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel role={region ? 'region' : 'group'} className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
