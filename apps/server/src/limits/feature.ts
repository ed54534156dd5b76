import type { Feature } from '../platform/feature';
import { limitRefusal } from './databaseRefusals';
import { registerLimitsRoutes } from './routes';

/**
 * Responsible gaming: the player's calls. The limits themselves hold where money moves: every
 * debit of the ledger (money/ledger.ts) and every roll (fairness/seedPairs.ts) pass
 * enforcement.ts, and so does every recharge before it is recorded (recharge/).
 */
export const limitsFeature: Feature = {
  name: 'limits',
  routes: registerLimitsRoutes,
  refusals: limitRefusal,
};
