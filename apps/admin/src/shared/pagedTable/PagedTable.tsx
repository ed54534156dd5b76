import { ADMIN_PAGE_SIZE } from '@skinbox/api/admin';
import { DataTable, type DataTableProps } from '@skinbox/ui/console';
import type { Loaded } from '../useLoad';

/**
 * A table of one page of a paged admin list (the contract's page size): the loaded page's rows
 * and total; the skeleton only before the first answer, so a page change keeps the last rows.
 */
export function PagedTable<T extends object>({
  loaded,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'loading' | 'pageSize' | 'total'> & {
  loaded: Loaded<{ list: readonly T[]; total: number }>;
  page: number;
  onPageChange(page: number): void;
}) {
  return (
    <DataTable
      {...table}
      rows={loaded.data?.list ?? []}
      loading={loaded.loading && !loaded.data}
      pageSize={ADMIN_PAGE_SIZE}
      total={loaded.data?.total ?? 0}
    />
  );
}
