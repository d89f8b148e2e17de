import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useState,
  type ForwardedRef,
  type ReactNode,
  type RefAttributes,
} from 'react';
import {useObjectRef} from 'react-aria';
import {
  Cell as AriaCell,
  Checkbox,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody,
  TableHeader,
  useLocale,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import {Icon} from '../Icon';
import {devWarn, oneOf} from '../internal/devWarn';
import {partsOf} from '../internal/parts';
import {useBuiStrings} from '../internal/i18n';
import {tableStrings} from './Table.strings';
import {ariaOf, classNames, dataOf, type PassThroughProps} from '../internal/passThrough';
import {
  describeSort,
  formatIsoDate,
  nextSort,
  inOrder,
  keptOrder,
  type RowOrder,
  sortRows,
  tableColumnTypes,
  type TableColumnType,
  type TableSort,
  type TableSortDirection,
} from './sorting';
import styles from './Table.module.css';

export const tableSizes = ['sm', 'md', 'lg'] as const;
export type TableSize = (typeof tableSizes)[number];
export const tableLayouts = ['table', 'cards'] as const;
export type TableLayout = (typeof tableLayouts)[number];
export const tableColumnAligns = ['start', 'end'] as const;
export type TableColumnAlign = (typeof tableColumnAligns)[number];
export type {TableColumnType, TableSort, TableSortDirection};

/** Skeleton rows while the first rows load: the skeleton-rows rule on the Loading states page. */
export const TABLE_SKELETON_ROWS = 5;

export interface TableProps<Row extends object> extends PassThroughProps {
  /** Names the data, such as "Pending absence requests": shown above the table and used as its accessible name. */
  label: string;
  /** Hides the label text but keeps it as the accessible name, for a table under a heading that says the same. */
  hideLabel?: boolean;
  /** The records, one row each. Sorting acts on all of them. */
  rows: readonly Row[];
  /** The field of a row that holds its unique id. Selection, `disabledRows` and sorting keep rows apart by it. */
  rowKey?: keyof Row & string;
  /** One `Table.Column` per column, identifying column first, actions last. */
  children: ReactNode;
  /** Row height: `sm` 32 px (the web app), `md` 40 px, `lg` 48 px (two-line cells). */
  size?: TableSize;
  /** Adds the selection column of check boxes, with "Select all" in its header. */
  selectable?: boolean;
  /** The ids of the selected rows (controlled). */
  selection?: readonly string[];
  /** The ids selected at first, when the table manages its own selection. */
  defaultSelection?: readonly string[];
  /** Called with the ids of the selected rows after every change. */
  onSelectionChange?: (ids: string[]) => void;
  /** Ids of rows that cannot be selected. Say why in the row itself, such as in its status cell. */
  disabledRows?: readonly string[];
  /** The current sort (controlled): the column's `id` and the direction. */
  sort?: TableSort | null;
  /** The sort the table starts with when it manages its own sort. A table should always load sorted. */
  defaultSort?: TableSort;
  /** Called with the new sort after a header is pressed. */
  onSortChange?: (sort: TableSort) => void;
  /** The rows come already sorted by `sort`, as from a server that sorts: the table shows the sort and reports each press through `onSortChange`, but keeps the rows in the order given. */
  manualSort?: boolean;
  /** Writes the sentence the live region reads after a sort, from the new sort and the column's header text (`label`); by default "Sorted by Submitted, newest first". */
  sortAnnouncement?: (sort: TableSort & {label: string}) => string;
  /** Rows are on their way. Without rows the body shows skeleton rows; with rows they stay, under a progress line. The table is `aria-busy` either way. */
  loading?: boolean;
  /** How many skeleton rows to show while loading: as many as you expect. */
  skeletonRows?: number;
  /** Shown in place of the body when there are no rows: a message and a next step. Defaults to "Nothing to show yet.", localised. */
  emptyState?: ReactNode;
  /** Shades every other row, for very wide tables. */
  striped?: boolean;
  /** Keeps the header visible while the table scrolls inside its container. */
  stickyHeader?: boolean;
  /** `cards` shows each row as a card of label–value pairs, for small screens where the table matters. */
  layout?: TableLayout;
  /** Sets `data-testid` on the table's outer element. */
  testId?: string;
}

// Columns are JSX children, where TypeScript cannot hand them the table's row
// type; the row is `any` by default so that `render={(row: Request) => …}`
// types it where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export interface TableColumnProps<Row extends object = any> {
  /** The row field this column shows and sorts by; also the column's id in `sort`. */
  id: string;
  /** The header text: a short noun in sentence case, with any unit, such as "Hours (h)". */
  children: string;
  /** How values read and sort: `text` A to Z first, `number` largest first, `date` (ISO `YYYY-MM-DD`, shown in the reader's locale: "14 Mar 2026" in en-GB) newest first. */
  type?: TableColumnType;
  /** Cell alignment. Numbers are aligned to the end. */
  align?: TableColumnAlign;
  /** The header sorts the rows when pressed. */
  sortable?: boolean;
  /** The values in their own order, such as a workflow: `['draft', 'pending', 'approved', 'paid']`. The column sorts by it, starting at its first step, instead of A to Z. */
  sortOrder?: readonly string[];
  /** Draws the cell from the whole row, such as a Badge or an action Button. Sorting still uses the row's `id` field. */
  render?: (row: Row) => ReactNode;
}

