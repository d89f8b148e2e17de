import {forwardRef, type ReactNode} from 'react';
import {oneOf, warnRenamed} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {sideDrawerStrings} from './SideDrawer.strings';
import {Overlay} from '../internal/Overlay/Overlay';
import type {PassThroughProps} from '../internal/passThrough';
import styles from './SideDrawer.module.css';

export const sideDrawerSizes = ['sm', 'md', 'lg'] as const;
export type SideDrawerSize = (typeof sideDrawerSizes)[number];
export const sideDrawerPlacements = ['start', 'end'] as const;
export type SideDrawerPlacement = (typeof sideDrawerPlacements)[number];

export interface SideDrawerProps extends PassThroughProps {
  /** The drawer's title and accessible name: the object or the task, such as "Edit contract". */
  title: string;
  /** A line under the title for a date or a status, such as "Submitted 14 Mar 2026"; it describes the dialog. */
  description?: string;
  /** Whether the drawer is open (controlled). Pair it with `onOpenChange`. */
  open?: boolean;
  /** Whether the drawer starts open, when you let BUI manage it. */
  defaultOpen?: boolean;
  /** Called with `false` for every way of closing (close button, Escape, the scrim, "Discard"). */
  onOpenChange?: (open: boolean) => void;
  /** Width on web: `sm` 360 px for filters and help, `md` 480 px for details and forms, `lg` 720 px for tables or two columns. */
  size?: SideDrawerSize;
  /** The edge it slides from, following the reading direction: `end` (right in LTR, left in RTL) or `start`, for secondary navigation only. */
  placement?: SideDrawerPlacement;
  /** Actions at the bottom, aligned to the end: Buttons with specific verbs. */
  footer?: ReactNode;
  /** There are unsaved changes: every way of closing replaces the footer with "Discard changes?", "Keep editing" and "Discard". */
  dirty?: boolean;
  /** A request is running: Escape, the scrim and the close button do nothing until it ends. */
  loading?: boolean;
  /** @deprecated Renamed `loading` in 1.1, as on every other component; `busy` still works and warns in development. */
  busy?: boolean;
  /** Sets `data-testid` on the drawer's panel. */
  testId?: string;
  /** The body; it scrolls on its own. */
  children?: ReactNode;
}

/**
 * A side drawer on react-aria's ModalOverlay, Modal and Dialog, sharing
 * Modal's dialog: focus trapped and returned, the page inert but visible.
 * On open, focus goes to the title so its name is heard first.
 */
export const SideDrawer = /* @__PURE__ */ forwardRef<HTMLElement, SideDrawerProps>(function SideDrawer(
  {
    title,
    description,
    open,
    defaultOpen = false,
    onOpenChange,
    size = 'md',
    placement = 'end',
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
  const safeSize = oneOf('SideDrawer', 'size', size, sideDrawerSizes, 'md');
  const safePlacement = oneOf('SideDrawer', 'placement', placement, sideDrawerPlacements, 'end');
  warnRenamed('SideDrawer', 'busy', 'loading', busy);
  const {format} = useBuiStrings(sideDrawerStrings);
  return (
    <Overlay
      kind="drawer"
      title={title}
      description={description}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      sizeClass={styles[safeSize]}
      placement={safePlacement}
      role="dialog"
      closeLabel={format('closeNamed', {name: title})}
      dismissOnScrim
      scrimAsksWhenDirty
      initialFocus="title"
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
