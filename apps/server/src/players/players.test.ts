import type { PlayerDetail } from '@skinbox/api/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, playerLimits, sessions } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { apiCaller } from '../testing/api';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { operatorOn } from '../testing/operators';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { TEST_PASSWORD } from '../testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the players an operator looks after', () => {
  it('finds a player by id, mobile digits, nickname or invite code, masking the mobile by role', async () => {
    const player = await playerWithCoins(server, 5n);
    const finance = await operatorOn(server, ['finance']);
    const support = await operatorOn(server, ['support']);
    const mobile = player.mobile ?? '';
    for (const query of [String(player.userId), mobile.slice(-6)]) {
      const found = await finance.call<{ list: Array<{ userId: number; mobile: string }> }>(
        '/api/admin/players/search',
        { query },
      );
      const row = found.data.list.find((p) => p.userId === player.userId);
      expect(row?.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    }
    const whole = await support.call<{ list: Array<{ userId: number; mobile: string }> }>(
      '/api/admin/players/search',
      { query: String(player.userId) },
    );
    expect(whole.data.list.find((p) => p.userId === player.userId)?.mobile).toBe(mobile);
    const empty = await support.call('/api/admin/players/search', { query: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.msg).toBe('Enter a player id, mobile number, nickname or invite code');
  });

  it('bans: every session ends, sign-in is refused with a clear message, and a lift lets them in', async () => {
    const player = await playerWithCoins(server, 5n);
    const moderator = await operatorOn(server, ['moderator']);
    expect((await player.call('/api/user/getInfo')).status).toBe(200);
    const banned = await moderator.call('/api/admin/players/ban', {
      userId: player.userId,
      reason: 'chargeback fraud',
    });
    expect(banned.status).toBe(200);
    expect((await player.call('/api/user/getInfo')).status).toBe(401);
    const live = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.userId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await apiCaller(server)('/api/auth/login', {
      type: 'password',
      account: player.mobile,
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.msg).toBe(
      'This account has been suspended; contact customer service if you have questions',
    );
    const again = await moderator.call('/api/admin/players/ban', {
      userId: player.userId,
      reason: 'x',
    });
    expect(again.status).toBe(409);
    const detail = await moderator.call<PlayerDetail>('/api/admin/players/detail', {
      userId: player.userId,
    });
    expect(detail.data.player).toMatchObject({ banReason: 'chargeback fraud' });
    expect(detail.data.openSessions).toBe(0);

    await moderator.call('/api/admin/players/unban', {
      userId: player.userId,
      reason: 'appeal upheld',
    });
    const back = await apiCaller(server)('/api/auth/login', {
      type: 'password',
      account: player.mobile,
      password: TEST_PASSWORD,
    });
    expect(back.status).toBe(200);
  });

  it('adjusts a balance by a ledger row against a system account, never below zero', async () => {
    const player = await playerWithCoins(server, 10n);
    const finance = await operatorOn(server, ['finance']);
    const given = await finance.call<{ balance: string }>('/api/admin/players/adjustBalance', {
      userId: player.userId,
      currency: 'amount',
      amount: '5.25',
      account: 'house',
      reason: 'refund of a stuck battle',
    });
    expect(given.data.balance).toBe('15.25');
    const taken = await finance.call<{ balance: string }>('/api/admin/players/adjustBalance', {
      userId: player.userId,
      currency: 'amount',
      amount: '-15.25',
      account: 'promotions',
      reason: 'bonus given by mistake',
    });
    expect(taken.data.balance).toBe('0.00');
    const short = await finance.call('/api/admin/players/adjustBalance', {
      userId: player.userId,
      currency: 'amount',
      amount: '-0.01',
      account: 'house',
      reason: 'too much',
    });
    expect(short.status).toBe(409);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(0n);
    const rows = await server.database.db
      .select()
      .from(ledger)
      .where(eq(ledger.kind, 'admin.adjust'));
    expect(rows.filter((r) => r.userId === player.userId).map((r) => [r.cents, r.account])).toEqual(
      [
        [525n, 'house'],
        [-1525n, 'promotions'],
      ],
    );
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
    const page = await finance.call<{ list: Array<{ amount: string; kind: string }> }>(
      '/api/admin/players/ledger',
      { userId: player.userId, kind: 'admin' },
    );
    expect(page.data.list.map((r) => r.amount)).toEqual(['-15.25', '5.25']);
    const support = await operatorOn(server, ['support']);
    const refused = await support.call('/api/admin/players/adjustBalance', {
      userId: player.userId,
      currency: 'amount',
      amount: '1.00',
      account: 'house',
      reason: 'nice try',
    });
    expect(refused.status).toBe(403);
  });

  it('lets exactly as many racing takebacks through as the balance holds', async () => {
    const player = await playerWithCoins(server, 5n);
    const finance = await operatorOn(server, ['finance']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        finance.call('/api/admin/players/adjustBalance', {
          userId: player.userId,
          currency: 'amount',
          amount: '-1.00',
          account: 'house',
          reason: 'race',
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await getBalanceCents(server.database.db, player.userId, 'amount')).toBe(0n);
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });

  it('lists a player’s games and never shortens a running pause', async () => {
    const player = await playerWithCoins(server, 50n);
    await openForItems(player, await siteBoxId(server, 1), 2);
    const support = await operatorOn(server, ['support']);
    const games = await support.call<{
      total: number;
      list: Array<{ game: string; stake: string }>;
    }>('/api/admin/players/games', { userId: player.userId });
    expect(games.data.total).toBe(2);
    expect(games.data.list.map((g) => [g.game, g.stake])).toEqual([
      ['box', '1.00'],
      ['box', '1.00'],
    ]);
    const noPause = await support.call('/api/admin/players/endPause', {
      userId: player.userId,
      reason: 'asked',
    });
    expect(noPause.status).toBe(409);
    const paused = await player.call('/api/limits/pause', {
      kind: 'selfExclusion',
      length: 'month6',
    });
    expect(paused.status).toBe(200);
    const running = await support.call('/api/admin/players/endPause', {
      userId: player.userId,
      reason: 'the player asked nicely',
    });
    expect(running.status).toBe(409);
    expect(running.msg).toBe('A cool-off or self-exclusion cannot be ended before it runs out');
    await server.database.db
      .update(playerLimits)
      .set({ pausedUntil: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.userId, player.userId));
    const ended = await support.call('/api/admin/players/endPause', {
      userId: player.userId,
      reason: 'ran its course',
    });
    expect(ended.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(playerLimits)
      .where(eq(playerLimits.userId, player.userId));
    expect(row?.pausedUntil).toBeNull();
  });
});
