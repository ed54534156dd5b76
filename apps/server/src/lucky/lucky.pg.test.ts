import type { GoodsSummary, LuckyTry } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagItems, ledger, luckyTries, rolls } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { grantTestCoins } from '../testing/testGrant';

const TRIES = 50;
/** The player can pay for this many of the tries; the rest must be refused. */
const AFFORDABLE = 30;
const CHANCE = 20;

/** Lock contention needs real PostgreSQL: one player's tries racing on their balance and seeds. */
describe('lucky tries racing on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(`${TRIES} concurrent tries by one player pay exactly their cost each`, async () => {
    const db = server.database.db;
    const visitor = apiCaller(server);
    const page = await visitor<{ list: GoodsSummary[] }>('/api/lucky/goods', { minPrice: '10' });
    const target = page.data.list[0];
    if (!target) throw new Error('no lucky target');
    const detail = await visitor<{ costs: Array<{ chance: number; cost: string }> }>(
      '/api/lucky/detail',
      { goodsId: target.goodsId },
    );
    const cost = BigInt(
      Math.round(Number(detail.data.costs.find((c) => c.chance === CHANCE)?.cost) * 100),
    );
    const player = await playerWithCoins(server, 0n);
    await grantTestCoins(db, player.userId, cost * BigInt(AFFORDABLE), 'lucky race');

    const answers = await Promise.all(
      Array.from({ length: TRIES }, () =>
        player.call<LuckyTry>('/api/lucky/try', { goodsId: target.goodsId, chance: CHANCE }),
      ),
    );
    const paid = answers.filter((a) => a.code === 0);
    expect(paid).toHaveLength(AFFORDABLE);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(TRIES - AFFORDABLE);
    expect(await getBalanceCents(db, player.userId, 'amount')).toBe(0n);
    const charges = await db
      .select({ cents: ledger.cents })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.kind, 'lucky.try')));
    expect(charges).toHaveLength(AFFORDABLE);
    expect(charges.every((c) => c.cents === -cost)).toBe(true);
    // Every paid try has its own nonce, roll and record; every win exactly one bag item.
    const nonces = await db
      .select({ nonce: rolls.nonce })
      .from(rolls)
      .where(eq(rolls.userId, player.userId));
    expect(nonces.map((n) => n.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: AFFORDABLE }, (_, i) => i),
    );
    const tries = await db.select().from(luckyTries).where(eq(luckyTries.userId, player.userId));
    expect(tries).toHaveLength(AFFORDABLE);
    const bag = await db
      .select({ id: bagItems.id })
      .from(bagItems)
      .where(eq(bagItems.userId, player.userId));
    expect(bag.map((b) => b.id).sort()).toEqual(
      tries.flatMap((t) => (t.won ? [t.bagItemId] : [])).sort(),
    );
    expect(await findLedgerMismatches(db)).toEqual([]);
    console.info(
      `lucky race: ${TRIES} tries at ${CHANCE} %, ${AFFORDABLE} paid (${bag.length} won), ${TRIES - AFFORDABLE} refused`,
    );
  });
});