/**
 * One column of a `Table`. It renders nothing itself: the table reads its
 * props and draws the header and one cell per row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the row type, as on TableColumnProps
export function TableColumn<Row extends object = any>(props: TableColumnProps<Row>): ReactNode {
  // Read by Table; a column outside a table has nowhere to appear.
  void props;
  return null;
}

interface ColumnSpec<Row extends object> extends Required<Omit<TableColumnProps<Row>, 'render' | 'sortOrder'>> {
  render?: (row: Row) => ReactNode;
  sortOrder?: readonly string[];
}

function readColumns<Row extends object>(children: ReactNode): ColumnSpec<Row>[] {
  const columns: ColumnSpec<Row>[] = [];
  for (const child of partsOf('Table', 'Table.Column', TableColumn<Row>, children)) {
    const props = child.props;
    const type = oneOf('Table.Column', 'type', props.type, tableColumnTypes, 'text');
    columns.push({
      id: props.id,
      children: props.children,
      type,
      align: oneOf('Table.Column', 'align', props.align, tableColumnAligns, type === 'number' ? 'end' : 'start'),
      sortable: props.sortable ?? false,
      render: props.render,
      sortOrder: props.sortOrder,
    });
  }
  return columns;
}

const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A data table on react-aria's `Table` (an ARIA grid: arrow keys move between
 * cells and rows, Space selects the focused row), with columns described by
 * `Table.Column` and rows from `rows`. Sorting, selection, focus and the
 * select-all check box are react-aria's; the natural first sort direction,
 * the sort announcement and the loading and empty states are BUI's.
 */
