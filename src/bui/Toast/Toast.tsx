import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
// react-aria-components 1.22 exports its toast only under UNSTABLE_ names; why it is still the base, and when the
// remount below goes: src/bui/README.md, "react-aria's toast API".
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import {Button} from '../Button';
import buttonStyles from '../Button/Button.module.css';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {toastStrings} from './Toast.strings';
import {ariaOf, classNames, dataOf, idList, type PassThroughProps} from '../internal/passThrough';
import styles from './Toast.module.css';
import {toastTimeout, type ToastVariant} from './toastTiming';

export {TOAST_ACTION_TIMEOUT_MS, TOAST_TIMEOUT_MS, toastTimeout, type ToastVariant} from './toastTiming';

export const toastVariants = ['info', 'success', 'warning', 'danger'] as const satisfies readonly ToastVariant[];

/** The one follow-up a toast may offer, such as "Undo" or "View request". */
export interface ToastAction {
  /** One or two words with a verb: "Undo", "Reload". */
  label: string;
  /** Runs when the action is pressed; the toast then closes. */
  onAction: () => void;
}

/** What `useToast().show()` takes. */
export interface ToastOptions {
  /** The result, past tense, object first: "Document archived". One sentence, at most 80 characters. */
  message: string;
  /** `info` (default) and `success` close after 5 s; `warning` and `danger` stay until dismissed. */
  variant?: ToastVariant;
  /** One follow-up action. A toast with an action stays at least 8 s (the undo window). */
  action?: ToastAction;
  /** Sets `data-testid` on the toast. */
  testId?: string;
}

interface QueuedContent extends Required<Pick<ToastOptions, 'message' | 'variant'>> {
  action?: ToastAction;
  testId?: string;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes the toast with this id, if it is still visible. */
  dismiss: (id: string) => void;
}

const QueueContext = createContext<AriaToastQueue<QueuedContent> | null>(null);

/** Shows toasts in the nearest `Toast.Region`. */
export function useToast(): ToastApi {
  const queue = useContext(QueueContext);
  return useMemo<ToastApi>(
    () => ({
      show(options) {
        if (!queue) {
          devWarn('useToast', 'no Toast.Region around this component: mount one near the root of the app.');
          return '';
        }
        const variant = oneOf('Toast', 'variant', options.variant ?? 'info', toastVariants, 'info');
        return queue.add(
          {message: options.message, variant, action: options.action, testId: options.testId},
          {timeout: toastTimeout(variant, Boolean(options.action))},
        );
      },
      dismiss(id) {
        queue?.close(id);
      },
    }),
    [queue],
  );
}

export interface ToastRegionProps extends PassThroughProps {
  /** Names the region landmark that F6 moves to. Defaults to "Notifications" in the reader's locale. */
  label?: string;
  /** How many toasts show at once; newer ones wait for a free slot. */
  maxVisible?: number;
  /** Sets `data-testid` on the region. */
  testId?: string;
  /** The app: every `useToast()` inside it shows its toasts in this region. */
  children?: ReactNode;
}

/**
 * The toast region: react-aria's ToastRegion and ToastQueue. The region is a
 * landmark (F6 reaches it) that is not itself a live region; each toast's
 * message is its one live element, so it is announced once. Hovering or
 * focusing the region pauses every countdown, and so does a hidden browser tab.
 * Its ref, `aria-*`, `data-*` and `UNSAFE_className` go to the region, which
 * is in the page only while a toast shows.
 */
export const ToastRegion = /* @__PURE__ */ forwardRef<HTMLDivElement, ToastRegionProps>(function ToastRegion(
  {label, maxVisible = 3, testId, children, UNSAFE_className, ...rest},
  ref,
) {
  const [queue] = useState(() => new AriaToastQueue<QueuedContent>({maxVisibleToasts: maxVisible}));
  const {format} = useBuiStrings(toastStrings);

  useEffect(() => {
    const onVisibility = () => (document.hidden ? queue.pauseAll() : queue.resumeAll());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queue]);

  // react-aria registers the region as an F6 landmark when it mounts, but the region only has an element while
  // toasts are showing, and with a fixed label it never registers again. Remounting it when the first toast
  // arrives registers the element that exists then.
  const showing = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    () => false,
  );

  return (
    <QueueContext.Provider value={queue}>
      {children}
      <AriaToastRegion
        {...dataOf(rest)}
        ref={ref}
        key={showing ? 'showing' : 'empty'}
        queue={queue}
        aria-label={label ?? format('toastRegion')}
        className={classNames(styles.region, UNSAFE_className)}
        data-testid={testId}
        // react-aria's region passes on only its `aria-label`; the other aria-* are added here, before its own.
        render={(domProps) => (
          <div
            {...ariaOf(rest)}
            {...domProps}
            aria-describedby={idList(rest['aria-describedby'], domProps['aria-describedby'])}
          />
        )}
      >
        {({toast}) => <ToastView toast={toast} onClose={() => queue.close(toast.key)} />}
      </AriaToastRegion>
    </QueueContext.Provider>
  );
});

function ToastView({toast, onClose}: {toast: {key: string; content: QueuedContent}; onClose: () => void}) {
  const {message, variant, action, testId} = toast.content;
  const {format} = useBuiStrings(toastStrings);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    // react-aria's Toast takes no key handlers: Escape is caught as it bubbles out of it. Not a control of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a keyboard shortcut on the toast, whose controls are inside
    <div className={styles.keys} onKeyDown={onKeyDown}>
      <AriaToast toast={toast} className={`${styles.toast} ${styles[variant]}`} data-testid={testId}>
        <Icon name={variant} size="md" className={styles.icon} />
        <AriaToastContent className={styles.content}>
          <Text slot="title" className={styles.message}>
            {message}
          </Text>
        </AriaToastContent>
        {action ? (
          <Button
            variant="tertiary"
            size="sm"
            onPress={() => {
              action.onAction();
              onClose();
            }}
          >
            {action.label}
          </Button>
        ) : null}
        <AriaButton
          slot="close"
          aria-label={format('toastDismiss')}
          className={[buttonStyles.button, buttonStyles.tertiary, buttonStyles.sm, buttonStyles.iconOnly].join(' ')}
        >
          <Icon name="close" size="sm" />
        </AriaButton>
      </AriaToast>
    </div>
  );
}

/** The toast namespace: `<Toast.Region>` wraps the app; `useToast()` shows the messages. */
export const Toast = {Region: ToastRegion};
