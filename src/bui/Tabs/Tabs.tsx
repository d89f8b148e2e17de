import {
  Children,
  forwardRef,
  isValidElement,
  useId,
  useState,
  useEffect,
  type ReactElement,
  type ReactNode,
} from 'react';
import {Tab, TabList, TabPanel, Tabs as AriaTabs, VisuallyHidden, type Key} from 'react-aria-components';
import {Badge} from '../Badge';
import {Icon, type IconName} from '../Icon';
import {devWarn, oneOf, warnRenamed} from '../internal/devWarn';
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
  /** The selected tab's `value` (controlled). Exactly one tab is always selected. */
  value?: string;
  /** The tab selected when the component first renders; the first enabled tab without it. */
  defaultValue?: string;
  /** Called with the newly selected tab's `value`. */
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
  /** The tab's id: what the `value` and `onChange` of `Tabs` use. */
  value: string;
  /** The tab's text: 1 or 2 words, a noun, under 20 characters. */
  title: string;
  /** The panel shown while this tab is selected. */
  children: ReactNode;
  /** A number after the title, such as the pending requests; 0 hides it, above 99 shows "99+". Screen readers hear "12 items". */
  count?: number;
  /** An icon from the Icon set before the title, 16 px. */
  icon?: IconName;
  /** Marks the tab whose panel holds a field with an error: a `danger` icon, and "contains errors" in its name. */
  error?: boolean;
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
  devWarn('Tabs', `Tabs.Tab "${props.value}" was rendered outside Tabs; it shows nothing there.`);
  return null;
}

function tabElements(children: ReactNode): ReactElement<TabsTabProps>[] {
  return Children.toArray(children).filter((child): child is ReactElement<TabsTabProps> => {
    if (isValidElement(child) && child.type === TabsTab) return true;
    devWarn('Tabs', 'Tabs holds only Tabs.Tab elements; other children are left out.');
    return false;
  });
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
    const tabs = tabElements(children);
    const ids = tabs.map((tab) => tab.props.value);
    const firstEnabled = tabs.find((tab) => !tab.props.disabled)?.props.value ?? ids[0] ?? null;

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
    // react-aria builds the tab and panel ids from an id the tab list takes
    // from React's useId. The collection makes the client's component tree differ
    // from the server's, so that id differs after hydration (server "R6lH1",
    // client "R39H1"). The tabs render again once the collection is built and
    // take the client id, but React does not patch attributes that differ when
    // it hydrates, so the panel kept the server's id and aria-labelledby and
    // pointed at no tab. Rendering it again is not enough: React compares with
    // the props it hydrated with, not with the DOM. So the panels mount afresh
    // once after hydration (new key), before anyone can have used them, and get
    // the client id too; the server HTML is consistent on its own.
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a single re-render after hydration, see above
      setHydrated(true);
    }, []);
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
          disabledKeys={tabs.filter((tab) => tab.props.disabled).map((tab) => tab.props.value)}
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
            {tabs.map(({props}) => (
              <Tab
                key={props.value}
                id={props.value}
                className={safeSize === 'sm' ? `${styles.tab} ${styles.sm}` : styles.tab}
                data-testid={props.testId}
              >
                {props.error ? <Icon name="danger" size="sm" color="danger" label="contains errors" /> : null}
                {props.icon ? <Icon name={props.icon} size="sm" /> : null}
                <span>{props.title}</span>
                {props.count === undefined ? null : (
                  <Badge size="sm" count={props.count} label={`${props.count} items`} />
                )}
              </Tab>
            ))}
          </TabList>
          {tabs.map(({props}) => (
            <TabPanel
              key={`${props.value}${hydrated ? '' : '-ssr'}`}
              id={props.value}
              className={styles.panel}
              shouldForceMount={visited.has(props.value)}
              // react-aria makes a kept panel inert but leaves it visible.
              hidden={props.value !== selected}
              data-panel={props.value}
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