function TableRoot<Row extends object>(
  {
    label,
    hideLabel = false,
    rows,
    rowKey = 'id' as keyof Row & string,
    children,
    size = 'md',
    selectable = false,
    selection,
    defaultSelection,
    onSelectionChange,
    disabledRows,
    sort,
    defaultSort,
    onSortChange,
    manualSort = false,
    sortAnnouncement,
    loading = false,
    skeletonRows = TABLE_SKELETON_ROWS,
    emptyState,
    striped = false,
    stickyHeader = false,
    layout = 'table',
    testId,
    UNSAFE_className,
    ...rest
  }: TableProps<Row>,
  ref: ForwardedRef<HTMLTableElement>,
): ReactNode {
  const safeSize = oneOf('Table', 'size', size, tableSizes, 'md');
  const safeLayout = oneOf('Table', 'layout', layout, tableLayouts, 'table');
  const columns = readColumns<Row>(children);
  const {locale} = useLocale();
  const {format} = useBuiStrings(tableStrings);
  const labelId = useId();
  // The app's ref and the aria-busy effect below share the table.
  const tableRef = useObjectRef(ref);

  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const currentSort = sort !== undefined ? sort : ownSort;
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(defaultSelection ?? []);
  const currentSelection = selection ?? ownSelection;
  const [announcement, setAnnouncement] = useState('');

  let skeletonCount = skeletonRows;
  if (!Number.isInteger(skeletonRows) || skeletonRows < 1) {
    devWarn('Table', `skeletonRows={${String(skeletonRows)}} must be a whole number of at least 1; showing 5.`);
    skeletonCount = TABLE_SKELETON_ROWS;
  }
  const showSkeleton = loading && rows.length === 0;

  const keyOf = (row: Row) => String(row[rowKey]);
  const sortedColumn = columns.find((column) => column.id === currentSort?.column);
  const collator = useMemo(() => new Intl.Collator(locale, {numeric: true, sensitivity: 'base'}), [locale]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  if (manualSort && !onSortChange) {
    devWarn(
      'Table',
      'manualSort without onSortChange: the rows are never sorted again; sort them on each onSortChange.',
    );
  }
  // Sorted when the sort or the set of rows changes, not when a value does: an edited row stays where it is.
  const sortedFor =
    currentSort && sortedColumn && !manualSort
      ? JSON.stringify([currentSort, sortedColumn.type, sortedColumn.sortOrder ?? null, locale, rows.map(keyOf).sort()])
      : null;
  const [order, setOrder] = useState<RowOrder | null>(null);
  let visibleRows: readonly Row[] = rows;
  if (sortedFor !== null && currentSort && sortedColumn) {
    const next = keptOrder(
      order,
      sortedFor,
      () =>
        sortRows(
          rows,
          (row) => (row as Record<string, unknown>)[sortedColumn.id],
          sortedColumn.type,
          currentSort.direction,
          collator,
          sortedColumn.sortOrder,
        ),
      keyOf,
    );
    // Kept for the next render (React's pattern for state derived from props).
    if (next !== order) setOrder(next);
    visibleRows = inOrder(rows, next.keys, keyOf);
  }

  // react-aria's Table passes no aria-busy through to the element, so it is
  // set on the table here.
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    if (loading) table.setAttribute('aria-busy', 'true');
    else table.removeAttribute('aria-busy');
  }, [loading, tableRef]);

  const handleSortChange = (descriptor: SortDescriptor) => {
    const column = columns.find((candidate) => candidate.id === String(descriptor.column));
    if (!column) return;
    // react-aria starts every newly pressed column ascending; BUI starts it
    // in the column's natural order (dates newest first).
    const ordered = column.sortOrder !== undefined;
    const next = nextSort(currentSort, column.id, column.type, ordered);
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setAnnouncement(
      sortAnnouncement
        ? sortAnnouncement({...next, label: column.children})
        : describeSort(format, column.children, column.type, next.direction, ordered),
    );
  };

  const handleSelectionChange = (keys: Selection) => {
    const disabled = new Set(disabledRows ?? []);
    const ids =
      keys === 'all'
        ? visibleRows.map(keyOf).filter((id) => !disabled.has(id))
        : [...keys].map((key: Key) => String(key));
    if (selection === undefined) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };

  const renderCell = (row: Row, column: ColumnSpec<Row>): ReactNode => {
    if (column.render) return column.render(row);
    const value = (row as Record<string, unknown>)[column.id];
    if (isEmptyValue(value)) return <span className={styles.empty}>–</span>;
    if (column.type === 'date' && typeof value === 'string') return formatIsoDate(value, locale);
    if (column.type === 'number' && typeof value === 'number') return numberFormat.format(value);
    return String(value);
  };

  const selectionColumn = selectable && !showSkeleton;

  return (
    <div
      {...dataOf(rest)}
      className={classNames(styles.root, UNSAFE_className)}
      data-size={safeSize}
      data-layout={safeLayout}
      data-striped={striped || undefined}
      data-sticky={stickyHeader || undefined}
      data-refreshing={(loading && !showSkeleton) || undefined}
      data-selectable={selectionColumn || undefined}
      data-testid={testId}
    >
      <div id={labelId} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </div>
      {/* Present and empty from the first render, so the first sort's sentence is read (the live-region rule). */}
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
      <div className={styles.scroller}>
        <AriaTable
          {...ariaOf(rest)}
          ref={tableRef}
          aria-labelledby={labelId}
          className={styles.table}
          selectionMode={selectionColumn ? 'multiple' : 'none'}
          selectionBehavior="toggle"
          selectedKeys={new Set(currentSelection)}
          onSelectionChange={handleSelectionChange}
          disabledKeys={disabledRows ? new Set(disabledRows) : undefined}
          // Locked rows stay readable and focusable; only their selection is off.
          disabledBehavior="selection"
          sortDescriptor={currentSort ? {column: currentSort.column, direction: currentSort.direction} : undefined}
          onSortChange={handleSortChange}
        >
          <TableHeader className={styles.header}>
            {selectionColumn ? (
              <AriaColumn className={`${styles.column} ${styles.selectColumn}`}>
                <SelectionBox />
              </AriaColumn>
            ) : null}
            {columns.map((column, index) => (
              <AriaColumn
                key={column.id}
                id={column.id}
                isRowHeader={index === 0}
                allowsSorting={column.sortable}
                className={index === 0 ? `${styles.column} ${styles.pinned}` : styles.column}
                data-align={column.align}
                data-type={column.type}
              >
                {({sortDirection, allowsSorting}) => (
                  <span className={styles.columnContent}>
                    <span>{column.children}</span>
                    {allowsSorting ? (
                      <Icon
                        name={
                          sortDirection === 'ascending'
                            ? 'arrow-up'
                            : sortDirection === 'descending'
                              ? 'arrow-down'
                              : 'sort'
                        }
                        size="sm"
                        color={sortDirection ? undefined : 'muted'}
                        className={styles.sortIcon}
                      />
                    ) : null}
                  </span>
                )}
              </AriaColumn>
            ))}
          </TableHeader>
          <TableBody
            className={styles.body}
            renderEmptyState={() => <div className={styles.emptyState}>{emptyState ?? format('tableEmpty')}</div>}
          >
            {showSkeleton
              ? Array.from({length: skeletonCount}, (_, index) => (
                  <AriaRow key={`skeleton-${index}`} id={`skeleton-${index}`} className={styles.row} data-skeleton="">
                    {columns.map((column, columnIndex) => (
                      <AriaCell key={column.id} className={styles.cell} data-align={column.align}>
                        <span className={styles.skeleton} />
                        {/* The row header names each placeholder row, so no header cell is empty. */}
                        {columnIndex === 0 ? <span className={styles.visuallyHidden}>{format('loading')}</span> : null}
                      </AriaCell>
                    ))}
                  </AriaRow>
                ))
              : visibleRows.map((row) => (
                  <AriaRow key={keyOf(row)} id={keyOf(row)} className={styles.row}>
                    {selectionColumn ? (
                      <AriaCell className={`${styles.cell} ${styles.selectCell}`}>
                        <SelectionBox />
                      </AriaCell>
                    ) : null}
                    {columns.map((column, index) => (
                      <AriaCell
                        key={column.id}
                        className={index === 0 ? `${styles.cell} ${styles.pinned}` : styles.cell}
                        data-align={column.align}
                        data-type={column.type}
                        data-label={column.children}
                      >
                        {renderCell(row, column)}
                      </AriaCell>
                    ))}
                  </AriaRow>
                ))}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}

/** The selection check box of a row or of the header (select all); react-aria names it after the row. */
function SelectionBox(): ReactNode {
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({isSelected, isIndeterminate}) => (
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? <span className={styles.dash} /> : isSelected ? <Icon name="check" size="sm" /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * A data table on react-aria's `Table` (an ARIA grid: arrow keys move between
 * cells and rows, Space selects the focused row), with columns described by
 * `Table.Column` and rows from `rows`. Its ref and `aria-*` go to the table,
 * the grid `label` names; `data-*` and `UNSAFE_className` go to the outer
 * element, which also holds the label and the scrolling area.
 */
// forwardRef loses the row type parameter, so the cast gives it back.
// The part is attached in one pure expression rather than by assigning
// `Table.Column` after the declaration: an assignment is a module side effect,
// and a module with one cannot be dropped from pages that do not use it.
export const Table = /*#__PURE__*/ Object.assign(
  /* @__PURE__ */ forwardRef(TableRoot) as <Row extends object>(
    props: TableProps<Row> & RefAttributes<HTMLTableElement>,
  ) => ReactNode,
  {Column: TableColumn},
);
