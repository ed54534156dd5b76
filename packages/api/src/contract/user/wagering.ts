import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { moneyString } from '../moneySchema';
import { noPayload } from '../page';

/**
 * Where the player stands with the lock on bonuses and gifts (issue 26, the server's wagering
 * feature): items leave the site after a first real payment, and once the turnover the bonuses
 * and gifts ask for (`multiple` times their value) has been made by opening boxes and in battles.
 */
export const wageringStanding = z.object({
  /** Whether the player ever paid (a recharge or a card). */
  paid: z.boolean(),
  /** The value of the bonuses and gifts still behind the lock's turnover. */
  locked: moneyString,
  /** The turnover they ask for in all. */
  required: moneyString,
  /** The turnover made so far (boxes opened, battle stakes settled). */
  turnover: moneyString,
  /** The turnover still to make before items may leave; "0.00" when none. */
  owed: moneyString,
  /** The turnover asked per coin of bonus or gift. */
  multiple: z.number().int().positive(),
});
export type WageringStanding = z.infer<typeof wageringStanding>;

export const wagering = defineEndpoint({
  path: '/api/user/wagering',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: wageringStanding,
});
