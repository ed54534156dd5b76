export { DATA_TABLE_SKELETON_ROWS, DataTable, type DataTableProps } from './DataTable';
export {
  compareValues,
  nextSort,
  pageRange,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableSort,
  type DataTableSortDirection,
  type DataTableValue,
} from './columns';
