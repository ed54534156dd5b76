import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idNumber, realName as realNameField } from '../fields';
import { moneyString } from '../moneySchema';
import { noPayload } from '../page';

/** Real-name verification (SPEC sections 4 to 6); the server's realname feature. */

/** Seconds before a failed real-name check may be retried (SPEC section 5: 1 minute). */
export const REAL_NAME_RETRY_SECONDS = 60;

export const realNameStatus = z.object({
  isVerified: z.boolean(),
  /** Masked when verified, empty otherwise. */
  realName: z.string(),
  idNumber: z.string(),
  /** Seconds until another attempt is allowed; 0 when allowed now. */
  retryAfter: z.number().int().nonnegative(),
  /** The coins a successful verification gives (SPEC section 6). */
  rewardAmount: moneyString,
});
export type RealNameStatus = z.infer<typeof realNameStatus>;

/**
 * Submits name and ID number; a success pays the reward once, any attempt blocks the next for
 * 60 s, and an ID number verifies one account only.
 */
export const realName = defineEndpoint({
  path: '/api/user/realName',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ realName: realNameField, idNumber }),
  response: realNameStatus,
});

export const queryRealName = defineEndpoint({
  path: '/api/user/queryRealName',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: realNameStatus,
});
