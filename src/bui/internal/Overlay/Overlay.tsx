import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {Dialog, Heading, Modal, ModalOverlay} from 'react-aria-components';
import {Button} from '../../Button';
import styles from './Overlay.module.css';

/**
 * The dialog shared by Modal and SideDrawer: react-aria's ModalOverlay (scrim,
 * inert page, scroll lock, Escape, outside press), Modal and Dialog (focus
 * trap, focus returned to the opener, named by its Heading). What BUI adds on
 * top is the close policy: a busy dialog cannot be dismissed, and a dirty one
 * asks "Discard changes?" in its footer before it closes.
 */
export interface OverlayProps {
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
}

/** Focusable elements a dialog body can hold; react-aria's own focus scope then keeps focus inside. */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

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
}: OverlayProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [confirming, setConfirming] = useState(false);
  const descriptionId = useId();
  const bodyId = useId();

  useEffect(() => {
    // A confirmation belongs to one attempt to close: it goes when the changes are saved or the dialog closes.
    if (!dirty || !isOpen) setConfirming(false);
  }, [dirty, isOpen]);

  const close = useCallback(() => {
    setConfirming(false);
    setOwnOpen(false);
    onOpenChange?.(false);
  }, [onOpenChange]);

  const requestClose = useCallback(() => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else close();
  }, [busy, dirty, close]);

  return (
    <ModalOverlay
      isOpen={isOpen}
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
          role={role}
          className={styles.dialog}
          aria-describedby={[description ? descriptionId : null, describeBody ? bodyId : null].filter(Boolean).join(' ') || undefined}
          aria-busy={busy || undefined}
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
            onKeepEditing={() => setConfirming(false)}
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

  useEffect(() => {
    // react-aria's Dialog focuses itself on open; the pages ask for a more useful first stop.
    if (initialFocus === 'title') {
      titleRef.current?.focus();
      return;
    }
    const target =
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      footerRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      null;
    target?.focus();
  }, [initialFocus]);

  useEffect(() => {
    // The question replaces the footer; focus goes to its safe answer so it is heard and Enter keeps the work.
    if (confirming) footerRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [confirming]);

  return (
    <div ref={rootRef} className={styles.content}>
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
        <Button variant="tertiary" size="sm" icon="close" iconOnly label={closeLabel} disabled={busy} onPress={onClose} />
      </div>
      <div ref={bodyRef} id={bodyId} className={styles.body}>
        {children}
      </div>
      {confirming ? (
        <div ref={footerRef} className={`${styles.footer} ${styles.confirm}`} role="group" aria-label="Discard changes?">
          <p className={styles.question}>Discard changes?</p>
          <Button variant="secondary" onPress={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="danger" onPress={onDiscard}>
            Discard
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
