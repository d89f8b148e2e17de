export {Table, TableColumn, TABLE_SKELETON_ROWS, tableSizes, tableLayouts, tableColumnAligns} from './Table';
export type {
  TableProps,
  TableColumnProps,
  TableSize,
  TableLayout,
  TableColumnAlign,
  TableColumnType,
  TableSort,
  TableSortDirection,
} from './Table';
