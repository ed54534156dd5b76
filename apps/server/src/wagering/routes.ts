import { centsToMoney, user } from '@skinbox/api';
import { wagerMultipleFor } from '../economy/rules/wagering';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { wageringStanding } from './queries';

/** The player's standing with the lock on bonuses and gifts (issue 26), for the bag's panel. */
export function registerWagering({ app, db, config }: ModuleDeps) {
  const multiple = wagerMultipleFor(config.economy.BOX_RTP);
  route(app, user.wagering, async (_input, { userId }) => {
    const standing = await wageringStanding(db, userId, multiple);
    return {
      paid: standing.paid,
      locked: centsToMoney(standing.lockedCents),
      required: centsToMoney(standing.requiredCents),
      turnover: centsToMoney(standing.turnoverCents),
      owed: centsToMoney(standing.owedCents),
      multiple,
    };
  });
}
