import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarFrames, avatars, users } from '../db/schema';
import { credit } from '../money/ledger';
import { registerOverHttp } from '../testing/authFlow';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser, TEST_PASSWORD } from '../testing/users';

const en = { 'accept-language': 'en' };
const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const info = async (token: string) =>
  (await call<Record<string, never>>(server, '/api/user/getInfo', {}, { token })).body.data as
    | undefined
    | {
        userId: number;
        assets: Record<string, string | number>;
        base: Record<string, string | number>;
        ext: Record<string, string | boolean | number>;
        hasRegisterPacket: boolean;
        noReadMessages: number;
        reserveStatus: number;
      };

describe('getInfo', () => {
  it('refuses a visitor with 401', async () => {
    const response = await call(server, '/api/user/getInfo');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(401);
  });

  it('refuses a made-up token with 401', async () => {
    const response = await call(server, '/api/user/getInfo', {}, { token: 'forged' });
    expect(response.status).toBe(401);
  });

  it('shows a new player the whole user state of SPEC section 3', async () => {
    const { token, userId, mobile } = await registerOverHttp(server, { nickName: 'Bobby' });
    const data = await info(token);
    expect(data).toMatchObject({
      userId,
      assets: { amount: '0.00', ammon: '0.00', point: '0.00', spreadBoxCount: 0 },
      base: {
        account: mobile,
        mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        nickName: 'Bobby',
        platformId: 1,
        userType: 1,
        userLevel: 0,
      },
      ext: { isChangeInvitationCode: false, isChangeSpreadCode: false, steamUrl: '' },
      hasRegisterPacket: true,
      noReadMessages: 1,
      reserveStatus: 1,
    });
  });

  it('reads balances from the ledger', async () => {
    const { userId, token } = await createTestUser(server.database);
    await credit(server.database.db, {
      userId,
      currency: 'amount',
      cents: 1230n,
      kind: 'test',
      reference: 'test',
    });
    expect((await info(token))?.assets.amount).toBe('12.30');
  });

  it('derives the VIP level from growth and never lowers it', async () => {
    const { userId, token } = await createTestUser(server.database, { vipGrowth: 500_000n });
    expect((await info(token))?.base.userLevel).toBe(5);
    await server.database.db.update(users).set({ vipGrowth: 0n }).where(eq(users.id, userId));
    expect((await info(token))?.base.userLevel).toBe(5);
  });
});

describe('update', () => {
  it('changes nickname, sex and a stock avatar', async () => {
    const { token } = await createTestUser(server.database);
    const [avatar] = await server.database.db.select().from(avatars).limit(1);
    const response = await call(
      server,
      '/api/user/update',
      { nickName: 'NewName', sex: 2, avaterId: avatar?.id },
      { token },
    );
    expect(response.body.code).toBe(0);
    const data = await info(token);
    expect(data?.base.nickName).toBe('NewName');
    expect(data?.base.avater).toBe(avatar?.image);
    expect(data?.ext.sex).toBe(2);
  });

  it('refuses a frame above the player VIP level', async () => {
    const { token } = await createTestUser(server.database);
    const [frame] = await server.database.db
      .select()
      .from(avatarFrames)
      .where(eq(avatarFrames.vipLevel, 5));
    const response = await call(
      server,
      '/api/user/update',
      { avaterFrameId: frame?.id },
      { token, headers: en },
    );
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe('This avatar frame needs VIP5');
  });

  it('puts on a frame the level unlocks', async () => {
    const { token } = await createTestUser(server.database, { vipGrowth: 500_000n });
    const [frame] = await server.database.db
      .select()
      .from(avatarFrames)
      .where(eq(avatarFrames.vipLevel, 5));
    await call(server, '/api/user/update', { avaterFrameId: frame?.id }, { token });
    expect((await info(token))?.base.avaterFrame).toBe(frame?.image);
  });
});

