import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarUploads, messages, users } from '../db/schema';
import { idNumberCheckCharacter } from '../realname/rules/idNumber';
import { MAX_STORED_MESSAGES } from '../messages/rules/retention';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { reviewAvatar } from '../avatars/actions';
import { sendMessage } from '../messages/actions';

const en = { 'accept-language': 'en' };
const adultIdOf = (first17: string) => first17 + idNumberCheckCharacter(first17);
const adultId = adultIdOf('11010519900307123');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function upload(token: string, bytes: Buffer, type = 'avatar') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'picture.png');
  const response = await fetch(`${server.url}/api/uploadfile?type=${type}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; msg: string; data?: { url: string } },
  };
}

describe('real-name verification', () => {
  it('verifies a valid adult ID once, pays the reward through the ledger and masks the answer', async () => {
    const { token, userId } = await createTestUser(server.database);
    const response = await call<Record<string, unknown>>(
      server,
      '/api/user/realName',
      { realName: '张三丰', idNumber: adultId },
      { token },
    );
    expect(response.body.data).toEqual({
      isVerified: true,
      realName: '张**',
      idNumber: `110${'*'.repeat(13)}${adultId.slice(-2)}`,
      retryAfter: 0,
      rewardAmount: '1.00',
    });
    const info = await call<{ assets: { amount: string } }>(
      server,
      '/api/user/getInfo',
      {},
      { token },
    );
    expect(info.body.data?.assets.amount).toBe('1.00');
    const again = await call(
      server,
      '/api/user/realName',
      { realName: '张三丰', idNumber: adultId },
      { token, headers: en },
    );
    expect(again.body).toEqual({ code: 409, msg: 'Real-name verification is already done' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.idNumber).toBe(adultId);
  });

  it('refuses a wrong check digit and makes the player wait a minute', async () => {
    const { token } = await createTestUser(server.database);
    const wrong = adultId.slice(0, 17) + (adultId[17] === '1' ? '2' : '1');
    const failed = await call(
      server,
      '/api/user/realName',
      { realName: '李四', idNumber: wrong },
      { token, headers: en },
    );
    expect(failed.body).toEqual({ code: 400, msg: 'Real-name verification failed' });
    const retry = await call(
      server,
      '/api/user/realName',
      { realName: '李四', idNumber: adultId },
      { token, headers: en },
    );
    expect(retry.status).toBe(429);
    expect(retry.body.msg).toMatch(/^Retry after (60|59) seconds$/);
    const status = await call<{ retryAfter: number; isVerified: boolean }>(
      server,
      '/api/user/queryRealName',
      {},
      { token },
    );
    expect(status.body.data?.isVerified).toBe(false);
    expect(status.body.data?.retryAfter).toBeGreaterThan(0);
  });

  it('lets the player retry after the minute has passed', async () => {
    const { token, userId } = await createTestUser(server.database);
    await server.database.db
      .update(users)
      .set({ realNameAttemptAt: new Date(Date.now() - 61_000) })
      .where(eq(users.id, userId));
    const response = await call(
      server,
      '/api/user/realName',
      // Another number: one ID number verifies one account.
      { realName: '王五', idNumber: adultIdOf('11010519900307131') },
      { token },
    );
    expect(response.body.code).toBe(0);
  });
});

describe('avatar upload and review', () => {
  it('refuses an upload below VIP5', async () => {
    const { token } = await createTestUser(server.database);
    const response = await upload(token, PNG);
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('Uploading an avatar needs VIP5 or higher');
  });

  it('refuses a file that is not a picture, whatever it is called', async () => {
    const { token } = await createTestUser(server.database, { vipGrowth: 500_000n });
    const response = await upload(token, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(response.status).toBe(415);
    expect(response.body.msg).toBe('Only images can be uploaded');
  });

  it('refuses a file over the size limit', async () => {
    const { token } = await createTestUser(server.database, { vipGrowth: 500_000n });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const response = await upload(token, big);
    expect(response.status).toBe(413);
  });

  it('stores a picture, serves it back and takes it through review', async () => {
    const { token, userId } = await createTestUser(server.database, { vipGrowth: 500_000n });
    const uploaded = await upload(token, PNG);
    const url = uploaded.body.data?.url ?? '';
    expect(url).toMatch(/^\/uploads\/avatar\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    await call(server, '/api/user/update', { uploadedAvater: url }, { token });
    const list = await call<{ avaterStatus: number; pendingAvater: string }>(
      server,
      '/api/user/getAvaterList',
      {},
      { token },
    );
    expect(list.body.data).toMatchObject({ avaterStatus: 1, pendingAvater: url });

    const [pending] = await server.database.db
      .select()
      .from(avatarUploads)
      .where(eq(avatarUploads.userId, userId));
    await reviewAvatar(server.database.db, pending?.id ?? 0, true, new Date());
    const info = await call<{ base: { avater: string }; avaterStatus: number }>(
      server,
      '/api/user/getInfo',
      {},
      { token },
    );
    expect(info.body.data).toMatchObject({ base: { avater: url }, avaterStatus: 2 });
  });

  it("refuses to submit another player's upload", async () => {
    const owner = await createTestUser(server.database, { vipGrowth: 500_000n });
    const thief = await createTestUser(server.database, { vipGrowth: 500_000n });
    const url = (await upload(owner.token, PNG)).body.data?.url;
    const response = await call(
      server,
      '/api/user/update',
      { uploadedAvater: url },
      { token: thief.token },
    );
    expect(response.status).toBe(404);
  });
});

describe('avatar frames', () => {
  it('marks the frames the VIP level unlocks', async () => {
    const { token } = await createTestUser(server.database, { vipGrowth: 300_000n });
    const frames = await call<{ vipLevel: number; unlocked: boolean }[]>(
      server,
      '/api/user/getAvaterFrameList',
      {},
      { token },
    );
    for (const frame of frames.body.data ?? []) expect(frame.unlocked).toBe(frame.vipLevel <= 4);
  });
});

describe('VIP rewards', () => {
  it('pays a reached level once and refuses a level not reached', async () => {
    const { token } = await createTestUser(server.database, { vipGrowth: 50_000n });
    const list = await call<{
      currentLevel: number;
      list: { level: number; rewardState: string }[];
    }>(server, '/api/user/getVipLevelList', {}, { token });
    expect(list.body.data?.currentLevel).toBe(2);
    expect(list.body.data?.list.map((l) => l.rewardState).slice(0, 3)).toEqual([
      'claimable',
      'claimable',
      'locked',
    ]);
    const paid = await call<{ amount: string }>(
      server,
      '/api/user/getVipReward',
      { level: 2 },
      { token },
    );
    expect(paid.body.data?.amount).toBe('3.00');
    expect((await call(server, '/api/user/getVipReward', { level: 2 }, { token })).status).toBe(
      409,
    );
    const locked = await call(
      server,
      '/api/user/getVipReward',
      { level: 3 },
      { token, headers: en },
    );
    expect(locked.body).toEqual({ code: 403, msg: 'You have not reached this VIP level yet' });
  });

  it('shows visitors the table at level 0', async () => {
    const list = await call<{ currentLevel: number; list: unknown[] }>(
      server,
      '/api/user/getVipLevelList',
    );
    expect(list.body.data?.currentLevel).toBe(0);
    expect(list.body.data?.list).toHaveLength(10);
  });
});

describe('messages', () => {
  it('lists, reads and deletes only the own messages', async () => {
    const me = await createTestUser(server.database);
    const other = await createTestUser(server.database);
    await sendMessage(server.database.db, me.userId, { template: 'welcome' });
    await sendMessage(server.database.db, other.userId, { title: 'secret', content: 'for other' });
    const [theirs] = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, other.userId));

    const page = await call<{ list: { id: number; title: string }[]; noReadMessages: number }>(
      server,
      '/api/user/getMessage',
      { page: 1, pageSize: 10 },
      { token: me.token, headers: en },
    );
    expect(page.body.data?.list.map((m) => m.title)).toEqual(['Welcome to SkinBox']);
    expect(page.body.data?.noReadMessages).toBe(1);

    // Another player's message id changes nothing.
    await call(server, '/api/user/readyMessage', { ids: [theirs?.id] }, { token: me.token });
    const [still] = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, theirs?.id ?? 0));
    expect(still?.isRead).toBe(false);

    const read = await call<{ noReadMessages: number }>(
      server,
      '/api/user/readyMessage',
      { ids: page.body.data?.list.map((m) => m.id) },
      { token: me.token },
    );
    expect(read.body.data?.noReadMessages).toBe(0);
    const deleted = await call<{ deleted: number }>(
      server,
      '/api/user/delReadyMessage',
      {},
      { token: me.token },
    );
    expect(deleted.body.data?.deleted).toBe(1);
    const theirsLeft = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, other.userId));
    expect(theirsLeft).toHaveLength(1);
  });

  it(`keeps at most ${MAX_STORED_MESSAGES} messages, deleting read ones first`, async () => {
    const { userId } = await createTestUser(server.database);
    const base = Date.now() - 10_000_000;
    await server.database.db.insert(messages).values(
      Array.from({ length: MAX_STORED_MESSAGES }, (_, i) => ({
        userId,
        title: `m${i}`,
        content: '',
        isRead: i === 500,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await sendMessage(server.database.db, userId, { title: 'newest', content: '' });
    const left = await server.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId));
    expect(left).toHaveLength(MAX_STORED_MESSAGES);
    expect(left.some((m) => m.title === 'm500')).toBe(false);
    expect(left.some((m) => m.title === 'm0')).toBe(true);
  });
});
