import {forwardRef, type ReactNode} from 'react';
import {neutralVariantOf, oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {commonStrings} from '../internal/i18n/common';
import {Overlay} from '../internal/Overlay/Overlay';
import type {PassThroughProps} from '../internal/passThrough';
import styles from './Modal.module.css';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];
export const modalVariants = ['neutral', 'danger'] as const;
/**
 * `neutral` (the default) or `danger`. `default` is deprecated: the 1.0 name of `neutral`, renamed in 1.1 as on Badge
 * and Tag; it still works and warns in development until 2.0.
 */
export type ModalVariant = (typeof modalVariants)[number] | 'default';

export interface ModalProps extends PassThroughProps {
  /** The dialog's title and accessible name: a question or a task, such as "Delete absence request?". */
  title: string;
  /** Whether the modal is open (controlled). Pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the modal starts open, when you let BUI manage it. */
  defaultOpen?: boolean;
  /** Called with `false` for every way of closing (close button, Escape, the scrim, "Discard"), so one handler covers them all. */
  onOpenChange?: (open: boolean) => void;
  /** Width on web: `sm` 400 px for confirmations, `md` 560 px for short forms, `lg` 800 px for content that needs room. */
  size?: ModalSize;
  /** `danger` for destructive confirmations: the dialog becomes an `alertdialog` described by its body. `default` is deprecated: renamed `neutral` in 1.1, it still works and warns in development. */
  variant?: ModalVariant;
  /** The actions, secondary first and the primary last: Buttons that repeat the title's verb. */
  footer?: ReactNode;
  /** There are unsaved changes: closing asks "Discard changes?" in the footer, and a scrim click does nothing. */
  dirty?: boolean;
  /** A request is running: Escape, the scrim and the close button do nothing until it ends. */
  loading?: boolean;
  /** @deprecated Renamed `loading` in 1.1, as on every other component; `busy` still works and warns in development. */
  busy?: boolean;
  /** Sets `data-testid` on the modal's surface. */
  testId?: string;
  /** The body: one or two sentences, or a few fields. It scrolls when taller than the window. */
  children?: ReactNode;
}

/**
 * A modal dialog on react-aria's ModalOverlay, Modal and Dialog: focus is
 * trapped inside and returns to the opener on close, the page behind is inert
 * and does not scroll, and the title names the dialog.
 */
export const Modal = /* @__PURE__ */ forwardRef<HTMLElement, ModalProps>(function Modal(
  {
    title,
    open,
    defaultOpen = false,
    onOpenChange,
    size = 'md',
    variant = 'neutral',
    footer,
    dirty = false,
    loading = false,
    busy,
    testId,
    children,
    ...rest
  },
  ref,
) {
  const safeSize = oneOf('Modal', 'size', size, modalSizes, 'md');
  const safeVariant = neutralVariantOf('Modal', variant, modalVariants);
  warnRenamed('Modal', 'busy', 'loading', busy);
  const {format} = useBuiStrings(commonStrings);
  return (
    <Overlay
      kind="modal"
      title={title}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      sizeClass={styles[safeSize]}
      role={safeVariant === 'danger' ? 'alertdialog' : 'dialog'}
      describeBody={safeVariant === 'danger'}
      closeLabel={format('close')}
      dismissOnScrim
      scrimAsksWhenDirty={false}
      initialFocus="field"
      dirty={dirty}
      busy={loading || (busy ?? false)}
      footer={footer}
      testId={testId}
      dialogRef={ref}
      {...rest}
    >
      {children}
    </Overlay>
  );
});
