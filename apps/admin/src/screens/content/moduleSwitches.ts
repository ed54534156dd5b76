import type { content } from '@skinbox/api/admin';
import type { z } from 'zod';

export type ModuleRow = z.infer<typeof content.moduleRow>;

/** The switches with one module turned on or off; the others as they were. */
export function switchModule(rows: readonly ModuleRow[], name: string, on: boolean): ModuleRow[] {
  return rows.map((row) => (row.name === name ? { ...row, on } : row));
}

/** How many switches differ from what the server holds: the unsaved changes. */
export function changedModules(saved: readonly ModuleRow[], edited: readonly ModuleRow[]): number {
  const was = new Map(saved.map((row) => [row.name, row.on]));
  return edited.filter((row) => was.get(row.name) !== row.on).length;
}
