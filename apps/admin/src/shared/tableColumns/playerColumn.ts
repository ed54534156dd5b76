import type { DataTableColumn } from '@skinbox/ui/console';

/** The player a row is about, as the console names one in a list: id, then nickname. */
export function playerColumn<Row extends { userId: number; nickName: string }>(
  header: string,
): DataTableColumn<Row> {
  return { id: 'player', header, value: (row) => `${row.userId} ${row.nickName}` };
}
