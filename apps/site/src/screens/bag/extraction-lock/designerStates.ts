import type { WageringStanding } from '@skinbox/api';
import type { Layout } from '../../../layout/device';
import type { ExtractionLockViewProps } from './ExtractionLockView';
import { lockView } from './rules';

/** The standings designers review the panel in; an unlocked player sees no panel. */
export const DESIGNER_STANDINGS = {
  /** A new account that took its gifts and never paid: recharge first, and the turnover its gifts ask. */
  giftsOnly: {
    paid: false,
    locked: '4.69',
    required: '680.05',
    turnover: '4.00',
    owed: '676.05',
    multiple: 145,
  },
  /** A paying player with a bonus still to turn over. */
  bonusLeft: {
    paid: true,
    locked: '307.40',
    required: '44573.00',
    turnover: '21840.25',
    owed: '22732.75',
    multiple: 145,
  },
} satisfies Record<string, WageringStanding>;

/** The panel in a designer's standing, its recharge link in the layout's recharge page. */
export function designerState(
  state: keyof typeof DESIGNER_STANDINGS,
  layout: Layout = 'm',
): ExtractionLockViewProps {
  const standing = DESIGNER_STANDINGS[state];
  const view = lockView(standing);
  if (!view) throw new Error(`the ${state} standing unlocks the bag: it has no panel`);
  return { standing, view, rechargeHref: `/${layout}/recharge` };
}
