import type { ScheduleLine } from '@skinbox/api/admin';

export type BoxLine = { boxId: number; count: number };

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/**
 * A battle's boxes as an operator types them, in round order: "12x2, 15" is box 12 twice, then
 * box 15 once. Null when a part is neither "id" nor "id x count"; the contract checks the limits.
 */
export function parseBoxLines(text: string): BoxLine[] | null {
  const parts = text.split(/[,，\s]+/).filter(Boolean);
  const lines = parts.map((part) => {
    const [id = '', count = '1', ...rest] = part.split(/[x×*]/i);
    return rest.length ? null : { boxId: wholeNumber(id), count: wholeNumber(count) };
  });
  return lines.every((line) => line && line.boxId > 0 && line.count > 0)
    ? (lines as BoxLine[])
    : null;
}

/** The typed form of `parseBoxLines`. */
export function formatBoxLines(lines: readonly BoxLine[]): string {
  return lines
    .map(({ boxId, count }) => (count === 1 ? `${boxId}` : `${boxId}x${count}`))
    .join(', ');
}

/** Catalogue item ids separated by commas or spaces, repeats kept; null when one is not an id. */
export function parseIds(text: string): number[] | null {
  const ids = text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(wholeNumber);
  return ids.every((id) => id > 0) ? ids : null;
}

/** A schedule line as the editor holds it: every field as typed. */
export interface ScheduleDraft {
  boxes: string;
  seats: string;
  mode: ScheduleLine['mode'];
  keep: string;
}

export const draftOf = (line: ScheduleLine): ScheduleDraft => ({
  boxes: formatBoxLines(line.boxes),
  seats: String(line.seats),
  mode: line.mode,
  keep: String(line.keep),
});

/** The schedule the drafts say, or the (1-based) number of the first line whose boxes do not read. */
export function scheduleOf(drafts: readonly ScheduleDraft[]): ScheduleLine[] | { badLine: number } {
  const lines: ScheduleLine[] = [];
  for (const [index, draft] of drafts.entries()) {
    const boxes = parseBoxLines(draft.boxes);
    if (!boxes) return { badLine: index + 1 };
    lines.push({ boxes, seats: Number(draft.seats), mode: draft.mode, keep: Number(draft.keep) });
  }
  return lines;
}
