import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ForwardedRef,
  type ReactNode,
  type RefObject,
} from 'react';
import {Dialog, Heading, Modal, ModalOverlay, VisuallyHidden} from 'react-aria-components';
import {Button} from '../Button';
import {ButtonLink} from '../ButtonLink';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings, type PlainKeysOf} from '../internal/i18n';
import {forceUpdateStrings} from './ForceUpdate.strings';
import {ariaOf, classNames, dataOf, passThrough, type PassThroughProps} from '../internal/passThrough';
import styles from './ForceUpdate.module.css';

export const forceUpdateModes = ['soft', 'hard'] as const;
export type ForceUpdateMode = (typeof forceUpdateModes)[number];

export interface ForceUpdateProps extends PassThroughProps {
  /** `hard` blocks the app with a full screen that cannot be dismissed; `soft` is a sheet people can postpone with "Not now". */
  mode: ForceUpdateMode;
  /** The installed version, shown in the version line for support calls: "4.12.0". */
  currentVersion: string;
  /** The minimum (hard) or recommended (soft) version: "4.15.0". */
  requiredVersion: string;
  /** Where "Update now" goes: the app's store page, or your company store on managed devices. */
  storeUrl?: string;
  /** Soft mode: whether the sheet is shown (controlled). Hard mode is shown whenever it is rendered. */
  open?: boolean;
  /** Soft mode: whether the sheet starts shown, when you let BUI manage it; "Not now" then hides it. */
  defaultOpen?: boolean;
  /** Soft mode: called with `false` when people choose "Not now", press Escape or tap the scrim. */
  onOpenChange?: (open: boolean) => void;
  /** Sets `data-testid` on the screen or the sheet. */
  testId?: string;
}

const copy = {
  hard: {title: 'forceUpdateHardTitle', body: 'forceUpdateHardBody'},
  soft: {title: 'forceUpdateSoftTitle', body: 'forceUpdateSoftBody'},
} as const satisfies Record<ForceUpdateMode, Record<'title' | 'body', PlainKeysOf<typeof forceUpdateStrings>>>;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a connection, following the browser's online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * When people come back from the store without updating (the page was hidden
 * and is shown again), focus returns to the title so the message is read
 * again (the page's Focus section).
 */
function useFocusTitleOnReturn(title: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let left = false;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left = true;
      else if (left) {
        left = false;
        title.current?.focus();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [title]);
}

/*
 * Whether anything on the page has had focus yet. Until then the page has just
 * loaded and a hard screen rendered with it must not take focus from the page;
 * afterwards a hard screen that appears (after a press, say) replaced what had
 * focus. Tracked once per document, from the first time this module loads.
 */
let pageHadFocus = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    () => {
      pageHadFocus = true;
    },
    {once: true, capture: true},
  );
}

/**
 * Hard mode: when the screen appears while people are using the page, focus
 * starts on the title so the message is read in full. Only when focus was lost
 * (it is on the body, because what had it was replaced): never on initial page
 * load, and never taken from an element that still has it.
 */
function useFocusTitleOnAppear(title: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !pageHadFocus) return;
    const active = document.activeElement;
    if (active === null || active === document.body) title.current?.focus();
  }, [title, enabled]);
}

interface ContentProps {
  mode: ForceUpdateMode;
  currentVersion: string;
  requiredVersion: string;
  storeUrl?: string;
  onNotNow?: () => void;
}

