import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type ReactNode,
} from 'react';
import {
  Button,
  Label,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  ToggleButton,
  VisuallyHidden,
  type Key,
  type Selection,
} from 'react-aria-components';
import {Icon} from '../Icon/Icon';
import type {IconName} from '../Icon/icons';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {commonStrings} from '../internal/i18n/common';
import {formatList} from '../internal/i18n/formatList';
import {ariaOf, classNames, dataOf, idList, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './Tag.module.css';

export const tagVariants = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export const tagSizes = ['sm', 'md'] as const;

export type TagVariant = (typeof tagVariants)[number];
export type TagSize = (typeof tagSizes)[number];

/** Labels longer than this warn in development: tags never truncate, so keep them short. */
const MAX_LABEL_LENGTH = 24;

export interface TagProps extends PassThroughProps {
  /** The tag's text, 1 to 3 words: "Team: Finance". */
  children: string;
  /** Inside `Tag.Group`: the tag's id, used in the group's `value` and removal. Defaults to the text. */
  value?: string;
  /** Colour for categories people already know by colour; most tags are `neutral`. */
  variant?: TagVariant;
  /** `sm` (24 px high) for tables and dense filter bars, `md` (32 px) elsewhere. Inside a group, the group's size wins. */
  size?: TagSize;
  /** A 16 px icon before the text. */
  icon?: IconName;
  /** Makes the tag removable: shows a remove button and, in a group, Backspace and Delete remove it. */
  onRemove?: () => void;
  /** A lone selectable tag: whether it is on (controlled). Inside a group use the group's `value`. */
  checked?: boolean;
  /** A lone selectable tag: whether it starts on (uncontrolled). */
  defaultChecked?: boolean;
  /** A lone selectable tag: called with the new state when it is toggled. */
  onChange?: (checked: boolean) => void;
  /** Locks the tag: no remove button, no toggling, not focusable. */
  disabled?: boolean;
  /** Sets `data-testid` on the tag. */
  testId?: string;
}

interface TagGroupBaseProps extends PassThroughProps {
  /** Names the group ("Active filters"): shown above it, or only to screen readers with `hideLabel`. */
  label: string;
  /** Keeps `label` as the accessible name but hides the text. */
  hideLabel?: boolean;
  /** The `Tag`s, in order. New tags go at the end. */
  children: ReactNode;
  /** Size of every tag in the group. */
  size?: TagSize;
  /** Disables every tag in the group. */
  disabled?: boolean;
  /** Sets `data-testid` on the group. */
  testId?: string;
}

interface TagGroupSingleProps extends TagGroupBaseProps {
  /** Several tags can be on at once; `value` is then a list of ids. */
  multiple?: false;
  /** The id of the tag that is on, or `null` (controlled). Leave out for tags that cannot be selected. */
  value?: string | null;
  /** The id of the tag that starts on (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the id of the tag that is on, or `null`. */
  onChange?: (value: string | null) => void;
}

interface TagGroupMultipleProps extends TagGroupBaseProps {
  /** Several tags can be on at once; `value` is then a list of ids. */
  multiple: true;
  /** The ids of the tags that are on (controlled). */
  value?: string[];
  /** The ids of the tags that start on (uncontrolled). */
  defaultValue?: string[];
  /** Called with the ids of the tags that are on. */
  onChange?: (value: string[]) => void;
}

export type TagGroupProps = TagGroupSingleProps | TagGroupMultipleProps;

interface Removable {
  onRemove: () => void;
  text: string;
}

interface GroupContextValue {
  size: TagSize;
  disabled: boolean;
  register: (id: string, removable: Removable) => () => void;
}

const GroupContext = createContext<GroupContextValue | null>(null);

// Exported at the end as `Tag`, once TagGroup (a const now) exists to attach as its `Group`.
const TagItem = /* @__PURE__ */ forwardRef<HTMLElement, TagProps>(function Tag(props, ref) {
  const group = useContext(GroupContext);
  if (props.children.length > MAX_LABEL_LENGTH) {
    devWarn(
      'Tag',
      `"${props.children}" is longer than ${MAX_LABEL_LENGTH} characters; shorten it (tags never truncate).`,
    );
  }
  if (props.onRemove && (props.checked !== undefined || props.defaultChecked !== undefined || props.onChange)) {
    devWarn('Tag', 'a tag can be removable or selectable, not both; it is shown as removable.');
  }
  return group ? <GroupTag {...props} group={group} tagRef={ref} /> : <LoneTag {...props} tagRef={ref} />;
});

function LoneTag({
  children,
  variant = 'neutral',
  size = 'md',
  icon,
  onRemove,
  checked,
  defaultChecked,
  onChange,
  disabled = false,
  testId,
  UNSAFE_className,
  tagRef,
  ...rest
}: TagProps & {tagRef: ForwardedRef<HTMLElement>}) {
  const {format} = useBuiStrings(commonStrings);
  const classes = classNames(tagClasses(variant, size), UNSAFE_className);
  const selectable = !onRemove && (checked !== undefined || defaultChecked !== undefined || onChange !== undefined);

  if (selectable) {
    return (
      <ToggleButton
        {...passThrough(rest)}
        ref={tagRef as ForwardedRef<HTMLButtonElement>}
        className={`${classes} ${styles.selectable}`}
        isSelected={checked}
        defaultSelected={defaultChecked}
        onChange={onChange}
        isDisabled={disabled}
        data-testid={testId}
      >
        {({isSelected}) => (
          <>
            {isSelected ? <Icon name="check" size="sm" /> : icon && <Icon name={icon} size="sm" />}
            <span className={styles.text}>{children}</span>
          </>
        )}
      </ToggleButton>
    );
  }

  return (
    <span
      {...passThrough(rest)}
      ref={tagRef}
      className={classes}
      data-testid={testId}
      data-disabled={disabled || undefined}
    >
      {icon && <Icon name={icon} size="sm" />}
      <span className={styles.text}>{children}</span>
      {onRemove && !disabled && (
        <Button className={styles.remove} onPress={onRemove} aria-label={format('removeNamed', {name: children})}>
          <Icon name="close" size="sm" />
        </Button>
      )}
    </span>
  );
}

function GroupTag({
  children,
  value,
  variant = 'neutral',
  icon,
  onRemove,
  disabled = false,
  testId,
  UNSAFE_className,
  group,
  tagRef,
  ...rest
}: TagProps & {group: GroupContextValue; tagRef: ForwardedRef<HTMLElement>}) {
  const id = value ?? children;
  const {register} = group;
  // The latest callback, so a parent that passes a new arrow function on every
  // render does not re-register the tag each time.
  const removeRef = useRef(onRemove);
  useEffect(() => {
    removeRef.current = onRemove;
  });
  const removable = onRemove !== undefined;
  useEffect(() => {
    if (!removable) return undefined;
    return register(id, {onRemove: () => removeRef.current?.(), text: children});
  }, [register, id, removable, children]);

  return (
    <AriaTag
      {...dataOf(rest)}
      ref={tagRef as ForwardedRef<HTMLDivElement>}
      id={id}
      textValue={children}
      isDisabled={disabled || group.disabled}
      className={classNames(tagClasses(variant, group.size), styles.groupTag, UNSAFE_className)}
      data-testid={testId}
      // react-aria's tag row passes on no aria-*; they are added here, before its own.
      render={(domProps) => (
        <div
          {...ariaOf(rest)}
          {...domProps}
          aria-describedby={idList(rest['aria-describedby'], domProps['aria-describedby'])}
        />
      )}
    >
      {({isSelected, selectionMode}) => (
        <>
          {selectionMode !== 'none' && isSelected ? (
            <Icon name="check" size="sm" />
          ) : (
            icon && <Icon name={icon} size="sm" />
          )}
          <span className={styles.text}>{children}</span>
          {removable && !disabled && !group.disabled && (
            // Out of the tab order so the group stays one tab stop (grid pattern):
            // keyboard users remove the focused tag with Backspace or Delete.
            <Button slot="remove" className={styles.remove} excludeFromTabOrder>
              <Icon name="close" size="sm" />
            </Button>
          )}
        </>
      )}
    </AriaTag>
  );
}

/**
 * A named set of tags on react-aria's TagGroup (a grid: one tab stop, arrow
 * keys between tags). Removable tags go with Backspace or Delete, and the
 * group announces each removal in a polite live region. With `value` or
 * `onChange` the tags are selectable: one at a time, or several with `multiple`.
 * Its ref and `aria-*` go to the grid of tags, the element `label` names;
 * `data-*` and `UNSAFE_className` go to the group's root, which also holds
 * the label.
 */
export const TagGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, TagGroupProps>(function TagGroup(props, ref) {
  const {label, hideLabel = false, children, size = 'md', disabled = false, testId, UNSAFE_className, ...rest} = props;
  const {format, locale} = useBuiStrings(commonStrings);
  const safeSize = oneOf('TagGroup', 'size', size, tagSizes, 'md');
  const root = useRef<HTMLDivElement>(null);
  const removables = useRef(new Map<string, Removable>());
  const pendingFocus = useRef<string | null>(null);
  const [removableCount, setRemovableCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const register = useCallback((id: string, removable: Removable) => {
    removables.current.set(id, removable);
    setRemovableCount(removables.current.size);
    return () => {
      if (removables.current.get(id) === removable) removables.current.delete(id);
      setRemovableCount(removables.current.size);
    };
  }, []);
  const context = useMemo(() => ({size: safeSize, disabled, register}), [safeSize, disabled, register]);

  const remove = (keys: Set<Key>) => {
    const ids = [...keys].map(String).filter((id) => removables.current.has(id));
    const removed = ids.map((id) => removables.current.get(id)!);
    if (root.current?.contains(document.activeElement))
      pendingFocus.current = focusTargetAfterRemoving(root.current, ids);
    for (const removable of removed) removable.onRemove();
    if (removed.length > 0)
      setAnnouncement(
        format('removedNamed', {
          name: formatList(
            locale,
            removed.map((removable) => removable.text),
            'and',
          ),
        }),
      );
  };

  // react-aria moves its focused key to the next tag when the focused one is
  // removed, but the browser has already dropped DOM focus to <body> with the
  // removed element, and react-aria does not take it back. Put it on the tag
  // that took the removed one's place, as the Tag page promises.
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null || !root.current) return;
    const target = [...root.current.querySelectorAll<HTMLElement>('[role="row"][data-key]')].find(
      (row) => row.dataset.key === id,
    );
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  // Clear the message after a while so the same removal can be announced again.
  useEffect(() => {
    if (!announcement) return undefined;
    const timer = setTimeout(() => setAnnouncement(''), 5000);
    return () => clearTimeout(timer);
  }, [announcement]);

  const selection = selectionProps(props);

  return (
    <GroupContext.Provider value={context}>
      {/* react-aria hands the grid the aria-* given here and keeps the data-* on this root. */}
      <AriaTagGroup
        {...passThrough(rest)}
        ref={root}
        className={classNames(styles.group, UNSAFE_className)}
        onRemove={removableCount > 0 ? remove : undefined}
        data-testid={testId}
        {...selection}
      >
        {hideLabel ? (
          <VisuallyHidden>
            <Label>{label}</Label>
          </VisuallyHidden>
        ) : (
          <Label className={styles.label}>{label}</Label>
        )}
        <TagList ref={ref} className={styles.list}>
          {children}
        </TagList>
      </AriaTagGroup>
      <VisuallyHidden elementType="span" role="status">
        {announcement}
      </VisuallyHidden>
    </GroupContext.Provider>
  );
});

/**
 * The tag that should have focus once `removed` are gone: the next tag that
 * stays and is enabled, or else the previous one; null when none is left.
 */
function focusTargetAfterRemoving(group: HTMLElement, removed: string[]): string | null {
  const rows = [...group.querySelectorAll<HTMLElement>('[role="row"][data-key]')];
  const keys = rows.map((row) => row.dataset.key ?? '');
  const first = keys.findIndex((key) => removed.includes(key));
  const usable = (row: HTMLElement) =>
    !removed.includes(row.dataset.key ?? '') && row.getAttribute('aria-disabled') !== 'true';
  const after = rows.slice(first + 1).find(usable);
  const before = rows.slice(0, Math.max(first, 0)).reverse().find(usable);
  return (after ?? before)?.dataset.key ?? null;
}

/** Maps BUI's value convention onto react-aria's selection props. */
function selectionProps(props: TagGroupProps) {
  const selectable = 'value' in props || props.defaultValue !== undefined || props.onChange !== undefined;
  if (!selectable) return {selectionMode: 'none' as const};
  const toKeys = (value: string | string[] | null | undefined) =>
    value === undefined ? undefined : new Set<Key>(value === null ? [] : Array.isArray(value) ? value : [value]);

  if (props.multiple) {
    const {value, defaultValue, onChange} = props;
    return {
      selectionMode: 'multiple' as const,
      selectedKeys: toKeys(value),
      defaultSelectedKeys: toKeys(defaultValue),
      onSelectionChange: (keys: Selection) => onChange?.(keys === 'all' ? [] : [...keys].map(String)),
    };
  }
  const {value, defaultValue, onChange} = props;
  return {
    selectionMode: 'single' as const,
    selectedKeys: toKeys(value),
    defaultSelectedKeys: toKeys(defaultValue),
    onSelectionChange: (keys: Selection) => {
      const [first] = keys === 'all' ? [] : [...keys];
      onChange?.(first === undefined ? null : String(first));
    },
  };
}

function tagClasses(variant: TagVariant, size: TagSize): string {
  const safeVariant = oneOf('Tag', 'variant', variant, tagVariants, 'neutral');
  const safeSize = oneOf('Tag', 'size', size, tagSizes, 'md');
  return [styles.tag, styles[safeVariant], styles[safeSize]].filter(Boolean).join(' ');
}

/**
 * A value a person chose: an active filter, a skill, a category. Alone it is
 * plain text, a tag with a remove button (`onRemove`) or a toggle button
 * (`checked`/`onChange`). Inside `Tag.Group` it is a row of react-aria's tag
 * group: arrow keys move, Backspace and Delete remove, Space selects.
 */
// The part is attached in one pure expression (as on Table), after TagGroup is defined: an assignment after the
// declaration would be a module side effect.
export const Tag = /*#__PURE__*/ Object.assign(TagItem, {Group: TagGroup});
