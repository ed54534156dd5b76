import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bagItems, deliveries, messages, reserveEvents } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { findMisplacedItems } from '../testing/itemInvariants';
import { operatorOn } from '../testing/operators';
import { openForItems, payingPlayer, playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { loadConfig } from '../config';
import { itemPriceCents } from '../catalogue/goods';
import { catalogueItems } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ payment: loadConfig({ PAYMENT_PROVIDER: 'manual' }).payment });
});
afterAll(() => server.close());

describe('the work queues', () => {
  it('support answers a ticket (an in-site message) and closes another; it may not touch money', async () => {
    const asker = await playerWithCoins(server, 1n);
    const quiet = await playerWithCoins(server, 1n);
    await asker.call('/api/support/send', { body: 'Where is my skin?' });
    await quiet.call('/api/support/send', { body: 'spam spam' });
    const support = await operatorOn(server, ['support']);
    const inbox = await support.call<{ list: Array<{ userId: number }> }>(
      '/api/admin/queues/supportInbox',
      {},
    );
    expect(inbox.data.list.map((t) => t.userId)).toEqual(
      expect.arrayContaining([asker.userId, quiet.userId]),
    );
    const answered = await support.call('/api/admin/queues/answerSupport', {
      userId: asker.userId,
      answer: 'It is on its way.',
    });
    expect(answered.status).toBe(200);
    const inbox2 = await support.call<{ list: Array<{ userId: number }> }>(
      '/api/admin/queues/supportInbox',
      {},
    );
    expect(inbox2.data.list.map((t) => t.userId)).not.toContain(asker.userId);
    const told = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, asker.userId));
    expect(told.some((m) => m.template === 'supportAnswer')).toBe(true);

    await support.call('/api/admin/queues/closeSupport', { userId: quiet.userId, reason: 'spam' });
    const inbox3 = await support.call<{ list: Array<{ userId: number }> }>(
      '/api/admin/queues/supportInbox',
      {},
    );
    expect(inbox3.data.list.map((t) => t.userId)).not.toContain(quiet.userId);
    await quiet.call('/api/support/send', { body: 'please answer' });
    const inbox4 = await support.call<{ list: Array<{ userId: number }> }>(
      '/api/admin/queues/supportInbox',
      {},
    );
    expect(inbox4.data.list.map((t) => t.userId)).toContain(quiet.userId);

    const money = await support.call('/api/admin/players/adjustBalance', {
      userId: asker.userId,
      currency: 'amount',
      amount: '1.00',
      account: 'house',
      reason: 'x',
    });
    expect(money.status).toBe(403);
  });

  it('cancels a pending extraction with its price in coins, and retries a failed one', async () => {
    const player = await payingPlayer(server, 20n);
    const [first, second] = await openForItems(player, await siteBoxId(server, 1), 2);
    await player.call('/api/user/extractGoods', { ids: [first, second] });
    const finance = await operatorOn(server, ['finance']);
    const pending = await finance.call<{ list: Array<{ deliveryId: number; bagItemId: number }> }>(
      '/api/admin/queues/extractions',
      { queue: 'pending', userId: player.userId },
    );
    expect(pending.data.list).toHaveLength(2);
    const one = pending.data.list.find((d) => d.bagItemId === first);
    const [item] = await server.database.db
      .select({ priceCents: itemPriceCents })
      .from(bagItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bagItems.itemId))
      .where(eq(bagItems.id, first ?? 0));
    const before = await getBalanceCents(server.database.db, player.userId, 'amount');
    const cancelled = await finance.call('/api/admin/queues/cancelExtraction', {
      deliveryId: one?.deliveryId,
      refund: 'coins',
      reason: 'out of stock at the provider',
    });
    expect(cancelled.status).toBe(200);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(
      before + BigInt(item?.priceCents ?? 0),
    );
    const again = await finance.call('/api/admin/queues/cancelExtraction', {
      deliveryId: one?.deliveryId,
      refund: 'item',
      reason: 'twice',
    });
    expect(again.status).toBe(409);

    const other = pending.data.list.find((d) => d.bagItemId === second);
    await server.database.db
      .update(deliveries)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(eq(deliveries.id, other?.deliveryId ?? 0));
    await server.database.db
      .update(bagItems)
      .set({ state: 'bag' })
      .where(and(eq(bagItems.id, second ?? 0), eq(bagItems.state, 'extracting')));
    const retried = await finance.call<{ deliveryId: number }>(
      '/api/admin/queues/retryExtraction',
      {
        deliveryId: other?.deliveryId,
      },
    );
    expect(retried.status).toBe(200);
    expect(retried.data.deliveryId).not.toBe(other?.deliveryId);
    const [state] = await server.database.db
      .select()
      .from(bagItems)
      .where(eq(bagItems.id, second ?? 0));
    expect(state?.state).toBe('extracting');
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    expect(await findMisplacedItems(server.database.db)).toEqual([]);
  });

  it('confirms a manual recharge once, with its payment reference in the audit log', async () => {
    const player = await playerWithCoins(server, 0n);
    const order = await player.call<{ orderId: number }>('/api/recharge/order', {
      method: 'alipay',
      amount: '100.00',
    });
    const finance = await operatorOn(server, ['finance']);
    const confirmed = await finance.call<{ auditId: number; credited: boolean }>(
      '/api/admin/queues/confirmRecharge',
      { orderId: order.data.orderId, paymentReference: 'ALI-2026-0001' },
    );
    expect(confirmed.data.credited).toBe(true);
    const twice = await finance.call('/api/admin/queues/confirmRecharge', {
      orderId: order.data.orderId,
      paymentReference: 'ALI-2026-0001',
    });
    expect(twice.status).toBe(409);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(101_00n);
    const [row] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, confirmed.data.auditId));
    expect(row?.after).toMatchObject({ paymentReference: 'ALI-2026-0001', credited: '101.00' });
  });

  it('announces a reservation and opens it early', async () => {
    const content = await operatorOn(server, ['content']);
    const names = { zh: '新箱', en: 'New box', vi: 'Hộp mới', ko: '새 상자', tw: '新箱' };
    const added = await content.call<{ eventId: number }>('/api/admin/queues/addReservation', {
      kind: 'event',
      names,
      details: { zh: '', en: '', vi: '', ko: '', tw: '' },
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(added.status).toBe(200);
    const opened = await content.call('/api/admin/queues/openReservation', {
      eventId: added.data.eventId,
    });
    expect(opened.status).toBe(200);
    const [event] = await server.database.db
      .select()
      .from(reserveEvents)
      .where(eq(reserveEvents.id, added.data.eventId));
    expect(event?.names.en).toBe('New box');
    const past = await content.call('/api/admin/queues/addReservation', {
      kind: 'event',
      names,
      details: names,
      opensAt: '2020-01-01T00:00:00.000Z',
    });
    expect(past.msg).toBe('The opening time has passed');
  });
});
