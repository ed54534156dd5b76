import type { BoxSummary } from '@skinbox/api';
import type { MessageDescriptor } from 'react-intl';
import { homeMessages } from './messages';

/** The server's box categories (by price), cheapest first; anything else comes last as "other". */
export const BOX_CATEGORIES: { key: string; label: MessageDescriptor }[] = [
  { key: 'entry', label: homeMessages.categoryEntry },
  { key: 'classic', label: homeMessages.categoryClassic },
  { key: 'premium', label: homeMessages.categoryPremium },
  { key: 'legend', label: homeMessages.categoryLegend },
];

export interface BoxGroup {
  key: string;
  label: MessageDescriptor;
  boxes: BoxSummary[];
}

/** Groups boxes by category in the order above, dropping empty groups; keeps the list's order. */
export function groupBoxes(boxes: BoxSummary[]): BoxGroup[] {
  const known = new Set(BOX_CATEGORIES.map((c) => c.key));
  const groups: BoxGroup[] = BOX_CATEGORIES.map((c) => ({
    ...c,
    boxes: boxes.filter((box) => box.category === c.key),
  }));
  groups.push({
    key: 'other',
    label: homeMessages.categoryOther,
    boxes: boxes.filter((box) => !known.has(box.category)),
  });
  return groups.filter((group) => group.boxes.length > 0);
}
