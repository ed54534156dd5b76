import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { moneyString } from '../moneySchema';
import { isoDateTime, noPayload, pageOf, pageQuery } from '../page';

/** The daily sign-in and its week of awards; the server's signin feature. */

export const SIGNIN_REWARD_KINDS = ['amount', 'point'] as const;
export const signinRewardKind = z.enum(SIGNIN_REWARD_KINDS);

export const signin = defineEndpoint({
  path: '/api/user/signin',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    /** Consecutive days including today, 1 to 7 (the week of awards repeats). */
    day: z.number().int().min(1).max(7),
    kind: signinRewardKind,
    amount: moneyString,
  }),
});

export const signinAward = z.object({
  day: z.number().int().min(1).max(7),
  kind: signinRewardKind,
  amount: moneyString,
  signed: z.boolean(),
});

export const signinAwards = defineEndpoint({
  path: '/api/user/signinAwards',
  method: 'GET',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: z.object({
    signedToday: z.boolean(),
    consecutiveDays: z.number().int().nonnegative(),
    list: z.array(signinAward),
  }),
});

export const signinRewardRecords = defineEndpoint({
  path: '/api/user/signinRewardRecords',
  method: 'GET',
  channel: false,
  auth: 'required',
  request: pageQuery,
  response: pageOf(
    z.object({
      id: z.number().int().positive(),
      day: z.number().int().min(1).max(7),
      kind: signinRewardKind,
      amount: moneyString,
      createdAt: isoDateTime,
    }),
  ),
});
