import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { centsToMoney } from '@skinbox/api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ledger, paymentNotifications, playerCoupons, rechargeOrders } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { runOps } from '../ops/run';
import { startFakePaymentProvider, type FakePaymentProvider } from '../payment/fake/fakeProvider';
import type { PaymentNotification } from '../payment/link/protocol';
import { signedHeaders } from '../payment/link/signature';
import { runDueJobs } from '../runtime/jobs';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { orderExpiryJob } from './orderExpiry';
import { bonusCents } from './rules/offers';

const MERCHANT = 'skinbox-test';
const SECRET = 'fake-pay-test-secret-0123456789abcdef';
const linkConfig = (endpoint: string, more: Record<string, string> = {}) =>
  loadConfig({
    PAYMENT_PROVIDER: 'link',
    PAYMENT_LINK_ENDPOINT: endpoint,
    PAYMENT_LINK_MERCHANT_ID: MERCHANT,
    PAYMENT_LINK_SECRET: SECRET,
    ...more,
  }).payment;

/** 100 coins and the bonus the offers give on them, in cents: what a paid 100.00 order credits. */
const HUNDRED = 10_000n;
const HUNDRED_CREDIT = HUNDRED + bonusCents(HUNDRED);

type Player = Awaited<ReturnType<typeof playerWithCoins>>;
interface PlacedOrder {
  orderId: number;
  status: string;
  credited: string;
  checkoutUrl: string | null;
  expiresAt: string | null;
}

