import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles, configItem, crashChains, redPackets, rollRooms } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { operatorOn } from '../testing/operators';
import { playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { asc } from 'drizzle-orm';
import { boxes, catalogueItems } from '../db/schema';

/** Promotions, content and games from the back office: each checked, saved and audited. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('promotions, content and games', () => {
  it('refuses a rebate packet over the economy’s ceiling and closes one it made', async () => {
    const finance = await operatorOn(server, ['finance']);
    const over = await finance.call('/api/admin/promotions/createRedPacket', {
      setup: { kind: 'rebate', period: 'day', rate: 100, cap: '10.00' },
    });
    expect(over.status).toBe(400);
    expect(over.msg).toMatch(
      /rebate packets would pay \d+ basis points together; the economy allows 30/,
    );
    const lucky = await finance.call<{ packetId: number }>(
      '/api/admin/promotions/createRedPacket',
      {
        setup: { kind: 'lucky', period: 'week', min: '0.10', max: '0.50' },
        reason: 'weekly treat',
      },
    );
    expect(lucky.status).toBe(200);
    const listed = await finance.call<{ list: Array<{ id: number; terms: string }> }>(
      '/api/admin/promotions/redPackets',
      { status: 'active' },
    );
    expect(listed.data.list.find((p) => p.id === lucky.data.packetId)?.terms).toBe('0.10 to 0.50');
    await finance.call('/api/admin/promotions/closeRedPacket', { packetId: lucky.data.packetId });
    const [row] = await server.database.db
      .select()
      .from(redPackets)
      .where(eq(redPackets.id, lucky.data.packetId));
    expect(row?.status).toBe('closed');
  });

  it('makes a coupon, grants it and an exchange code of coins once', async () => {
    const finance = await operatorOn(server, ['finance']);
    const player = await playerWithCoins(server, 0n);
    const names = { zh: '券', en: 'Coupon', vi: 'Phiếu', ko: '쿠폰', tw: '券' };
    const coupon = await finance.call<{ couponId: number }>('/api/admin/promotions/createCoupon', {
      names,
      descriptions: { zh: '', en: '', vi: '', ko: '', tw: '' },
      amount: '5.00',
      minRecharge: '100.00',
      validDays: 7,
    });
    expect(coupon.status).toBe(200);
    const granted = await finance.call<{ granted: number }>('/api/admin/promotions/grantCoupon', {
      couponId: coupon.data.couponId,
      userIds: [player.userId, player.userId],
    });
    expect(granted.data.granted).toBe(1);
    const held = await player.call<{ usable: unknown[] }>('/api/coupon/list');
    expect(held.data.usable).toHaveLength(1);
    const code = await finance.call('/api/admin/promotions/createExchangeCode', {
      code: 'gift2026',
      coins: '1.50',
    });
    expect(code.status).toBe(200);
    const taken = await finance.call('/api/admin/promotions/createExchangeCode', {
      code: 'GIFT2026',
      coins: '1.50',
    });
    expect(taken.status).toBe(409);
    await player.call('/api/coupon/exchange', { code: 'GIFT2026' });
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(150n);
  });

  it('previews and saves a help page sanitised, and keeps owned settings to their pages', async () => {
    const content = await operatorOn(server, ['content']);
    const draft = {
      type: 'Contact',
      locale: 'en',
      content: '<p>Write to <a href="javascript:alert(1)">us</a></p><script>alert(2)</script>',
    };
    const preview = await content.call<{ content: string; removed: number }>(
      '/api/admin/content/previewArticle',
      draft,
    );
    expect(preview.data.content).not.toContain('script');
    expect(preview.data.content).not.toContain('javascript');
    expect(preview.data.removed).toBeGreaterThan(0);
    const saved = await content.call<{ articleId: number }>(
      '/api/admin/content/saveArticle',
      draft,
    );
    expect(saved.status).toBe(200);
    const owned = await content.call('/api/admin/content/setConfig', {
      itemKey: 'battleOfficialRooms',
      itemValue: '[]',
    });
    expect(owned.status).toBe(400);
    const badMoney = await content.call('/api/admin/content/setConfig', {
      itemKey: 'registerPacketAmount',
      itemValue: '-1.00',
    });
    expect(badMoney.status).toBe(400);
    const ok = await content.call('/api/admin/content/setConfig', {
      itemKey: 'serviceLink',
      itemValue: 'https://example.invalid/help',
    });
    expect(ok.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(configItem)
      .where(eq(configItem.itemKey, 'serviceLink'));
    expect(row?.itemValue).toBe('https://example.invalid/help');
    const modules = await content.call<Array<{ name: string; on: boolean }>>(
      '/api/admin/content/modules',
      {},
    );
    expect(modules.data).toHaveLength(24);
    await content.call('/api/admin/content/setModules', {
      modules: [{ name: 'Lucky', on: false }],
    });
    const after = await content.call<Array<{ name: string; on: boolean }>>(
      '/api/admin/content/modules',
      {},
    );
    expect(after.data.find((m) => m.name === 'Lucky')?.on).toBe(false);
  });

  it('opens an official battle and a roll room from the house, and rotates the crash chain', async () => {
    const content = await operatorOn(server, ['content']);
    const [battleBox] = await server.database.db
      .select()
      .from(boxes)
      .where(eq(boxes.type, 2))
      .orderBy(asc(boxes.priceCents))
      .limit(1);
    const battle = await content.call<{ battleId: number; seatCost: string }>(
      '/api/admin/games/createOfficialBattle',
      { boxes: [{ boxId: battleBox?.id, count: 2 }], seats: 2 },
    );
    expect(battle.status).toBe(200);
    const [room] = await server.database.db
      .select()
      .from(battles)
      .where(eq(battles.id, battle.data.battleId));
    expect(room?.kind).toBe('official');
    const siteBox = await content.call('/api/admin/games/createOfficialBattle', {
      boxes: [{ boxId: await siteBoxId(server, 1), count: 1 }],
      seats: 2,
    });
    expect(siteBox.msg).toBe('This battle box does not exist or is no longer available');

    const [item] = await server.database.db.select().from(catalogueItems).limit(1);
    const roll = await content.call<{ rollId: number; prizeValue: string }>(
      '/api/admin/games/createRollRoom',
      {
        name: 'Weekend roll',
        goodsIds: [item?.id, item?.id],
        cap: 100,
        drawAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    );
    expect(roll.status).toBe(200);
    const [made] = await server.database.db
      .select()
      .from(rollRooms)
      .where(eq(rollRooms.id, roll.data.rollId));
    expect(made?.kind).toBe('official');

    const owner = await operatorOn(server, ['owner']);
    const rotated = await owner.call<{ terminalHash: string; chain: { chainId: number } }>(
      '/api/admin/games/rotateCrashChain',
      { rounds: 50, saltSource: 'the hash of Bitcoin block 990000' },
    );
    expect(rotated.data.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    const chain = await owner.call<{ terminalHash: string; rounds: number; chain: { salt: null } }>(
      '/api/admin/games/crashChain',
      {},
    );
    expect(chain.data).toMatchObject({ terminalHash: rotated.data.terminalHash, rounds: 50 });
    expect(chain.data.chain.salt).toBeNull();
    const salted = await owner.call<{ chain: { salt: string } }>(
      '/api/admin/games/saltCrashChain',
      {
        chainId: rotated.data.chain.chainId,
        salt: '00000000000000000001a2b3',
      },
    );
    expect(salted.data.chain.salt).toBe('00000000000000000001a2b3');
    const twice = await owner.call('/api/admin/games/saltCrashChain', {
      chainId: rotated.data.chain.chainId,
      salt: 'another',
    });
    expect(twice.status).toBe(409);
    const [stored] = await server.database.db
      .select()
      .from(crashChains)
      .where(eq(crashChains.terminalHash, rotated.data.terminalHash));
    expect(stored?.length).toBe(50);
    const contentMayNot = await content.call('/api/admin/games/rotateCrashChain', {
      rounds: 5,
      saltSource: 'x',
    });
    expect(contentMayNot.status).toBe(403);
  });
});
