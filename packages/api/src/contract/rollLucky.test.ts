// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LUCKY_DEFAULT_CHANCE, LUCKY_MAX_CHANCE, LUCKY_MIN_CHANCE, tryLuck } from './lucky';
import { create, rollChannel } from './roll';

const room = {
  name: '周末福利',
  bagItemIds: [1, 2],
  cap: 100,
  drawAt: '2026-11-21T12:00:00.000Z',
};
const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('roll room contract', () => {
  it('takes a room with its conditions', () => {
    const parsed = create.request.parse({
      ...room,
      password: 'abc123',
      rechargeMin: '100',
      rechargeSince: '2026-11-01T00:00:00.000Z',
      vipLevel: 3,
    });
    expect(parsed).toMatchObject({ name: '周末福利', vipLevel: 3, rechargeMin: '100' });
  });

  it.each([
    [{ ...room, name: ' ' }, 'errors.rollName'],
    [{ ...room, name: 'x'.repeat(31) }, 'errors.rollName'],
    [{ ...room, bagItemIds: [] }, 'errors.rollPrizesEmpty'],
    [
      { ...room, bagItemIds: Array.from({ length: 51 }, (_, i) => i + 1) },
      'errors.rollPrizesLimit',
    ],
    [{ ...room, bagItemIds: [3, 3] }, 'errors.rollPrizeUnavailable'],
    [{ ...room, cap: 0 }, 'errors.rollCap'],
    [{ ...room, cap: 2001 }, 'errors.rollCap'],
    [{ ...room, vipLevel: 11 }, 'errors.rollVipCondition'],
    [{ ...room, rechargeMin: '100' }, 'errors.rollRechargeCondition'],
    [{ ...room, rechargeSince: '2026-11-01T00:00:00.000Z' }, 'errors.rollRechargeCondition'],
    [
      { ...room, rechargeMin: '0', rechargeSince: '2026-11-01T00:00:00.000Z' },
      'errors.rollRechargeCondition',
    ],
  ])('refuses %o with %s', (input, message) => {
    expect(refusal(create.request.safeParse(input))).toBe(message);
  });

  it('names a room channel roll:<id>', () => {
    expect(rollChannel(7)).toBe('roll:7');
  });
});

describe('lucky contract', () => {
  it('takes chances from 5 % (the default) to 80 % in whole percents', () => {
    expect([LUCKY_MIN_CHANCE, LUCKY_DEFAULT_CHANCE, LUCKY_MAX_CHANCE]).toEqual([5, 5, 80]);
    expect(tryLuck.request.parse({ goodsId: 1, chance: 80 })).toEqual({ goodsId: 1, chance: 80 });
    for (const chance of [4, 81, 5.5]) {
      expect(refusal(tryLuck.request.safeParse({ goodsId: 1, chance }))).toBe('errors.luckyChance');
    }
  });
});
