import { tradeContract, type ErrorKey } from '@skinbox/api';

/** 3 to 10 items per contract (GAMES.md section 5), checked before asking the server. */
export function contractRefusal(count: number): ErrorKey | null {
  if (count < tradeContract.CONTRACT_MIN_ITEMS) return 'errors.contractTooFew';
  if (count > tradeContract.CONTRACT_MAX_ITEMS) return 'errors.contractTooMany';
  return null;
}
