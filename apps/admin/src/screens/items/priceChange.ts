import type { catalogue } from '@skinbox/api/admin';
import type { z } from 'zod';

export type MovedBox = z.infer<typeof catalogue.movedBox>;

/** The override the price field asks for: empty goes back to the price model (null). */
export function overrideOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The enabled boxes the change would lift past the economy's ceiling: the server refuses the
 * price while there is one (errors.boxEconomy), so the screen says so before it is asked.
 */
export function boxesOverCeiling(boxes: readonly MovedBox[]): MovedBox[] {
  return boxes.filter((box) => box.enabled && box.overCeiling);
}
