import type { SigninAwards } from './useSigninScreen';

const AWARDS = [
  ['amount', '0.50'],
  ['point', '20.00'],
  ['amount', '1.00'],
  ['point', '50.00'],
  ['amount', '1.50'],
  ['point', '100.00'],
  ['amount', '3.00'],
] as const;

/** Two days signed in this cycle, today not yet. */
export function signinAwards(signedDays = 2, signedToday = false): SigninAwards {
  return {
    signedToday,
    consecutiveDays: signedDays,
    list: AWARDS.map(([kind, amount], i) => ({
      day: i + 1,
      kind,
      amount,
      signed: i < signedDays,
    })),
  };
}

export const SIGNIN_RECORDS = {
  list: [
    {
      id: 2,
      day: 2,
      kind: 'point' as const,
      amount: '20.00',
      createdAt: '2026-11-19T02:00:00.000Z',
    },
    {
      id: 1,
      day: 1,
      kind: 'amount' as const,
      amount: '0.50',
      createdAt: '2026-11-18T02:00:00.000Z',
    },
  ],
  total: 2,
};
