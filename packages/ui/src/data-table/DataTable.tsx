import { css, keyframes, type Theme } from '@emotion/react';
import {
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useMemo, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useControllableValue } from '../hooks/useControllableValue';
import { Pagination } from '../pagination';
import { ColumnMenu } from './ColumnMenu';
import {
  compareValues,
  isEmptyValue,
  nextSort,
  pageRange,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableSort,
  type DataTableValue,
} from './columns';

/** Skeleton rows drawn while loading when no page size says how many. */
export const DATA_TABLE_SKELETON_ROWS = 5;

const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
});

type Features = typeof features;

export interface DataTableProps<Row extends RowData> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children'
> {
  /** Names the table for assistive technology ("Players", "Extractions"). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows to show: the current page when the table is paged. */
  rows: readonly Row[];
  /** A stable key per row (its id); the row's index when absent. */
  rowKey?: (row: Row) => string;
  /**
   * The current page, from 1. With `total` and `onPageChange` the table is paged on the server:
   * it shows `rows` as they are and in the order they came, and a sort asks the owner for rows.
   */
  page?: number;
  /** Rows on a page. */
  pageSize?: number;
  /** Rows in all, over every page. */
  total?: number;
  onPageChange?: (page: number) => void;
  /** The sort (controlled); null for the rows' own order. */
  sort?: DataTableSort;
  defaultSort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Ids of the columns not shown (controlled). */
  hiddenColumns?: readonly string[];
  defaultHiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** Draws skeleton rows instead of the rows and marks the table busy. */
  loading?: boolean;
  /** Shown in the body when there are no rows; defaults to 暂无数据 / No data… */
  empty?: ReactNode;
  /** Makes each row a target: pressed by mouse, or focused and Enter. */
  onRowClick?: (row: Row) => void;
  /**
   * The header row stays in view while the table's box scrolls (see `maxHeight`).
   * @default true
   */
  stickyHeader?: boolean;
  /** The table's box scrolls beyond this height (number: pixels), keeping its header in view. */
  maxHeight?: number | string;
  /** Beside the column menu, above the table: filters, search, actions. */
  toolbar?: ReactNode;
  /** The IANA time zone dates are written in by default (the site's); the reader's when absent. */
  timeZone?: string;
}

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const root = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
`;

const bar = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  & > [data-toolbar] {
    display: flex;
    flex: 1 1 auto;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
  }
`;

const scroller = (theme: Theme) => css`
  overflow: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const tableStyle = (theme: Theme, sticky: boolean) => css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  line-height: ${theme.lineHeight.normal};
  & th,
  & td {
    padding: ${theme.space.sm} ${theme.space.md};
    border-bottom: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: middle;
  }
  & tbody tr:last-of-type > td {
    border-bottom: 0;
  }
  & thead th {
    ${sticky ? 'position: sticky; top: 0; z-index: 1;' : ''}
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
    white-space: nowrap;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & tbody tr[data-clickable] {
    cursor: pointer;
  }
  & tbody tr[data-clickable]:hover > td {
    background: ${theme.color.surfaceRaised};
  }
  & tbody tr[data-clickable]:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
`;

