import {
  Children,
  createContext,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import {Button, Dialog, DialogTrigger, Link, Popover, VisuallyHidden} from 'react-aria-components';
import {Icon} from '../Icon/Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {avatarStrings} from './Avatar.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {initialsOf, tintIndexOf} from './avatarName';
import styles from './Avatar.module.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export const avatarStatuses = ['available', 'away'] as const;

export type AvatarSize = (typeof avatarSizes)[number];
export type AvatarStatus = (typeof avatarStatuses)[number];

/** How many avatars a group shows before the "+N" button, unless `max` says otherwise. */
export const AVATAR_GROUP_MAX = 4;

export interface AvatarProps extends PassThroughProps {
  /** The person's full name: the accessible name, and the source of the initials. */
  name: string;
  /** URL of the person's photo, from your own image service. Initials show until it loads, and if it fails. */
  src?: string;
  /** Diameter: `sm` 24 px, `md` 32 px, `lg` 48 px. Inside `Avatar.Group` the group's size wins. */
  size?: AvatarSize;
  /**
   * Presence, shown as a dot whose shape differs (filled for `available`,
   * hollow for `away`) and added to the accessible name ("Ana López, away").
   */
  status?: AvatarStatus;
  /**
   * Hides the avatar from assistive technology when the same name is printed
   * next to it, so it is not read twice. A `status` is still announced.
   */
  decorative?: boolean;
  /** Makes the avatar a button. */
  onPress?: () => void;
  /** Makes the avatar a link. */
  href?: string;
  /** Accessible name of an interactive avatar, saying what it does: "Ana López, open profile". Defaults to the name. */
  label?: string;
  /** Sets `data-testid` on the avatar. */
  testId?: string;
}

export interface AvatarGroupProps extends PassThroughProps {
  /** The `Avatar`s to show, in order. */
  children: ReactNode;
  /** How many avatars to show before a "+N" button that lists the others. */
  max?: number;
  /** Diameter of every avatar in the group. */
  size?: AvatarSize;
  /** Names the group for screen readers, such as "Reviewers". */
  label?: string;
  /** Sets `data-testid` on the group. */
  testId?: string;
}

const UNKNOWN_PERSON = 'Unknown person';

const GroupContext = createContext<{size: AvatarSize} | null>(null);

/**
 * Overlapping avatars of the people involved in something. Shows the first
 * `max`; a "+N" button opens the list of the others' names.
 */
export const AvatarGroup = /* @__PURE__ */ forwardRef<HTMLDivElement, AvatarGroupProps>(function AvatarGroup(
  {children, max = AVATAR_GROUP_MAX, size = 'md', label, testId, UNSAFE_className, ...rest},
  ref,
) {
  const safeSize = oneOf('AvatarGroup', 'size', size, avatarSizes, 'md');
  const {format} = useBuiStrings(avatarStrings);
  const safeMax = Number.isInteger(max) && max > 0 ? max : AVATAR_GROUP_MAX;
  const avatars = Children.toArray(children).filter(isValidElement) as ReactElement<AvatarProps>[];
  const shown = avatars.slice(0, safeMax);
  const hidden = avatars.slice(safeMax);

  return (
    <GroupContext.Provider value={{size: safeSize}}>
      <div
        {...passThrough(rest)}
        ref={ref}
        className={classNames(styles.group, UNSAFE_className)}
        role="group"
        aria-label={label}
        data-testid={testId}
      >
        {shown}
        {hidden.length > 0 && (
          <DialogTrigger>
            <Button
              className={`${styles.avatar} ${styles[safeSize]} ${styles.grouped} ${styles.interactive} ${styles.overflow}`}
            >
              {/* The name contains the visible "+3", so speech users can say what they see. */}+{hidden.length}
              <VisuallyHidden elementType="span"> {format('avatarMorePeople', {count: hidden.length})}</VisuallyHidden>
            </Button>
            <Popover className={styles.popover} placement="bottom start">
              <Dialog
                className={styles.dialog}
                aria-label={label ? format('avatarMoreOf', {label}) : format('avatarMorePeopleTitle')}
              >
                <ul className={styles.names}>
                  {hidden.map((avatar, index) => (
                    <li key={avatar.key ?? index}>{avatar.props.name}</li>
                  ))}
                </ul>
              </Dialog>
            </Popover>
          </DialogTrigger>
        )}
      </div>
    </GroupContext.Provider>
  );
});

/**
 * A person's photo or initials in a circle. Static by default (an image named
 * after the person); a button with `onPress`, a link with `href`.
 */
export const Avatar = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ forwardRef<HTMLElement, AvatarProps>(function Avatar(
    {
      name: givenName,
      src,
      size = 'md',
      status,
      decorative = false,
      onPress,
      href,
      label,
      testId,
      UNSAFE_className,
      ...rest
    },
    forwardedRef,
  ) {
    const group = useContext(GroupContext);
    // Every avatar needs a name to be read by; a blank one is a data problem, not a reason to be silent.
    const {format} = useBuiStrings(avatarStrings);
    const name = givenName.trim() || format('avatarUnknownPerson');
    if (!givenName.trim()) devWarn('Avatar', `name is empty; the avatar is read as "${UNKNOWN_PERSON}".`);
    const safeSize = group?.size ?? oneOf('Avatar', 'size', size, avatarSizes, 'md');
    const safeStatus =
      status === undefined ? undefined : oneOf('Avatar', 'status', status, avatarStatuses, 'available');
    const statusText =
      safeStatus === undefined ? '' : `, ${format(safeStatus === 'away' ? 'avatarAway' : 'avatarAvailable')}`;
    const classes = classNames(styles.avatar, styles[safeSize], group && styles.grouped, UNSAFE_className);
    const face = <Face name={givenName} src={src} size={safeSize} status={safeStatus} />;
    const attributes = passThrough(rest);
    // Which element the avatar is depends on its props: a link, a button or a span, each an HTMLElement.
    const ref = forwardedRef as ForwardedRef<never>;

    if (href !== undefined) {
      return (
        <Link
          {...attributes}
          ref={ref}
          href={href}
          className={`${classes} ${styles.interactive}`}
          aria-label={`${label ?? name}${statusText}`}
          data-testid={testId}
        >
          {face}
        </Link>
      );
    }
    if (onPress) {
      return (
        <Button
          {...attributes}
          ref={ref}
          onPress={onPress}
          className={`${classes} ${styles.interactive}`}
          aria-label={`${label ?? name}${statusText}`}
          data-testid={testId}
        >
          {face}
        </Button>
      );
    }
    if (decorative && safeStatus === undefined) {
      return (
        <span {...attributes} ref={ref} className={classes} aria-hidden="true" data-testid={testId}>
          {face}
        </span>
      );
    }
    // A decorative avatar with a status still says the status, which nothing else on screen does.
    const accessibleName =
      decorative && safeStatus
        ? capitalise(format(safeStatus === 'away' ? 'avatarAway' : 'avatarAvailable'))
        : `${name}${statusText}`;
    return (
      <span {...attributes} ref={ref} className={classes} role="img" aria-label={accessibleName} data-testid={testId}>
        {face}
      </span>
    );
  }),
  {Group: AvatarGroup},
);

/** The visible circle: initials underneath, the photo on top once it has loaded, and the status dot. */
function Face({name, src, size, status}: {name: string; src?: string; size: AvatarSize; status?: AvatarStatus}) {
  const initials = initialsOf(name);
  return (
    <>
      {/* The initials are drawn as generated content (::before) rather than text: they
          stand for the name, which is the avatar's accessible name, and must not count
          as a second visible label that the name fails to contain (WCAG 2.5.3). */}
      <span
        className={`${styles.face} ${styles[`tint${tintIndexOf(name)}`]}`}
        data-initials={initials || undefined}
        aria-hidden="true"
      >
        {!initials && <Icon name="user" size={size === 'lg' ? 'lg' : 'sm'} />}
        {src && <Photo key={src} src={src} />}
      </span>
      {status && <span className={`${styles.status} ${styles[status]}`} aria-hidden="true" />}
    </>
  );
}

function Photo({src}: {src: string}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // A photo cached by the browser can finish loading before React attaches
  // onLoad (during hydration), so check once the element exists.
  const measure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  if (state === 'failed') return null;
  return (
    <img
      ref={measure}
      className={styles.photo}
      data-loaded={state === 'loaded' || undefined}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