describe('the payment-link provider (issue 26), against the fake provider', () => {
  let fake: FakePaymentProvider;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakePaymentProvider({ merchantId: MERCHANT, secret: SECRET });
    server = await startTestServer({ payment: linkConfig(fake.url) });
  });
  afterEach(async () => {
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const db = () => server.database.db;
  const balance = (player: Player) => getBalanceCents(db(), player.userId, 'amount');
  const place = async (player: Player, body: Record<string, unknown> = {}) => {
    const answer = await player.call<PlacedOrder>('/api/recharge/order', {
      method: 'alipay',
      amount: '100.00',
      ...body,
    });
    expect(answer.status).toBe(200);
    return answer.data;
  };
  const providerOrderId = async (orderId: number) => {
    const [row] = await db()
      .select({ id: rechargeOrders.providerOrderId })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.id, orderId));
    if (!row?.id) throw new Error(`order ${orderId} has no provider order`);
    return row.id;
  };
  /** A notification as the provider would sign it for `orderId`, with `changes`. */
  const notification = async (
    orderId: number,
    changes: Partial<PaymentNotification> = {},
  ): Promise<string> =>
    JSON.stringify({
      notifyId: `nt_${orderId}_${Math.random().toString(36).slice(2)}`,
      merchantId: MERCHANT,
      merchantOrderId: String(orderId),
      providerOrderId: await providerOrderId(orderId),
      status: 'paid',
      amount: '100.00',
      currency: 'CNY',
      occurredAt: new Date().toISOString(),
      ...changes,
    } satisfies PaymentNotification);
  const notify = async (body: string, headers = signedHeaders(SECRET, body)) => {
    const answer = await fetch(`${server.url}/api/payment/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, string> };
  };
  const orderStatus = async (player: Player, orderId: number) =>
    (await player.call<PlacedOrder>('/api/recharge/orderStatus', { orderId })).data;
  const notificationsOf = async (orderId: number) =>
    (
      await db()
        .select({ outcome: paymentNotifications.outcome })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderId, orderId))
    ).map((row) => row.outcome);

  it('opens the checkout page and credits the order only when the player pays on it', async () => {
    const player = await playerWithCoins(server, 0n);
    const placedAt = Date.now();
    const order = await place(player, { returnPath: '/m/openbox?boxId=1' });
    expect(order).toMatchObject({ status: 'pending', credited: '0.00' });
    expect(order.checkoutUrl).toMatch(new RegExp(`^${fake.url}/checkout/fp_[0-9a-f]{24}$`));
    // PAYMENT_LINK_ORDER_MINUTES, 30 by default.
    const expiresIn = Date.parse(order.expiresAt ?? '') - placedAt;
    expect(expiresIn).toBeGreaterThan(29.9 * 60_000);
    expect(expiresIn).toBeLessThan(30.1 * 60_000);
    expect(await balance(player)).toBe(0n);

    const checkoutUrl = order.checkoutUrl ?? '';
    const page = await fetch(checkoutUrl, { headers: { 'accept-language': 'en' } });
    const html = await page.text();
    expect(html).toContain('CNY 100.00');
    expect(html).toContain(`SkinBox recharge #${order.orderId}`);
    expect(html).toContain('>Pay</button>');

    const paid = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    const outcome = await paid.text();
    expect(outcome).toContain('Paid. The merchant has been notified.');
    // The checkout page sends the player back to the page they paid from.
    expect(outcome).toContain(`href="${server.url}/m/openbox?boxId=1"`);
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
    expect(await orderStatus(player, order.orderId)).toMatchObject({
      status: 'paid',
      credited: centsToMoney(HUNDRED_CREDIT),
      checkoutUrl: null,
    });

    // Pressing Pay again (a second tab, a reload) pays nothing more.
    await fetch(`${checkoutUrl}/pay`, { method: 'POST' });
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
    expect(await notificationsOf(order.orderId)).toEqual(['paid']);
  });

  it('closes the order unpaid when the player cancels on the checkout page', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const page = await fetch(`${order.checkoutUrl}/cancel`, {
      method: 'POST',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(await page.text()).toContain('支付已取消，未收取任何款项。');
    expect(await orderStatus(player, order.orderId)).toMatchObject({ status: 'cancelled' });
    // A payment the provider reports afterwards is refused: the provider refunds it.
    expect(await notify(await notification(order.orderId))).toEqual({
      status: 409,
      body: { error: 'orderClosed' },
    });
    expect(await balance(player)).toBe(0n);
  });

  it('sends the player back only to a page of the site', async () => {
    const player = await playerWithCoins(server, 0n);
    for (const returnPath of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const answer = await player.call('/api/recharge/order', {
        method: 'alipay',
        amount: '100.00',
        returnPath,
      });
      expect(answer.status).toBe(400);
    }
    expect(fake.orders.size).toBe(
      (await db().select().from(rechargeOrders).where(eq(rechargeOrders.provider, 'link'))).length,
    );
    const orders = await db()
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.userId, player.userId));
    expect(orders).toEqual([]);
  });

  it('answers only its own player about an order', async () => {
    const owner = await playerWithCoins(server, 0n);
    const other = await playerWithCoins(server, 0n);
    const order = await place(owner);
    const answer = await other.call('/api/recharge/orderStatus', { orderId: order.orderId });
    expect(answer).toMatchObject({ status: 404, msg: 'No such recharge order' });
  });

  it('refuses a forged notification and changes nothing', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const body = await notification(order.orderId);
    // Signed with another secret.
    const forged = signedHeaders('not-the-shared-secret-0123456789abcdef', body);
    expect(await notify(body, forged)).toEqual({ status: 401, body: { error: 'forged' } });
    // Signed right, then the amount changed on the way.
    const signed = signedHeaders(SECRET, body);
    const altered = body.replace('"amount":"100.00"', '"amount":"1000.00"');
    expect(await notify(altered, signed)).toEqual({ status: 401, body: { error: 'forged' } });
    // Unsigned, or the timestamp moved after signing.
    expect(await notify(body, {})).toEqual({ status: 401, body: { error: 'forged' } });
    const moved = { ...signed, 'x-pay-timestamp': String(Number(signed['x-pay-timestamp']) + 1) };
    expect(await notify(body, moved)).toEqual({ status: 401, body: { error: 'forged' } });

    expect(await orderStatus(player, order.orderId)).toMatchObject({ status: 'pending' });
    expect(await balance(player)).toBe(0n);
    expect(await notificationsOf(order.orderId)).toEqual([]);
  });

  it('refuses a notification signed outside the 300 s window', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const body = await notification(order.orderId);
    const late = signedHeaders(SECRET, body, new Date(Date.now() - 301_000));
    expect(await notify(body, late)).toEqual({ status: 401, body: { error: 'stale' } });
    const early = signedHeaders(SECRET, body, new Date(Date.now() + 301_000));
    expect(await notify(body, early)).toEqual({ status: 401, body: { error: 'stale' } });
    expect(await balance(player)).toBe(0n);
    // Just inside the window it counts.
    const recent = signedHeaders(SECRET, body, new Date(Date.now() - 290_000));
    expect(await notify(body, recent)).toEqual({ status: 200, body: { result: 'paid' } });
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
  });

  it('changes nothing when a notification is replayed', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const body = await notification(order.orderId);
    const headers = signedHeaders(SECRET, body);
    expect(await notify(body, headers)).toEqual({ status: 200, body: { result: 'paid' } });
    expect(await notify(body, headers)).toEqual({ status: 200, body: { result: 'duplicate' } });
    // Signed again by someone holding the bytes (a retry, or a replay within the window).
    expect(await notify(body)).toEqual({ status: 200, body: { result: 'duplicate' } });
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
    expect(await notificationsOf(order.orderId)).toEqual(['paid']);
  });

  it('refuses a signed notification whose amount, currency or order is not the order’s', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const other = await place(await playerWithCoins(server, 0n));
    for (const changes of [
      { amount: '1000.00' },
      { amount: '99.99' },
      { currency: 'USD' },
      { merchantId: 'another-merchant' },
      { merchantOrderId: String(other.orderId) },
    ]) {
      expect(await notify(await notification(order.orderId, changes))).toEqual({
        status: 409,
        body: { error: 'mismatch' },
      });
    }
    expect(
      await notify(await notification(order.orderId, { providerOrderId: 'fp_unknown' })),
    ).toEqual({ status: 404, body: { error: 'unknownOrder' } });
    expect(await orderStatus(player, order.orderId)).toMatchObject({ status: 'pending' });
    expect(await balance(player)).toBe(0n);
    expect(await notificationsOf(order.orderId)).toEqual([]);
    // The order still takes its true notification.
    expect(await notify(await notification(order.orderId))).toEqual({
      status: 200,
      body: { result: 'paid' },
    });
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
  });

  it('credits once for 50 concurrent copies of one notification', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const body = await notification(order.orderId);
    const headers = signedHeaders(SECRET, body);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(body, headers)));
    const results = answers.map((answer) => `${answer.status} ${answer.body.result}`).sort();
    expect(results).toEqual(['200 paid', ...Array<string>(49).fill('200 duplicate')].sort());
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
    const credits = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.reference, `order:${order.orderId}`)));
    expect(credits[0]?.count).toBe(bonusCents(HUNDRED) > 0n ? 2 : 1);
  });

  it('credits once for 50 concurrent notifications of one payment under different ids', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await place(player);
    const bodies = await Promise.all(Array.from({ length: 50 }, () => notification(order.orderId)));
    const answers = await Promise.all(bodies.map((body) => notify(body)));
    const results = answers.map((answer) => `${answer.status} ${answer.body.result}`).sort();
    expect(results).toEqual(['200 paid', ...Array<string>(49).fill('200 acknowledged')].sort());
    expect(await balance(player)).toBe(HUNDRED_CREDIT);
  });

  it('expires an order no notification paid by its job, which a later payment cannot credit', async () => {
    const player = await playerWithCoins(server, 0n);
    const [created] = await runOps(
      [
        'coupon-create',
        '--name',
        JSON.stringify({ zh: '满100送5', en: '5 on 100', vi: '5', ko: '5', tw: '滿100送5' }),
        '--amount',
        '5',
        '--min',
        '100',
        '--days',
        '30',
      ],
      server.database,
    );
    const couponId = Number(/coupon (\d+)/.exec(created ?? '')?.[1]);
    await runOps(
      ['coupon-grant', '--coupon', String(couponId), '--users', String(player.userId)],
      server.database,
    );
    const [held] = await db()
      .select({ id: playerCoupons.id })
      .from(playerCoupons)
      .where(eq(playerCoupons.userId, player.userId));
    const order = await place(player, { couponId: held?.id });
    const expiresAt = Date.parse(order.expiresAt ?? '');
    const couponStatus = async () =>
      (
        await db()
          .select({ status: playerCoupons.status, orderId: playerCoupons.orderId })
          .from(playerCoupons)
          .where(eq(playerCoupons.userId, player.userId))
      )[0];
    expect(await couponStatus()).toEqual({ status: 'used', orderId: order.orderId });

    await runDueJobs(db(), [orderExpiryJob], { now: new Date(expiresAt - 1_000) });
    expect(await orderStatus(player, order.orderId)).toMatchObject({ status: 'pending' });
    await runDueJobs(db(), [orderExpiryJob], { now: new Date(expiresAt) });
    expect(await orderStatus(player, order.orderId)).toMatchObject({
      status: 'expired',
      checkoutUrl: null,
    });
    // The coupon is the player's again.
    expect(await couponStatus()).toEqual({ status: 'unused', orderId: null });

    expect(await notify(await notification(order.orderId))).toEqual({
      status: 409,
      body: { error: 'orderClosed' },
    });
    expect(await balance(player)).toBe(0n);
    expect(await notificationsOf(order.orderId)).toEqual([]);
  });
});

