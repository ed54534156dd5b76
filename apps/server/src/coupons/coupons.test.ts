import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getBalanceCents } from '../money/ledger';
import { runOps } from '../ops/run';
import { playerWithCoins } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';

interface Coupon {
  id: number;
  name: string;
  startAt: number;
  endAt: number;
  denominations: number;
  discount: number;
  originCondition: number;
  state: string;
}
type Player = Awaited<ReturnType<typeof playerWithCoins>>;

const names = (zh: string, en: string) => JSON.stringify({ zh, en, vi: en, ko: en, tw: zh });

describe('coupons and exchange codes', () => {
  const server = checkedTestServer();
  let cashCoupon: number;
  let discountCoupon: number;
  beforeAll(async () => {
    const [cash] = await runOps(
      [
        'coupon-create',
        '--name',
        names('满100送5', '5 on 100'),
        '--amount',
        '5',
        '--min',
        '100',
        '--days',
        '30',
      ],
      server().database,
    );
    cashCoupon = Number(/coupon (\d+)/.exec(cash ?? '')?.[1]);
    const [discount] = await runOps(
      [
        'coupon-create',
        '--name',
        names('充值98折', '2 % extra'),
        '--discount',
        '98',
        '--days',
        '7',
      ],
      server().database,
    );
    discountCoupon = Number(/coupon (\d+)/.exec(discount ?? '')?.[1]);
  });

  const coupons = async (player: Player) =>
    (await player.call<{ usable: Coupon[]; unusable: Coupon[] }>('/api/coupon/list')).data;
  const grant = (couponId: number, player: Player) =>
    runOps(
      ['coupon-grant', '--coupon', String(couponId), '--users', String(player.userId)],
      server().database,
    );
  const order = (player: Player, amount: string, couponId?: number) =>
    player.call<{ bonus: string; couponBonus: string; credited: string; status: string }>(
      '/api/recharge/order',
      { method: 'alipay', amount, ...(couponId ? { couponId } : {}) },
    );

  it('gives a player an operator’s coupon with SPEC’s fields in cents and seconds', async () => {
    const player = await playerWithCoins(server(), 0n);
    expect(await grant(cashCoupon, player)).toEqual([`coupon ${cashCoupon} given to 1 players`]);
    const { usable } = await coupons(player);
    expect(usable).toHaveLength(1);
    expect(usable[0]).toMatchObject({
      name: '5 on 100',
      denominations: 500,
      discount: 0,
      originCondition: 10_000,
      state: 'usable',
    });
    const coupon = usable[0] as Coupon;
    expect(coupon.endAt - coupon.startAt).toBe(30 * 86_400);
  });

  it('adds a cash coupon to a recharge of at least its minimum, once', async () => {
    const player = await playerWithCoins(server(), 0n);
    await grant(cashCoupon, player);
    const [coupon] = (await coupons(player)).usable;
    expect(await order(player, '50.00', coupon?.id)).toMatchObject({
      status: 409,
      msg: 'This coupon cannot be used for this recharge',
    });
    const paid = await order(player, '100.00', coupon?.id);
    expect(paid.data).toMatchObject({
      status: 'paid',
      bonus: '1.00',
      couponBonus: '5.00',
      credited: '106.00',
    });
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(10_600n);
    expect((await coupons(player)).unusable).toMatchObject([{ id: coupon?.id, state: 'used' }]);
    expect(await order(player, '100.00', coupon?.id)).toMatchObject({ status: 409 });
    const other = await playerWithCoins(server(), 0n);
    expect(await order(other, '100.00', coupon?.id)).toMatchObject({
      status: 404,
      msg: 'There is no such coupon',
    });
  });

  it('adds the share a discount coupon takes off (98 tenths: 2 %), and expires it after its days', async () => {
    const player = await playerWithCoins(server(), 0n);
    await grant(discountCoupon, player);
    await grant(discountCoupon, player);
    const [first, second] = (await coupons(player)).usable;
    expect((await order(player, '200.00', first?.id)).data).toMatchObject({
      couponBonus: '4.00',
      credited: '206.00',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(((second?.endAt ?? 0) + 1) * 1000));
    expect((await coupons(player)).unusable.map((c) => c.state).sort()).toEqual([
      'expired',
      'used',
    ]);
    expect(await order(player, '200.00', second?.id)).toMatchObject({ status: 409 });
  });

  it('refuses a coupon that would take a recharge past the bonus the lock allows, saying the limit', async () => {
    const create = (...terms: string[]) =>
      runOps(
        ['coupon-create', '--name', names('券', 'Coupon'), ...terms, '--days', '7'],
        server().database,
      );
    // The "88" (12 % off) credited 6000 on a 5000 recharge with the 8 % tier it stacked on.
    await expect(create('--discount', '88', '--min', '5000')).rejects.toThrow(
      'on a recharge of 5000 the coupon adds 600.00 to a bonus of 200.00; bonus and coupon together may add at most 6.90 % of a recharge, so this coupon at most 144.82 there (a higher --discount, or a higher --min)',
    );
    // 3 % off is within the limit at 100 (1 % tier) but not at 2000 and above (4 % tier).
    await expect(create('--discount', '97')).rejects.toThrow(
      'on a recharge of 2000 the coupon adds 60.00 to a bonus of 80.00',
    );
    // A cash coupon is measured where it weighs most: the smallest recharge it applies to.
    await expect(create('--amount', '3')).rejects.toThrow(
      'on a recharge of 10 the coupon adds 3.00 to a bonus of 0.00; bonus and coupon together may add at most 6.90 % of a recharge, so this coupon at most 0.68 there (a smaller --amount, or a higher --min)',
    );
    expect(await create('--amount', '3', '--min', '50')).toEqual([
      expect.stringMatching(/^coupon \d+ "券": adds 3.00 coins to a recharge of at least 50.00/),
    ]);
  });

  it('lets each player use an exchange code once, and at most its limit of players', async () => {
    expect(
      await runOps(
        ['exchange-code', '--code', 'ny2027', '--coins', '1.88', '--max-uses', '2'],
        server().database,
      ),
    ).toEqual(['exchange code NY2027: 1.88 coins, once per player, 2 players at most']);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => playerWithCoins(server(), 0n)));
    if (!a || !b || !c) throw new Error('no players');
    expect((await a.call('/api/coupon/exchange', { code: 'Ny2027' })).data).toEqual({
      kind: 'coins',
      amount: '1.88',
    });
    expect(await a.call('/api/coupon/exchange', { code: 'NY2027' })).toMatchObject({
      status: 409,
      msg: 'You have already used this exchange code',
    });
    expect((await b.call('/api/coupon/exchange', { code: 'NY2027' })).code).toBe(0);
    expect(await c.call('/api/coupon/exchange', { code: 'NY2027' })).toMatchObject({
      status: 409,
      msg: 'This exchange code has run out',
    });
    expect(await getBalanceCents(server().database.db, c.userId, 'amount')).toBe(0n);
  });

  it('gives a coupon for a coupon code, and refuses unknown and over-long codes', async () => {
    await runOps(
      ['exchange-code', '--code', 'COUPON5', '--coupon', String(cashCoupon)],
      server().database,
    );
    const player = await playerWithCoins(server(), 0n);
    const given = await player.call<{ kind: string; coupon: Coupon }>('/api/coupon/exchange', {
      code: 'coupon5',
    });
    expect(given.data).toMatchObject({
      kind: 'coupon',
      coupon: { name: '5 on 100', state: 'usable' },
    });
    expect((await coupons(player)).usable).toHaveLength(1);
    expect(await player.call('/api/coupon/exchange', { code: 'NOSUCHCODE' })).toMatchObject({
      status: 404,
      msg: 'This exchange code is not valid or has expired',
    });
    expect(await player.call('/api/coupon/exchange', { code: 'A'.repeat(21) })).toMatchObject({
      status: 400,
      msg: 'Enter an exchange code (at most 20 characters)',
    });
    await expect(
      runOps(['exchange-code', '--code', 'NY-2027', '--coins', '1'], server().database),
    ).rejects.toThrow('letters and digits, 1 to 20');
  });
});
