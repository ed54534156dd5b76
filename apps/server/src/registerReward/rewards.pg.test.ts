import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, stickers } from '../db/schema';
import { findLedgerMismatches } from '../testing/ledgerInvariants';
import { idNumberCheckCharacter } from '../realname/rules/idNumber';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { grantSticker } from '../stickers/actions';

/** Each one-off reward is paid exactly once even when the player fires many requests at once. */
const PARALLEL = 8;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function burst(path: string, payload: unknown, token: string) {
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, () => call(server, path, payload, { token })),
  );
  return responses.filter((response) => response.body.code === 0).length;
}

async function ledgerRows(userId: number) {
  return server.database.db.select().from(ledger).where(eq(ledger.userId, userId));
}

describe('one-off rewards under concurrent requests', () => {
  it('pays the register packet once', async () => {
    const { token, userId } = await createTestUser(server.database);
    expect(await burst('/api/user/registerReward', {}, token)).toBe(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('pays a VIP level reward once', async () => {
    const { token, userId } = await createTestUser(server.database, { vipGrowth: 10_000n });
    expect(await burst('/api/user/getVipReward', { level: 1 }, token)).toBe(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('signs in once a day', async () => {
    const { token, userId } = await createTestUser(server.database);
    expect(await burst('/api/user/signin', {}, token)).toBe(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('verifies a real name once', async () => {
    const { token, userId } = await createTestUser(server.database);
    const first17 = '11010519900307123';
    const idNumber = first17 + idNumberCheckCharacter(first17);
    expect(await burst('/api/user/realName', { realName: '张三', idNumber }, token)).toBe(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('pays the sticker album once', async () => {
    const { token, userId } = await createTestUser(server.database);
    const all = await server.database.db.select({ id: stickers.id }).from(stickers);
    for (const { id } of all) {
      await grantSticker(server.database.db, userId, id, 1);
      await call(server, '/api/user/activateSticker', { id }, { token });
    }
    expect(await burst('/api/user/stickerReward', {}, token)).toBe(1);
    expect(await ledgerRows(userId)).toHaveLength(1);
  });

  it('keeps every balance equal to its ledger', async () => {
    expect(await findLedgerMismatches(server.database.db)).toEqual([]);
  });
});
