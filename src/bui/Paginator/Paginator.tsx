import {forwardRef, useEffect, useId, useRef, useState} from 'react';
import {useObjectRef} from 'react-aria';
import {useNumberFormatter} from 'react-aria/useNumberFormatter';
import {Button as AriaButton, VisuallyHidden} from 'react-aria-components';
import {Button} from '../Button';
import {devWarn, oneOf} from '../internal/devWarn';
import {useBuiStrings} from '../internal/i18n';
import {paginatorStrings} from './Paginator.strings';
import {classNames, passThrough, type PassThroughProps} from '../internal/passThrough';
import {Select, SelectOption} from '../Select';
import {clampPage, pageCount, pageForSize, pageSlots, rangeSummary} from './pages';
import styles from './Paginator.module.css';

export const paginatorSizes = ['sm', 'md'] as const;
export type PaginatorSize = (typeof paginatorSizes)[number];
const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

export interface PaginatorProps extends PassThroughProps {
  /** Names the `nav` landmark after its table, such as "Absence requests pages", so two paginators on a page differ. */
  label: string;
  /** Hides the label text but keeps it as the landmark's name; the usual choice, since the range summary is the visible text. */
  hideLabel?: boolean;
  /** The current page, from 1 (controlled). A page past the last one shows the last page. */
  page?: number;
  /** The page shown first when the paginator manages its own page. */
  defaultPage?: number;
  /** Called with the new page number when people press a page, Previous or Next. */
  onPageChange?: (page: number) => void;
  /** The number of results. Leave it out for APIs that cannot count, and pass `hasNext`. */
  total?: number;
  /** Without `total` (cursor-based): whether a next page exists. */
  hasNext?: boolean;
  /** Rows per page (controlled). */
  pageSize?: number;
  /** Rows per page when the paginator manages its own size. */
  defaultPageSize?: number;
  /** Called with the new page size. The page changes with it (through `onPageChange`) so the first visible row stays on screen. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes people can choose in the "Rows per page" select; an empty list hides the select. Cursor-based lists have no select. */
  pageSizes?: number[];
  /** The size select's label: "Rows per page" for tables, "Items per page" for card lists. Defaults to "Rows per page" in the reader's locale. */
  pageSizeLabel?: string;
  /** The next page is being fetched: presses are ignored (the buttons stay focusable) and the table shows its loading state. */
  loading?: boolean;
  /** Button size: `md` 40 px; `sm` 32 px, always used in the web app's dense tables. */
  size?: PaginatorSize;
  /** Sets `data-testid` on the `nav` element. */
  testId?: string;
}

/**
 * Numbered pages under a table or list. react-aria has no pagination
 * pattern, so this is a `nav` landmark of react-aria Buttons: the current page
 * has `aria-current="page"`, Previous and Next are BUI Buttons that stay
 * focusable when unavailable, and the range summary is a polite live region
 * rendered from the start.
 */
export const Paginator = /* @__PURE__ */ forwardRef<HTMLElement, PaginatorProps>(function Paginator(
  {
    label,
    hideLabel = false,
    page,
    defaultPage = 1,
    onPageChange,
    total,
    hasNext,
    pageSize,
    defaultPageSize = 25,
    onPageSizeChange,
    pageSizes = DEFAULT_PAGE_SIZES,
    pageSizeLabel,
    loading = false,
    size = 'md',
    testId,
    UNSAFE_className,
    ...rest
  },
  ref,
) {
  const safeSize = oneOf('Paginator', 'size', size, paginatorSizes, 'md');
  const {format} = useBuiStrings(paginatorStrings);
  const numbers = useNumberFormatter();
  const [ownPage, setOwnPage] = useState(defaultPage);
  const [ownSize, setOwnSize] = useState(defaultPageSize);
  const rows = pageSize ?? ownSize;
  const known = total !== undefined;
  if (known && hasNext !== undefined)
    devWarn('Paginator', '`hasNext` is for cursor-based lists without `total`; it is ignored.');
  const count = known ? pageCount(total, rows) : Number.POSITIVE_INFINITY;
  const current = known ? clampPage(page ?? ownPage, count) : Math.max(1, Math.floor(page ?? ownPage));
  const nextExists = known ? current < count : hasNext === true;

  const labelId = useId();
  // The app's ref and the focus check below share the `nav`.
  const navRef = useObjectRef(ref);
  const currentRef = useRef<HTMLButtonElement>(null);
  // Focus stays on the pressed control (page buttons are keyed by number, so
  // the pressed one survives the re-render). Should it disappear, focus goes
  // to the current page instead of falling to the document.
  const focusAfterChange = useRef(false);
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    if (!navRef.current?.contains(document.activeElement)) currentRef.current?.focus();
  }, [current, navRef]);

  const go = (next: number) => {
    if (loading || next === current || next < 1 || (known && next > count)) return;
    focusAfterChange.current = true;
    setOwnPage(next);
    onPageChange?.(next);
  };

  const changeSize = (value: string) => {
    const next = Number(value);
    if (!Number.isFinite(next) || next === rows) return;
    const target = pageForSize(current, rows, next);
    setOwnSize(next);
    onPageSizeChange?.(next);
    setOwnPage(target);
    if (target !== current) onPageChange?.(target);
  };

  if (known && total <= 0) return null;
  const paged = !known || count > 1;

  return (
    <nav
      {...passThrough(rest)}
      ref={navRef}
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={classNames(styles.root, styles[safeSize], UNSAFE_className)}
      data-testid={testId}
    >
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <p className={styles.summary} aria-live="polite">
        {rangeSummary(current, rows, total, format)}
      </p>
      {paged ? (
        <div className={styles.controls}>
          <Button
            variant="tertiary"
            size={safeSize}
            icon="chevron-left"
            disabled={current === 1 || loading}
            onPress={() => go(current - 1)}
          >
            {format('paginatorPrevious')}
          </Button>
          {known ? (
            <>
              <ol className={styles.pages}>
                {pageSlots(current, count).map((slot) =>
                  typeof slot === 'number' ? (
                    <li key={slot}>
                      <AriaButton
                        ref={slot === current ? currentRef : undefined}
                        className={styles.page}
                        aria-current={slot === current ? 'page' : undefined}
                        aria-disabled={loading || undefined}
                        aria-label={format('paginatorPage', {page: slot})}
                        onPress={() => go(slot)}
                      >
                        {numbers.format(slot)}
                      </AriaButton>
                    </li>
                  ) : (
                    <li key={slot} className={styles.gap} aria-hidden="true">
                      …
                    </li>
                  ),
                )}
              </ol>
              <p className={styles.short} aria-hidden="true">
                {format('paginatorPageOf', {page: current, total: count})}
              </p>
            </>
          ) : null}
          <Button
            variant="tertiary"
            size={safeSize}
            icon="chevron-right"
            iconPosition="end"
            disabled={!nextExists || loading}
            onPress={() => go(current + 1)}
          >
            {format('paginatorNext')}
          </Button>
        </div>
      ) : null}
      {known && pageSizes.length > 0 ? (
        <div className={styles.size}>
          <Select
            label={pageSizeLabel ?? format('paginatorRowsPerPage')}
            size="sm"
            required
            value={String(rows)}
            onChange={changeSize}
            disabled={loading}
          >
            {pageSizes.map((option) => (
              <SelectOption key={option} value={String(option)}>
                {numbers.format(option)}
              </SelectOption>
            ))}
          </Select>
        </div>
      ) : null}
    </nav>
  );
});
