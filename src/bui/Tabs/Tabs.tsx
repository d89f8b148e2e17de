import {forwardRef, useId, useState, type ComponentProps, type ReactNode} from 'react';
import {Tab, TabList, TabPanel, Tabs as AriaTabs, VisuallyHidden, type Key} from 'react-aria-components';
import {Badge} from '../Badge';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {tabsStrings} from './Tabs.strings';
import {partsOf} from '../internal/parts';
import {ariaOf, classNames, dataOf, idList, type PassThroughProps} from '../internal/passThrough';
import styles from './Tabs.module.css';

export const tabsSizes = ['sm', 'md'] as const;
export type TabsSize = (typeof tabsSizes)[number];
export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];
export const tabsActivations = ['automatic', 'manual'] as const;
export type TabsKeyboardActivation = (typeof tabsActivations)[number];

export interface TabsProps extends PassThroughProps {
  /** Names the tab list, such as "Employee sections". Shown above the tabs unless `hideLabel`. */
  label: string;
  /** Hides the label text but keeps it as the tab list's accessible name, when a heading above the tabs already says it. */
  hideLabel?: boolean;
  /** The selected tab's `id` (controlled). Exactly one tab is always selected. */
  value?: string;
  /** The `id` of the tab selected when the component first renders; the first enabled tab without it. */
  defaultValue?: string;
  /** Called with the newly selected tab's `id`. */
  onChange?: (value: string) => void;
  /** `automatic`: arrowing to a tab shows its panel. `manual`: arrows only move focus and Enter or Space selects; use it when a panel takes more than about 1 second to load. */
  keyboardActivation?: TabsKeyboardActivation;
  /** `horizontal` tabs sit in a row above the panel (Arrow left/right); `vertical` in a column beside it (Arrow up/down). */
  orientation?: TabsOrientation;
  /** Tab height and text: `md` 40 px, `sm` 32 px with `--bui-font-size-sm` for side drawers and dense panels. */
  size?: TabsSize;
  /** The tabs share the full width equally, for 2 or 3 tabs on narrow screens (as `fullWidth` on SegmentedControl). */
  fullWidth?: boolean;
  /** @deprecated Renamed `fullWidth` in 1.1, as on SegmentedControl; `fitted` still works and warns in development. */
  fitted?: boolean;
  /** The `Tabs.Tab` elements, between 2 and 7. */
  children: ReactNode;
  /** Sets `data-testid` on the root element. */
  testId?: string;
}

export interface TabsTabProps {
  /**
   * The tab's id, unique among its siblings: what the `value`, `defaultValue` and `onChange` of `Tabs` use. A tab is
   * a part of the page, not something a form submits, so it takes `id`, as Accordion.Item, Stepper.Step and
   * Wizard.Step do.
   */
  id?: string;
  /** @deprecated Renamed `id` in 1.1, as on every part of a page; `value` still works and warns in development. */
  value?: string;
  /** The tab's text: 1 or 2 words, a noun, under 20 characters. */
  title: string;
  /** The panel shown while this tab is selected. */
  children: ReactNode;
  /** A number after the title, such as the pending requests; 0 hides it, above 99 shows "99+". Screen readers hear "12 items". */
  count?: number;
  /** An icon from the Icon set before the title, 16 px. */
  icon?: IconName;
  /**
   * What is wrong in this tab's panel, such as "2 fields need attention": its presence marks the tab with a `danger`
   * icon, and screen readers hear it as the tab's description. `true` (1.0) still works in 1.x and warns in
   * development; the tab is then described as "has errors" in the reader's locale.
   */
  error?: string | boolean;
  /** Not focusable and skipped by the arrow keys, so it can have no tooltip: say why in visible text. Prefer an enabled tab whose panel explains what is missing. */
  disabled?: boolean;
  /** Sets `data-testid` on the tab. */
  testId?: string;
}

/**
 * One tab of `Tabs`: its title and its panel. `Tabs` reads these props and
 * renders react-aria's `Tab` and `TabPanel`; on its own it renders nothing.
 */
export function TabsTab(props: TabsTabProps): ReactNode {
  devWarn(
    'Tabs',
    `Tabs.Tab "${props.id ?? props.value ?? props.title}" was rendered outside Tabs; it shows nothing there.`,
  );
  return null;
}

/** A tab's id: `id`, or 1.0's `value` with a development warning; its title when it has neither, with a warning. */
function tabIdOf({id, value, title}: TabsTabProps): string {
  warnRenamed('Tabs.Tab', 'value', 'id', value);
  const known = id ?? value;
  if (known !== undefined) return known;
  devWarn('Tabs', `Tabs.Tab "${title}" has no id; it is identified by its title until you give it one.`);
  return title;
}

/** The message of a tab's `error`: the string itself, or the generic one for 1.0's `true`; undefined for none. */
function errorMessage(error: string | boolean | undefined, id: string, generic: string): string | undefined {
  if (typeof error === 'string') return error.trim() === '' ? undefined : error;
  if (error !== true) return undefined;
  devWarn(
    'Tabs',
    `Tabs.Tab "${id}": error={true} is deprecated; pass the message, such as error="2 fields need attention". ` +
      '`true` still works in 1.x.',
  );
  return generic;
}

/**
 * Sibling views with one panel shown at a time, on react-aria's `Tabs`,
 * `TabList`, `Tab` and `TabPanel` (the APG tabs pattern: roving focus, arrows,
 * Home/End, automatic or manual activation). Panels mount the first time they
 * are shown and then stay mounted, hidden, so they keep their state. Its ref
 * and `aria-*` go to the tab list, the element `label` names; `data-*` and
 * `UNSAFE_className` go to the root, which also holds the label and the panels.
 */