const sortButton = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[data-sorted] {
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const skeleton = (theme: Theme) => css`
  display: block;
  height: 0.9em;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceRaised};
  animation: ${shimmer} 0.9s ${theme.motion.easeInOut} infinite alternate;
`;

const emptyCell = (theme: Theme) => css`
  padding: ${theme.space.xxl} ${theme.space.md} !important;
  color: ${theme.color.textMuted};
  text-align: center !important;
`;

const footer = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

function showValue(value: DataTableValue, intl: IntlShape, timeZone?: string): ReactNode {
  if (isEmptyValue(value)) return '';
  if (value instanceof Date)
    return intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (typeof value === 'number') return intl.formatNumber(value);
  return String(value);
}

function SortArrow({ direction }: { direction: 'asc' | 'desc' | false }) {
  return (
    <svg width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
      <path d="M4 0 8 5H0z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M4 12 0 7h8z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

/**
 * A data table for desktop consoles on TanStack Table: sortable headers (aria-sort), server-side
 * paging through the kit's Pagination, a menu to show and hide columns, skeleton rows while
 * loading, an empty line, clickable rows and a header that stays in view.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  rows,
  rowKey,
  page = 1,
  pageSize,
  total,
  onPageChange,
  sort,
  defaultSort = null,
  onSortChange,
  hiddenColumns,
  defaultHiddenColumns = [],
  onHiddenColumnsChange,
  loading = false,
  empty,
  onRowClick,
  stickyHeader = true,
  maxHeight,
  toolbar,
  timeZone,
  ...rest
}: DataTableProps<Row>) {
  const intl = useIntl();
  const [currentSort, setSort] = useControllableValue<DataTableSort>({
    value: sort,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });
  const [hidden, setHidden] = useControllableValue<readonly string[]>({
    value: hiddenColumns,
    defaultValue: defaultHiddenColumns,
    onChange: onHiddenColumnsChange && ((next) => onHiddenColumnsChange([...next])),
  });
  const paged = total !== undefined && onPageChange !== undefined;

  const collator = useMemo(() => new Intl.Collator(intl.locale, { numeric: true }), [intl.locale]);
  const definitions = useMemo<ColumnDef<Features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => {
          const value = column.value?.(row);
          return isEmptyValue(value) ? undefined : value;
        },
        enableSorting: Boolean(column.sortable && column.value),
        enableHiding: column.hideable ?? true,
        sortUndefined: 'last',
        sortFn: (a, b, id) =>
          compareValues(a.getValue<DataTableValue>(id), b.getValue<DataTableValue>(id), collator),
      })),
    [columns, collator],
  );
  const data = useMemo(() => [...rows], [rows]);
  const sorting = useMemo(
    () => (currentSort ? [{ id: currentSort.column, desc: currentSort.direction === 'desc' }] : []),
    [currentSort],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  );

  const table = useTable({
    features,
    columns: definitions,
    data,
    getRowId: rowKey ? (row: Row) => rowKey(row) : undefined,
    state: { sorting, columnVisibility },
    manualSorting: paged,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = table.getVisibleLeafColumns().flatMap((column) => byId.get(column.id) ?? []);
  const skeletonRows = pageSize ?? DATA_TABLE_SKELETON_ROWS;
  const bodyRows = table.getRowModel().rows;
  const range = paged && pageSize ? pageRange(page, pageSize, total) : null;

  const activate = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onRowClick?.(row);
  };

  const cellAlign = (align: DataTableAlign | undefined) => (align === 'start' ? undefined : align);

  return (
    <div css={root} {...rest}>
      <div css={bar}>
        <div data-toolbar="">{toolbar}</div>
        <ColumnMenu
          columns={columns.filter((column) => column.hideable ?? true)}
          hidden={hidden}
          visibleCount={visible.length}
          onChange={setHidden}
        />
      </div>
      <div
        css={scroller}
        style={maxHeight === undefined ? undefined : { maxHeight: length(maxHeight) }}
      >
        <table
          css={(theme: Theme) => tableStyle(theme, stickyHeader)}
          aria-label={label}
          aria-busy={loading}
          aria-rowcount={paged ? total + 1 : undefined}
        >
          <thead>
            <tr aria-rowindex={paged ? 1 : undefined}>
              {visible.map((column) => {
                const direction = currentSort?.column === column.id && currentSort.direction;
                const sortable = table.getColumn(column.id)?.getCanSort() ?? false;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={cellAlign(column.align)}
                    aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                    style={column.width === undefined ? undefined : { width: length(column.width) }}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        css={sortButton}
                        data-sorted={direction ? '' : undefined}
                        title={intl.formatMessage(
                          { id: 'ui.dataTable.sortBy' },
                          { column: column.header },
                        )}
                        onClick={() =>
                          setSort(nextSort(currentSort, column.id, column.sortDescFirst))
                        }
                      >
                        {column.header}
                        <SortArrow direction={direction || false} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden="true" data-skeleton="">
                  {visible.map((column) => (
                    <td key={column.id}>
                      <span
                        css={skeleton}
                        style={{ width: `${50 + ((index * 7 + column.id.length * 13) % 45)}%` }}
                      />
                    </td>
                  ))}
                </tr>
              ))
            ) : bodyRows.length === 0 ? (
              <tr>
                <td colSpan={visible.length} css={emptyCell}>
                  {empty ?? intl.formatMessage({ id: 'ui.dataTable.empty' })}
                </td>
              </tr>
            ) : (
              bodyRows.map((row, index) => (
                <tr
                  key={row.id}
                  // On a page of a longer list, the row's place in the whole list (header is 1).
                  aria-rowindex={
                    paged ? (page - 1) * (pageSize ?? rows.length) + index + 2 : undefined
                  }
                  data-clickable={onRowClick ? '' : undefined}
                  // A row is the target an operator expects to press; its cells stay readable
                  // as a table, so the row takes focus and Enter rather than becoming a button.
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick && (() => onRowClick(row.original))}
                  onKeyDown={onRowClick && ((event) => activate(event, row.original))}
                >
                  {visible.map((column) => (
                    <td key={column.id} data-align={cellAlign(column.align)}>
                      {column.cell
                        ? column.cell(row.original)
                        : showValue(column.value?.(row.original), intl, timeZone)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <span role="status" css={visuallyHidden}>
        {loading ? intl.formatMessage({ id: 'ui.dataTable.loading' }) : ''}
      </span>
      {paged && (
        <div css={footer}>
          <span>
            {range && intl.formatMessage({ id: 'ui.dataTable.range' }, { ...range, total })}
          </span>
          <Pagination
            value={page}
            totalItems={total}
            itemsPerPage={pageSize}
            forceEllipses
            onChange={onPageChange}
          />
        </div>
      )}
    </div>
  );
}
