import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ForwardedRef,
  type ReactNode,
  type RefObject,
} from 'react';
import {useFocusManager} from 'react-aria';
import {Dialog, Heading, Modal, ModalOverlay} from 'react-aria-components';
import {Button} from '../../Button';
import {useBuiStrings} from '../i18n';
import {overlayStrings} from './Overlay.strings';
import {ariaOf, classNames, dataOf, idList, type PassThroughProps} from '../passThrough';
import styles from './Overlay.module.css';

/**
 * The dialog shared by Modal and SideDrawer: react-aria's ModalOverlay (scrim,
 * inert page, scroll lock, Escape, outside press), Modal and Dialog (focus
 * trap, focus returned to the opener, named by its Heading). What BUI adds on
 * top is the close policy: a busy dialog cannot be dismissed, and a dirty one
 * asks "Discard changes?" in its footer before it closes.
 */
export interface OverlayProps extends PassThroughProps {
  /** `modal` (centred, a bottom sheet on narrow windows) or `drawer` (full height at an edge). */
  kind: 'modal' | 'drawer';
  title: string;
  description?: string;
  open?: boolean;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A CSS-module class for the surface's width. */
  sizeClass: string;
  /** Drawers only: the edge it slides from. */
  placement?: 'start' | 'end';
  role: 'dialog' | 'alertdialog';
  /** The close button's accessible name. */
  closeLabel: string;
  /** Whether a press on the scrim closes a clean dialog (a dirty one always asks or ignores it). */
  dismissOnScrim: boolean;
  /** Whether a scrim press on a dirty dialog asks to discard (drawer) or is ignored (modal). */
  scrimAsksWhenDirty: boolean;
  /** Where focus goes on open: the first field (else the first footer button), or the title. */
  initialFocus: 'field' | 'title';
  /** Whether the body is the dialog's description (short confirmations, read in full on open). */
  describeBody?: boolean;
  dirty: boolean;
  busy: boolean;
  footer?: ReactNode;
  testId?: string;
  children?: ReactNode;
  /** The app's ref: the dialog element, where its aria-*, data-* and `UNSAFE_className` go too. */
  dialogRef?: ForwardedRef<HTMLElement>;
}

export function Overlay({
  kind,
  title,
  description,
  open,
  defaultOpen,
  onOpenChange,
  sizeClass,
  placement = 'end',
  role,
  closeLabel,
  dismissOnScrim,
  scrimAsksWhenDirty,
  initialFocus,
  describeBody = false,
  dirty,
  busy,
  footer,
  testId,
  children,
  dialogRef,
  UNSAFE_className,
  ...rest
}: OverlayProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [confirming, setConfirming] = useState(false);
  // A footer "Cancel" usually sets `open` to false itself. While the form is dirty the dialog holds on,
  // asks "Discard changes?", and then either confirms the close or reopens through onOpenChange(true).
  const [held, setHeld] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    // Adjusting state to a prop change during render, as React recommends over an effect.
    setWasOpen(isOpen);
    if (isOpen) {
      setDiscarding(false);
      if (held) setHeld(false);
    } else if (dirty && !discarding) {
      setHeld(true);
      setConfirming(true);
    }
  }
  if (held && !dirty) setHeld(false);
  // A confirmation belongs to one attempt to close: it goes when the changes are saved or the dialog closes.
  if (confirming && (!dirty || !(isOpen || held))) setConfirming(false);
  const shown = isOpen || (held && dirty);
  const context = useOpenerContext(shown);
  const descriptionId = useId();
  const bodyId = useId();
  // The title names the dialog: an aria-label or aria-labelledby from the app would replace that name.
  const {'aria-label': _label, 'aria-labelledby': _labelledBy, ...aria} = ariaOf(rest);

  const close = useCallback(() => {
    setDiscarding(true);
    setConfirming(false);
    setHeld(false);
    setOwnOpen(false);
    onOpenChange?.(false);
  }, [onOpenChange]);

  const keepEditing = useCallback(() => {
    setConfirming(false);
    if (held) {
      setHeld(false);
      onOpenChange?.(true);
    }
  }, [held, onOpenChange]);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else close();
  }, [busy, dirty, close]);

  return (
    <ModalOverlay
      isOpen={shown}
      onOpenChange={(next) => {
        if (next) {
          setOwnOpen(true);
          onOpenChange?.(true);
        } else requestClose();
      }}
      // react-aria reports an outside press through onOpenChange(false) only when dismissable.
      isDismissable={!busy && dismissOnScrim && (!dirty || scrimAsksWhenDirty)}
      isKeyboardDismissDisabled={busy}
      className={`${styles.scrim} ${kind === 'drawer' ? styles.drawerScrim : styles.modalScrim}`}
      dir={context.dir}
      data-bui-theme={context.theme}
    >
      <Modal
        className={[
          styles.surface,
          kind === 'drawer' ? styles.drawer : styles.modal,
          kind === 'drawer' && placement === 'start' ? styles.start : null,
          sizeClass,
        ]
          .filter(Boolean)
          .join(' ')}
        data-testid={testId}
      >
        <Dialog
          {...dataOf(rest)}
          ref={dialogRef}
          role={role}
          className={classNames(styles.dialog, UNSAFE_className)}
          aria-describedby={idList(rest['aria-describedby'], description && descriptionId, describeBody && bodyId)}
          // react-aria's Dialog keeps only the aria-* it is named and described by; its element takes the others here.
          render={(domProps) => <section {...aria} {...domProps} />}
        >
          <OverlayContent
            title={title}
            description={description}
            descriptionId={descriptionId}
            bodyId={bodyId}
            closeLabel={closeLabel}
            initialFocus={initialFocus}
            busy={busy}
            footer={footer}
            confirming={confirming}
            onKeepEditing={keepEditing}
            onDiscard={close}
            onClose={requestClose}
          >
            {children}
          </OverlayContent>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface OpenerContext {
  dir?: 'ltr' | 'rtl';
  theme?: string;
}

/**
 * The reading direction and forced theme where the dialog was opened from. The
 * dialog renders in a portal at the end of body, outside any `dir` or
 * `data-bui-theme` set on a part of the page, so it copies them from the
 * element that had focus when it opened: a drawer's start and end then follow
 * the text around its trigger.
 */
function useOpenerContext(isOpen: boolean): OpenerContext {
  const [context, setContext] = useState<OpenerContext>({});
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) setWasOpen(isOpen);
  if (isOpen && !wasOpen && typeof document !== 'undefined') {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const next: OpenerContext = opener
      ? {
          dir: getComputedStyle(opener).direction === 'rtl' ? 'rtl' : 'ltr',
          theme: opener.closest('[data-bui-theme]')?.getAttribute('data-bui-theme') ?? undefined,
        }
      : {};
    if (next.dir !== context.dir || next.theme !== context.theme) setContext(next);
  }
  return context;
}

