import type { DataTableColumn } from '@skinbox/ui/console';
import { dateTime } from '../format';

/**
 * A column of instants: sorted and filtered by the ISO string, shown in the console's language
 * (a dash where there is none yet).
 */
export function dateTimeColumn<Row>(
  id: string,
  header: string,
  at: (row: Row) => string | null,
  locale: string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    value: (row) => at(row) ?? '',
    cell: (row) => dateTime(at(row), locale),
  };
}
