import type { ReactNode } from 'react';

/** What a column sorts by: numbers and dates in order, text by the reader's language. */
export type DataTableValue = string | number | bigint | boolean | Date | null | undefined;

export type DataTableAlign = 'start' | 'center' | 'end';

/** One column of a DataTable over rows of type `Row`. */
export interface DataTableColumn<Row> {
  /** Stable key: sorting, the hidden-column list and the column menu name columns by it. */
  id: string;
  /** The header text, also the column's name in the column menu. */
  header: string;
  /** The cell's value: what the cell shows by default and what sorting compares. */
  value?: (row: Row) => DataTableValue;
  /** Renders the cell; defaults to the value as text (a date in the reader's format). */
  cell?: (row: Row) => ReactNode;
  /** The header becomes a sort button (needs `value` to sort on the client). */
  sortable?: boolean;
  /** The first press sorts descending (amounts, times: the largest or newest first). */
  sortDescFirst?: boolean;
  /**
   * Listed in the column menu so the operator may hide it.
   * @default true
   */
  hideable?: boolean;
  /** 'end' for amounts: right-aligned in tabular figures. */
  align?: DataTableAlign;
  /** A CSS width (number: pixels). */
  width?: number | string;
}

export type DataTableSortDirection = 'asc' | 'desc';

/** The column the rows are sorted by, or null for the order they came in. */
export type DataTableSort = { column: string; direction: DataTableSortDirection } | null;

/**
 * The sort after pressing `column`'s header: a new column starts ascending (descending with
 * `descFirst`), a second press turns it round, a third goes back to the rows' own order.
 */
export function nextSort(current: DataTableSort, column: string, descFirst = false): DataTableSort {
  const first: DataTableSortDirection = descFirst ? 'desc' : 'asc';
  if (current?.column !== column) return { column, direction: first };
  if (current.direction === first) return { column, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

const rank = (value: DataTableValue) => (value instanceof Date ? value.getTime() : value);

/**
 * Ascending order of two cell values; an empty value (null, undefined, an invalid date) sorts
 * after every other whatever the direction, which the table arranges.
 */
export function compareValues(
  a: DataTableValue,
  b: DataTableValue,
  collator: Intl.Collator,
): number {
  const left = rank(a);
  const right = rank(b);
  if (typeof left === 'string' && typeof right === 'string') return collator.compare(left, right);
  if (left === right) return 0;
  if (typeof left === 'string' || typeof right === 'string')
    return collator.compare(String(left), String(right));
  return (left as number | bigint | boolean) < (right as number | bigint | boolean) ? -1 : 1;
}

/** A value counts as empty when it shows nothing: no value, or an invalid date or number. */
export function isEmptyValue(value: DataTableValue): value is null | undefined {
  if (value === null || value === undefined) return true;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return typeof value === 'number' && Number.isNaN(value);
}

/** "21–40" of a server-paged list: the first and last row numbers the page shows, from 1. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