/** The illustration, title, body, actions and version line shared by both modes. */
function Content({mode, currentVersion, requiredVersion, storeUrl, onNotNow}: ContentProps): ReactNode {
  const online = useOnline();
  const {format} = useBuiStrings(forceUpdateStrings);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusTitleOnReturn(titleRef);
  useFocusTitleOnAppear(titleRef, mode === 'hard');
  const [, setRetries] = useState(0);
  const offline = mode === 'hard' && !online;

  let primary: ReactNode;
  if (offline) {
    // The store link would fail offline; "Try again" re-reads the connection.
    primary = (
      <Button variant="primary" size="lg" onPress={() => setRetries((count) => count + 1)}>
        {format('forceUpdateTryAgain')}
      </Button>
    );
  } else if (storeUrl) {
    primary = (
      <ButtonLink variant="primary" size="lg" href={storeUrl}>
        {format('forceUpdateUpdateNow')}
      </ButtonLink>
    );
  } else {
    // Without a store address the web has nowhere to send people; the button stays, as in the app.
    primary = (
      <Button
        variant="primary"
        size="lg"
        onPress={() => devWarn('ForceUpdate', 'Update now pressed without storeUrl.')}
      >
        {format('forceUpdateUpdateNow')}
      </Button>
    );
  }

  return (
    <div className={styles.content}>
      <div className={styles.illustration} aria-hidden="true">
        <span className={styles.appIcon} />
        <span className={styles.badge}>
          <Icon name="arrow-up" size="lg" />
        </span>
      </div>
      <Heading slot="title" level={2} className={styles.title} ref={titleRef} tabIndex={-1}>
        {format(copy[mode].title)}
      </Heading>
      <p className={styles.body}>{format(offline ? 'forceUpdateOffline' : copy[mode].body)}</p>
      <div className={styles.actions}>
        {primary}
        {mode === 'soft' && (
          <Button variant="tertiary" size="lg" onPress={onNotNow}>
            {format('forceUpdateNotNow')}
          </Button>
        )}
      </div>
      <p className={styles.version}>
        <span aria-hidden="true">
          {format('forceUpdateVersions', {installed: currentVersion, required: requiredVersion})}
        </span>
        <VisuallyHidden elementType="span">
          {format('forceUpdateVersionsSpoken', {installed: currentVersion, required: requiredVersion})}
        </VisuallyHidden>
      </p>
    </div>
  );
}

/**
 * The native apps' update screen, as `@bui/react-native` draws it.
 *
 * Hard mode is a whole screen that replaces the app: it has no way back, so
 * Escape, back and swipe do nothing and its single action is "Update now" (or
 * "Try again" while offline). Soft mode is react-aria's Modal and Dialog as a
 * bottom sheet with "Update now" and "Not now"; Escape and the scrim do the
 * same as "Not now".
 */
export const ForceUpdate = /* @__PURE__ */ forwardRef<HTMLElement, ForceUpdateProps>(function ForceUpdate(
  {
    mode,
    currentVersion,
    requiredVersion,
    storeUrl,
    open,
    defaultOpen = false,
    onOpenChange,
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const safeMode = oneOf('ForceUpdate', 'mode', mode, forceUpdateModes, 'hard');
  if (!storeUrl) devWarn('ForceUpdate', 'storeUrl is missing; on the web "Update now" has no store to open.');
  if (safeMode === 'hard' && onOpenChange)
    devWarn('ForceUpdate', 'onOpenChange is ignored in hard mode: a hard update cannot be dismissed.');

  const content = (
    <Content
      mode={safeMode}
      currentVersion={currentVersion}
      requiredVersion={requiredVersion}
      storeUrl={storeUrl}
      onNotNow={() => changeOpen(false)}
    />
  );

  if (safeMode === 'hard') {
    return (
      <div
        {...passThrough(rest)}
        // The app's ref is typed HTMLElement, what the hard screen's div and the soft sheet's section share.
        ref={ref as ForwardedRef<HTMLDivElement>}
        className={classNames(styles.screen, UNSAFE_className)}
        data-testid={testId}
        data-mode="hard"
      >
        {content}
      </div>
    );
  }
  // The title names the sheet: an aria-label or aria-labelledby from the app would replace that name.
  const {'aria-label': _label, 'aria-labelledby': _labelledBy, ...aria} = ariaOf(rest);
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={changeOpen} isDismissable className={styles.scrim}>
      <Modal className={styles.sheet} data-testid={testId}>
        <Dialog
          {...dataOf(rest)}
          ref={ref}
          aria-describedby={rest['aria-describedby']}
          className={classNames(styles.dialog, UNSAFE_className)}
          data-mode="soft"
          // react-aria's Dialog keeps only the aria-* it is named and described by; its element takes the others here.
          render={(domProps) => <section {...aria} {...domProps} />}
        >
          {content}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