describe('a payment-link provider that gives no link', () => {
  /** What the provider answers the next order: a body (signed unless told otherwise), or nothing. */
  let next: { answer: object; signed: boolean } | 'hang up' = 'hang up';
  let stub: Server;
  let server: TestServer;
  beforeAll(async () => {
    stub = createServer((request, response) => {
      if (next === 'hang up') return request.socket.destroy();
      const body = JSON.stringify(next.answer);
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(next.signed ? signedHeaders(SECRET, body) : {}),
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const { port } = stub.address() as AddressInfo;
    server = await startTestServer({ payment: linkConfig(`http://127.0.0.1:${port}`) });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => stub.close(resolve));
  });

  it.each([
    ['answers an empty link', { providerOrderId: 'fp_1', checkoutUrl: '' }, true],
    [
      'answers a link it did not sign',
      { providerOrderId: 'fp_2', checkoutUrl: 'http://x/' },
      false,
    ],
    ['answers no order', { error: 'merchant disabled' }, true],
  ])(
    'says "recharge link empty" when the provider %s, and fails the order',
    async (_case, answer, signed) => {
      next = { answer, signed };
      const player = await playerWithCoins(server, 0n);
      const placed = await player.call('/api/recharge/order', {
        method: 'alipay',
        amount: '100.00',
      });
      expect(placed).toMatchObject({
        status: 503,
        msg: 'The recharge link is empty, please contact customer service',
      });
      const orders = await server.database.db
        .select({ status: rechargeOrders.status })
        .from(rechargeOrders)
        .where(eq(rechargeOrders.userId, player.userId));
      expect(orders).toEqual([{ status: 'failed' }]);
      expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(0n);
    },
  );

  it('says "recharge link empty" in the player’s language when the provider hangs up', async () => {
    next = 'hang up';
    const player = await playerWithCoins(server, 0n);
    const answer = await fetch(`${server.url}/api/recharge/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.token}`,
        'accept-language': 'zh-CN',
      },
      body: JSON.stringify({ method: 'alipay', amount: '100.00' }),
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ code: 503, msg: '充值链接为空，请联系客服' });
  });
});