interface OverlayContentProps {
  title: string;
  description?: string;
  descriptionId: string;
  bodyId: string;
  closeLabel: string;
  initialFocus: 'field' | 'title';
  busy: boolean;
  footer?: ReactNode;
  confirming: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  onClose: () => void;
  children?: ReactNode;
}

function OverlayContent({
  title,
  description,
  descriptionId,
  bodyId,
  closeLabel,
  initialFocus,
  busy,
  footer,
  confirming,
  onKeepEditing,
  onDiscard,
  onClose,
  children,
}: OverlayContentProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const {format} = useBuiStrings(overlayStrings);

  // The dialog's focus scope (react-aria's overlay): it knows what is tabbable, visible and not inert.
  const focusManager = useFocusManager();
  const within =
    (...parts: RefObject<HTMLElement | null>[]) =>
    (node: Element) =>
      parts.some((part) => part.current?.contains(node) ?? false);

  useEffect(() => {
    // react-aria's Dialog focuses itself on open; the pages ask for a more useful first stop: the first control of
    // the body, else of the footer (not the header's Close).
    if (initialFocus === 'title') {
      titleRef.current?.focus();
      return;
    }
    focusManager?.focusFirst({tabbable: true, accept: within(bodyRef, footerRef)});
    // On open only: the manager is a new object on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFocus]);

  useEffect(() => {
    // The question replaces the footer; focus goes to its safe answer so it is heard and Enter keeps the work.
    if (confirming) focusManager?.focusFirst({tabbable: true, accept: within(footerRef)});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirming]);

  return (
    <div ref={rootRef} className={styles.content} aria-busy={busy || undefined}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Heading slot="title" level={2} ref={titleRef} tabIndex={-1} className={styles.title}>
            {title}
          </Heading>
          {description ? (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
        <Button
          variant="tertiary"
          size="sm"
          icon="close"
          iconOnly
          label={closeLabel}
          disabled={busy}
          onPress={onClose}
        />
      </div>
      <div ref={bodyRef} id={bodyId} className={styles.body}>
        {children}
      </div>
      {confirming ? (
        <div
          ref={footerRef}
          className={`${styles.footer} ${styles.confirm}`}
          role="group"
          aria-label={format('overlayDiscardQuestion')}
        >
          <p className={styles.question}>{format('overlayDiscardQuestion')}</p>
          <Button variant="secondary" onPress={onKeepEditing}>
            {format('overlayKeepEditing')}
          </Button>
          <Button variant="danger" onPress={onDiscard}>
            {format('overlayDiscard')}
          </Button>
        </div>
      ) : footer ? (
        <div ref={footerRef} className={styles.footer}>
          {footer}
        </div>
      ) : null}
    </div>
  );
}