// The part is attached in one pure expression (as on Table): an assignment after the declaration would be a module
// side effect.
export const Tabs = /*#__PURE__*/ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
    {
      label,
      hideLabel = false,
      value,
      defaultValue,
      onChange,
      keyboardActivation = 'automatic',
      orientation = 'horizontal',
      size = 'md',
      fullWidth = false,
      fitted,
      children,
      testId,
      UNSAFE_className,
      ...rest
    },
    ref,
  ) {
    const safeSize = oneOf('Tabs', 'size', size, tabsSizes, 'md');
    const safeOrientation = oneOf('Tabs', 'orientation', orientation, tabsOrientations, 'horizontal');
    const safeActivation = oneOf('Tabs', 'keyboardActivation', keyboardActivation, tabsActivations, 'automatic');
    warnRenamed('Tabs', 'fitted', 'fullWidth', fitted);
    const {format} = useBuiStrings(tabsStrings);
    const tabs = partsOf('Tabs', 'Tabs.Tab', TabsTab, children).map(({props}) => ({props, id: tabIdOf(props)}));
    const ids = tabs.map((tab) => tab.id);
    const firstEnabled = tabs.find((tab) => !tab.props.disabled)?.id ?? ids[0] ?? null;

    const known = (candidate: string | undefined, prop: string): string | undefined => {
      if (candidate === undefined || ids.includes(candidate)) return candidate;
      devWarn('Tabs', `${prop}="${candidate}" matches no Tabs.Tab; selecting "${String(firstEnabled)}".`);
      return undefined;
    };
    const [internal, setInternal] = useState<string | null>(() => known(defaultValue, 'defaultValue') ?? firstEnabled);
    const selected = known(value, 'value') ?? (internal !== null && ids.includes(internal) ? internal : firstEnabled);

    // Panels mount on first view and then stay, hidden, keeping their state.
    const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
    if (selected !== null && !visited.has(selected)) setVisited(new Set(visited).add(selected));

    const labelId = useId();
    // react-aria names tabs and panels after an id its tab list takes from useId inside its collection, where the
    // server's component tree differs from the client's: the ids differed after hydration, and React does not patch
    // attributes it hydrates. These ids come from this component's own useId, outside the collection, so the server
    // and the client agree and the panels hydrate in place (Tabs.hydration.test.tsx).
    const baseId = useId();
    const tabId = (index: number) => `${baseId}-tab-${index}`;
    const panelId = (index: number) => `${baseId}-panel-${index}`;
    const labelText = hideLabel ? (
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    ) : (
      <span id={labelId} className={styles.label}>
        {label}
      </span>
    );

    return (
      <div
        {...dataOf(rest)}
        className={classNames(styles.root, (fullWidth || fitted) && styles.fullWidth, UNSAFE_className)}
        data-orientation={safeOrientation}
        data-testid={testId}
      >
        {labelText}
        <AriaTabs
          className={styles.tabs}
          selectedKey={selected}
          onSelectionChange={(key: Key) => {
            const next = String(key);
            setInternal(next);
            if (next !== selected) onChange?.(next);
          }}
          keyboardActivation={safeActivation}
          orientation={safeOrientation}
          disabledKeys={tabs.filter((tab) => tab.props.disabled).map((tab) => tab.id)}
        >
          <TabList
            ref={ref}
            aria-labelledby={labelId}
            className={styles.list}
            // react-aria's tab list passes on only its name; the other aria-* are added here, before its own.
            render={(domProps) => (
              <div
                {...ariaOf(rest)}
                {...domProps}
                aria-describedby={idList(rest['aria-describedby'], domProps['aria-describedby'])}
              />
            )}
          >
            {tabs.map(({props, id}, index) => {
              const message = errorMessage(props.error, id, format('stepError'));
              const errorId = `${baseId}-error-${index}`;
              return (
                <Tab
                  key={id}
                  id={id}
                  className={safeSize === 'sm' ? `${styles.tab} ${styles.sm}` : styles.tab}
                  data-testid={props.testId}
                  render={(domProps) => {
                    const ids = {
                      id: tabId(index),
                      'aria-controls': domProps['aria-controls'] === undefined ? undefined : panelId(index),
                      'aria-describedby': idList(domProps['aria-describedby'], message !== undefined && errorId),
                    };
                    // The type allows a link, which react-aria renders for a tab with an href; these tabs have none.
                    return <div {...(domProps as ComponentProps<'div'>)} {...ids} />;
                  }}
                >
                  {message !== undefined ? <Icon name="danger" size="sm" color="danger" /> : null}
                  {props.icon ? <Icon name={props.icon} size="sm" /> : null}
                  <span>{props.title}</span>
                  {props.count === undefined ? null : (
                    <Badge size="sm" count={props.count} label={format('tabsCount', {count: props.count})} />
                  )}
                  {/* The description, outside the tab's name: hidden content still counts once referenced. */}
                  {message !== undefined ? (
                    <span id={errorId} hidden>
                      {message}
                    </span>
                  ) : null}
                </Tab>
              );
            })}
          </TabList>
          {tabs.map(({props, id}, index) => (
            <TabPanel
              key={id}
              id={id}
              className={styles.panel}
              shouldForceMount={visited.has(id)}
              // react-aria makes a kept panel inert but leaves it visible.
              hidden={id !== selected}
              data-panel={id}
              // react-aria gives only the selected panel its id and name.
              render={(domProps) => (
                <div
                  {...domProps}
                  id={domProps.id === undefined ? undefined : panelId(index)}
                  aria-labelledby={domProps['aria-labelledby'] === undefined ? undefined : tabId(index)}
                />
              )}
            >
              {props.children}
            </TabPanel>
          ))}
        </AriaTabs>
      </div>
    );
  }),
  {Tab: TabsTab},
);
