import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SAFE_PRODUCTION_ENV } from '../testing/productionEnv';
import { runOps } from '../ops/run';
import { users } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { getBalanceCents } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { checkedTestServer } from '../testing/checkedTestServer';
import { issueCardCodes } from './cardCodes';
import { confirmRechargeOrder } from './actions';

describe('recharge', () => {
  const server = checkedTestServer();

  it('offers amounts with their bonus', async () => {
    const answer = await apiCaller(server())<{
      methods: Array<{ amounts: Array<{ amount: string; bonus: string }> }>;
    }>('/api/recharge/methods');
    expect(answer.data.methods[0]?.amounts).toContainEqual({ amount: '1000.00', bonus: '30.00' });
  });

  it('says when the payment provider is the sandbox, so the site can show it', async () => {
    const answer = await apiCaller(server())<{ sandbox: boolean }>('/api/recharge/methods');
    expect(answer.data.sandbox).toBe(true);
  });

  it('credits a sandbox order at once with its bonus and grows VIP 1 per coin', async () => {
    const player = await playerWithCoins(server(), 0n);
    const order = await player.call('/api/recharge/order', { method: 'alipay', amount: '100.00' });
    expect(order.data).toMatchObject({ status: 'paid', credited: '101.00', payment: '100.00' });
    const [row] = await server()
      .database.db.select({ vipGrowth: users.vipGrowth, vipLevel: users.vipLevel })
      .from(users)
      .where(eq(users.id, player.userId));
    expect(row).toEqual({ vipGrowth: 10000n, vipLevel: 1 });
  });

  it('credits an order once however often the provider confirms it', async () => {
    const player = await playerWithCoins(server(), 0n);
    const order = await player.call<{ orderId: number }>('/api/recharge/order', {
      method: 'wechat',
      amount: '50.00',
    });
    expect(await confirmRechargeOrder(server().database.db, order.data.orderId)).toBe(false);
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(5000n);
  });

  it('asks for an amount', async () => {
    const player = await playerWithCoins(server(), 0n);
    const answer = await player.call('/api/recharge/order', { method: 'alipay' });
    expect(answer).toMatchObject({ status: 400, msg: 'Choose an amount to recharge' });
  });

  it('asks for the trade link before a recharge', async () => {
    const player = await playerWithCoins(server(), 0n, false);
    const answer = await player.call('/api/recharge/order', { method: 'alipay', amount: '10.00' });
    expect(answer).toMatchObject({ status: 409, msg: 'Bind your trade link first' });
  });

  it('asks for the card number and password', async () => {
    const player = await playerWithCoins(server(), 0n);
    const answer = await player.call('/api/recharge/card', { cardNo: '', cardPassword: '' });
    expect(answer).toMatchObject({ status: 400, msg: 'Enter the card number and password' });
  });

  it('refuses a wrong card password', async () => {
    const player = await playerWithCoins(server(), 0n);
    const [card] = await issueCardCodes(server().database.db, 1, 1000n, 'test');
    const answer = await player.call('/api/recharge/card', {
      cardNo: card?.cardNo,
      cardPassword: 'WRONG',
    });
    expect(answer).toMatchObject({ status: 409, msg: 'Wrong card number or password' });
  });

  it('refuses a card that was used already', async () => {
    const [card] = await issueCardCodes(server().database.db, 1, 1000n, 'test');
    const body = { cardNo: card?.cardNo, cardPassword: card?.password };
    await (await playerWithCoins(server(), 0n)).call('/api/recharge/card', body);
    const second = await (await playerWithCoins(server(), 0n)).call('/api/recharge/card', body);
    expect(second).toMatchObject({ status: 409, msg: 'Wrong card number or password' });
  });
});

describe('recharge with PAYMENT_PROVIDER=manual', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      payment: loadConfig({ PAYMENT_PROVIDER: 'manual' }).payment,
    });
  });
  afterAll(() => server.close());

  it('credits nothing until an operator confirms the order, then credits it once', async () => {
    const methods = await apiCaller(server)<{ sandbox: boolean }>('/api/recharge/methods');
    expect(methods.data.sandbox).toBe(false);
    const player = await playerWithCoins(server, 0n);
    const order = await player.call<{ orderId: number }>('/api/recharge/order', {
      method: 'alipay',
      amount: '100.00',
    });
    expect(order.data).toMatchObject({ status: 'pending', credited: '0.00' });
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(0n);
    const confirm = ['recharge-confirm', '--order', String(order.data.orderId)];
    expect(await runOps(confirm, server.database)).toEqual([
      `order ${order.data.orderId}: paid, 101.00 credited to user ${player.userId}`,
    ]);
    expect(await runOps(confirm, server.database)).toEqual([
      `order ${order.data.orderId} is paid already: nothing credited`,
    ]);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(101_00n);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });
});

describe('a production server', () => {
  it('refuses to start on the sandbox payment provider', async () => {
    const config = loadConfig({ ...SAFE_PRODUCTION_ENV, NODE_ENV: 'production' });
    await expect(startTestServer({ payment: config.payment })).rejects.toThrow(
      /The sandbox payment provider pays every order without money/,
    );
  });

  it('starts on the sandbox when told explicitly, and pays orders at once', async () => {
    const config = loadConfig({
      ...SAFE_PRODUCTION_ENV,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    const server = await startTestServer({ payment: config.payment });
    try {
      const methods = await apiCaller(server)<{ sandbox: boolean }>('/api/recharge/methods');
      expect(methods.data.sandbox).toBe(true);
      const player = await playerWithCoins(server, 0n);
      const order = await player.call('/api/recharge/order', {
        method: 'alipay',
        amount: '100.00',
      });
      expect(order.data).toMatchObject({ status: 'paid', credited: '101.00' });
    } finally {
      await server.close();
    }
  });
});