describe('changePassword', () => {
  it('needs the current password', async () => {
    const { token } = await createTestUser(server.database);
    const response = await call(
      server,
      '/api/user/changePassword',
      { oldPassword: 'not-it', password: 'another1', confirmPassword: 'another1' },
      { token, headers: en },
    );
    expect(response.body).toEqual({ code: 400, msg: 'The current password is wrong' });
  });

  it('changes it and signs other devices out', async () => {
    const { token, mobile, userId } = await createTestUser(server.database);
    const other = await call<{ token: string }>(server, '/api/auth/login', {
      type: 'password',
      account: mobile,
      password: TEST_PASSWORD,
    });
    const response = await call(
      server,
      '/api/user/changePassword',
      { oldPassword: TEST_PASSWORD, password: 'another1', confirmPassword: 'another1' },
      { token },
    );
    expect(response.body.code).toBe(0);
    expect((await info(token))?.userId).toBe(userId);
    const otherInfo = await call(
      server,
      '/api/user/getInfo',
      {},
      { token: other.body.data?.token },
    );
    expect(otherInfo.status).toBe(401);
  });
});

describe('invite and spread codes', () => {
  it('binds an inviter once', async () => {
    const inviter = await createTestUser(server.database, { spreadCode: 'BOSS2024' });
    const other = await createTestUser(server.database, { spreadCode: 'OTHER999' });
    const { token, userId } = await createTestUser(server.database);
    const first = await call(
      server,
      '/api/user/changeInvitationCode',
      { invitationCode: 'boss2024' },
      { token },
    );
    expect(first.body.code).toBe(0);
    const second = await call(
      server,
      '/api/user/changeInvitationCode',
      { invitationCode: 'OTHER999' },
      { token, headers: en },
    );
    expect(second.body).toEqual({ code: 409, msg: 'The invite code can be changed only once' });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.inviterId).toBe(inviter.userId);
    expect(other.userId).not.toBe(row?.inviterId);
  });

  it('refuses the own code', async () => {
    const { token } = await createTestUser(server.database, { spreadCode: 'MYSELF11' });
    const response = await call(
      server,
      '/api/user/changeInvitationCode',
      { invitationCode: 'MYSELF11' },
      { token, headers: en },
    );
    expect(response.body).toEqual({ code: 400, msg: 'You cannot use your own invite code' });
  });

  it('changes the own spread code once and refuses a taken one', async () => {
    await createTestUser(server.database, { spreadCode: 'TAKEN123' });
    const { token } = await createTestUser(server.database);
    const taken = await call(
      server,
      '/api/user/changeSpreadCode',
      { spreadCode: 'taken123' },
      { token, headers: en },
    );
    expect(taken.body).toEqual({ code: 409, msg: 'This promotion code is already taken' });
    expect(
      (await call(server, '/api/user/changeSpreadCode', { spreadCode: 'Fresh777' }, { token })).body
        .code,
    ).toBe(0);
    const data = await info(token);
    expect(data?.ext).toMatchObject({ spreadCode: 'FRESH777', isChangeSpreadCode: true });
    const again = await call(
      server,
      '/api/user/changeSpreadCode',
      { spreadCode: 'Again777' },
      { token },
    );
    expect(again.status).toBe(409);
  });
});

describe('bindSteam', () => {
  it('binds a trade link once', async () => {
    const { token } = await createTestUser(server.database);
    expect(
      (await call(server, '/api/user/bindSteam', { steamUrl: TRADE_LINK }, { token })).body.code,
    ).toBe(0);
    expect((await info(token))?.ext.steamUrl).toBe(TRADE_LINK);
    const again = await call(
      server,
      '/api/user/bindSteam',
      { steamUrl: TRADE_LINK.replace('AbCdEf12', 'ZZZZZZZZ') },
      { token, headers: en },
    );
    expect(again.body).toEqual({ code: 409, msg: 'The trade link cannot be changed once bound' });
  });

  it('refuses a link that is not a Steam trade offer link', async () => {
    const { token } = await createTestUser(server.database);
    const response = await call(
      server,
      '/api/user/bindSteam',
      { steamUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=0&token=AbCdEf12' },
      { token, headers: en },
    );
    expect(response.body).toEqual({ code: 400, msg: 'The trade link format is wrong' });
  });
});

describe('registerReward', () => {
  it('opens the sign-up packet once and credits it through the ledger', async () => {
    const { token } = await registerOverHttp(server);
    const opened = await call<{ money: string }>(server, '/api/user/registerReward', {}, { token });
    expect(opened.body.data?.money).toBe('2.00');
    const data = await info(token);
    expect(data?.assets.amount).toBe('2.00');
    expect(data?.hasRegisterPacket).toBe(false);
    const again = await call(server, '/api/user/registerReward', {}, { token });
    expect(again.status).toBe(409);
  });
});
