import type { BoxCheck, BoxRow } from '@skinbox/api/admin';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxes, catalogueItems, ledger, openRecords } from '../db/schema';
import { MAX_BOX_RTP } from '../economy/rules/expectedReturn';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { operatorOn } from '../testing/operators';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { itemPriceCents } from './goods';

let server: TestServer;
let content: Awaited<ReturnType<typeof operatorOn>>;
/** Three catalogue items priced 0.20 .. a few coins, cheapest first. */
let items: Array<{ id: number; priceCents: bigint }>;
beforeAll(async () => {
  server = await startTestServer();
  content = await operatorOn(server, ['content']);
  const rows = await server.database.db
    .select({ id: catalogueItems.id, priceCents: itemPriceCents })
    .from(catalogueItems)
    .orderBy(asc(itemPriceCents), asc(catalogueItems.id));
  const priced = rows.map((r) => ({ id: r.id, priceCents: BigInt(r.priceCents) }));
  items = [
    priced[0],
    priced[Math.floor(priced.length / 4)],
    priced[Math.floor(priced.length / 2)],
  ].filter((i): i is { id: number; priceCents: bigint } => i !== undefined);
});
afterAll(() => server.close());

const names = { zh: '测试箱', en: 'Test box', vi: 'Hộp thử', ko: '테스트 상자', tw: '測試箱' };

describe('the box editor', () => {
  it('solves tickets for a target, shows the return, refuses what the economy refuses', async () => {
    const dearest = items[2]?.priceCents ?? 0n;
    const price = (dearest / 100n + 1n).toString() + '.00';
    const draft = {
      type: 1,
      category: 'classic',
      names,
      image: 'boxes/test.webp',
      price,
      solveFor: 0.5,
      contents: items.map((i) => ({ goodsId: i.id })),
    };
    const check = await content.call<BoxCheck>('/api/admin/catalogue/check', { draft });
    expect(check.data.accepted).toBe(true);
    expect(check.data.rtp).toBeCloseTo(0.5, 2);
    expect(check.data.contents.reduce((sum, c) => sum + c.tickets, 0)).toBe(100_000);
    expect(check.data.maxRtp).toBe(MAX_BOX_RTP);

    const greedy = await content.call<BoxCheck>('/api/admin/catalogue/check', {
      draft: { ...draft, solveFor: 0.95 },
    });
    expect(greedy.data.accepted).toBe(false);
    expect(greedy.data.refusal).toMatch(/^The return 0\.95\d+ passes the economy ceiling 0\.907/);
    const refused = await content.call('/api/admin/catalogue/saveBox', {
      draft: { ...draft, solveFor: 0.95 },
    });
    expect(refused.status).toBe(400);
    const badTickets = await content.call('/api/admin/catalogue/check', {
      draft: {
        ...draft,
        solveFor: undefined,
        contents: items.map((i) => ({ goodsId: i.id, tickets: 10 })),
      },
    });
    expect(badTickets.status).toBe(400);
    expect(badTickets.msg).toBe(
      "The items' tickets must add up to 100000 (or solve for a target return)",
    );
  });

  it('saves a box and the very next opening draws from the new table at the new price', async () => {
    const [site] = await server.database.db
      .select()
      .from(boxes)
      .where(eq(boxes.type, 1))
      .orderBy(asc(boxes.priceCents))
      .limit(1);
    if (!site) throw new Error('no site box');
    const only = items[0];
    const other = items[1];
    if (!only || !other) throw new Error('no items');
    // All but one ticket on one item: the next opening gives it (or, once in 100000, the other).
    const price = '5.00';
    const saved = await content.call<{ boxId: number; check: BoxCheck }>(
      '/api/admin/catalogue/saveBox',
      {
        boxId: site.id,
        reason: 'new season',
        draft: {
          type: 1,
          category: site.category,
          names,
          image: site.image,
          price,
          contents: [
            { goodsId: only.id, tickets: 99_999 },
            { goodsId: other.id, tickets: 1 },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);
    const box = await content.call<
      BoxRow & { contents: Array<{ goodsId: number; tickets: number }> }
    >('/api/admin/catalogue/box', { boxId: site.id });
    expect(box.data.contents.map((c) => [c.goodsId, c.tickets])).toEqual([
      [only.id, 99_999],
      [other.id, 1],
    ]);
    expect(box.data.price).toBe(price);

    const player = await playerWithCoins(server, 20n);
    const opened = await player.call<{ results: Array<{ bagItemId: number }> }>('/api/box/open', {
      boxId: site.id,
      count: 1,
    });
    expect(opened.status).toBe(200);
    const [record] = await server.database.db
      .select()
      .from(openRecords)
      .where(eq(openRecords.userId, player.userId));
    expect([only.id, other.id]).toContain(record?.itemId);
    expect(record?.boxPriceCents).toBe(500n);
    const debits = await server.database.db
      .select({ cents: ledger.cents })
      .from(ledger)
      .where(and(eq(ledger.userId, player.userId), eq(ledger.kind, 'box.open')));
    expect(debits).toEqual([{ cents: -500n }]);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);

    const withdrawn = await content.call('/api/admin/catalogue/setBoxEnabled', {
      boxId: site.id,
      enabled: false,
    });
    expect(withdrawn.status).toBe(200);
    const closed = await player.call('/api/box/open', { boxId: site.id, count: 1 });
    expect(closed.status).toBe(404);
  });

  it('shows the boxes a price moves and refuses one that lifts an enabled box over the ceiling', async () => {
    const [box] = await server.database.db
      .select()
      .from(boxes)
      .where(eq(boxes.enabled, true))
      .limit(1);
    const detail = await content.call<{ contents: Array<{ goodsId: number }> }>(
      '/api/admin/catalogue/box',
      {
        boxId: box?.id,
      },
    );
    const goodsId = detail.data.contents.at(-1)?.goodsId ?? 0;
    const preview = await content.call<{
      boxes: Array<{ boxId: number; rtpAfter: number; overCeiling: boolean }>;
    }>('/api/admin/catalogue/previewPrice', { goodsId, price: '999999.00' });
    expect(preview.data.boxes.some((b) => b.boxId === box?.id && b.overCeiling)).toBe(true);
    const refused = await content.call('/api/admin/catalogue/setPrice', {
      goodsId,
      price: '999999.00',
      reason: 'typo',
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toMatch(/^Box \d+ would return/);
    const [unchanged] = await server.database.db
      .select({ override: catalogueItems.overridePriceCents })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, goodsId));
    expect(unchanged?.override).toBeNull();
  });
});
