import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../auth/limits';
import { createExchangeCode } from '../coupons/setup';
import { battles, catalogueItems, rollRooms } from '../db/schema';
import { issueCardCodes } from '../recharge/cardCodes';
import { addPasswordPacket } from '../redpackets/setup';
import { ROLL_JOINS_PER_PLAYER } from '../roll/limits';
import { createRoom } from '../roll/actions';
import { rollJobs } from '../roll/jobs';
import { receiveCode } from '../testing/authFlow';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { TEST_PASSWORD, createTestUser } from '../testing/users';
import { GUESS_LIMITS } from './secretGuesses';
import { cheapestBattleBoxId } from '../testing/battleBoxes';

/**
 * Issue 27, "secrets guessable at speed": every call that checks a secret counts wrong guesses per
 * player and per target (the room, the card, or the address when the guess names no target), the
 * count taken before the check so parallel guesses cannot overshoot it, and a right answer is not
 * counted. Measured on main before the fix: red-packet passwords 134 guesses/s, exchange codes
 * 97/s, 200+ wrong room passwords, all without a 429.
 */
let server: TestServer;
let address = 0;
/** A fresh address for each test, so the per-address windows of one test leave the next alone. */
const freshAddress = () => `198.51.100.${(address += 1)}`;

interface Answer {
  status: number;
  code: number;
  msg: string;
}

function caller(token: string | null, from: string, locale = 'en') {
  return async (path: string, body: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale,
        'x-forwarded-for': from,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code: number; msg: string };
    return { status: response.status, ...json };
  };
}

async function player(from = freshAddress()) {
  const made = await playerWithCoins(server, 1000n);
  return { ...made, ask: caller(made.token, from) };
}

/** The statuses of `count` calls made one after another. */
async function inTurn(count: number, attempt: (i: number) => Promise<Answer>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await attempt(i)).status);
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('red-packet passwords', () => {
  const limits = GUESS_LIMITS.redPacketPassword;

  it(`answers ${limits.perPlayer.limit} parallel wrong guesses of one player, then 429`, async () => {
    const guesser = await player();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        guesser.ask('/api/redpacket/password', { password: `GUESS${i}` }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      400: limits.perPlayer.limit,
      429: 60 - limits.perPlayer.limit,
    });
    expect(answers.find((a) => a.status === 429)?.msg).toBe(
      'Too many wrong attempts; try again in 10 minutes',
    );
  });

  it('counts per address across players, and never counts a right password', async () => {
    await addPasswordPacket(server.database.db, {
      password: 'LUCKY2027',
      totalCents: 10_000n,
      count: 50,
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const from = freshAddress();
    const guessers = await Promise.all(Array.from({ length: 4 }, () => player(from)));
    const statuses: number[] = [];
    for (const guesser of guessers) {
      statuses.push(
        ...(await inTurn(limits.perPlayer.limit - 1, (i) =>
          guesser.ask('/api/redpacket/password', { password: `WRONG${i}` }),
        )),
      );
    }
    expect(tally(statuses)).toEqual({
      400: limits.perTarget.limit,
      429: 4 * (limits.perPlayer.limit - 1) - limits.perTarget.limit,
    });
    // Right passwords from a fresh address are never refused, however many players type them.
    const crowd = await Promise.all(Array.from({ length: 3 }, () => player(freshAddress())));
    for (const member of crowd) {
      for (let i = 0; i < 2; i++) {
        const answer = await member.ask('/api/redpacket/password', { password: 'LUCKY2027' });
        expect(answer.status).not.toBe(429);
      }
    }
  });
});

describe('exchange codes', () => {
  const limits = GUESS_LIMITS.exchangeCode;

  it(`answers ${limits.perPlayer.limit} wrong codes of one player, then 429, and a right code passes for others`, async () => {
    await createExchangeCode(server.database.db, {
      code: 'SPRING88',
      couponId: null,
      coinsCents: 88n,
      maxUses: null,
      endsAt: null,
    });
    const guesser = await player();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guesser.ask('/api/coupon/exchange', { code: `X${i}` })),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      404: limits.perPlayer.limit,
      429: 40 - limits.perPlayer.limit,
    });
    const other = await player();
    expect((await other.ask('/api/coupon/exchange', { code: 'SPRING88' })).code).toBe(0);
    // A used code is not a wrong guess either: the second try is 409 and counts nothing.
    for (let i = 0; i < limits.perPlayer.limit + 2; i++) {
      expect((await other.ask('/api/coupon/exchange', { code: 'SPRING88' })).status).toBe(409);
    }
  });
});

describe('battle-room passwords', () => {
  const limits = GUESS_LIMITS.battlePassword;
  let boxId: number;

  beforeAll(async () => {
    boxId = await cheapestBattleBoxId(server.database.db);
  });

  async function passwordRoom() {
    const host = await player();
    const created = await fetch(`${server.url}/api/battle/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
      body: JSON.stringify({
        boxes: [{ boxId, count: 1 }],
        seats: 8,
        mode: 'classic',
        password: 'open-sesame',
      }),
    });
    const body = (await created.json()) as { data: { battleId: number } };
    return body.data.battleId;
  }

  it('keeps the room password under a keyed hash, not scrypt', async () => {
    const battleId = await passwordRoom();
    const [room] = await server.database.db
      .select({ passwordHash: battles.passwordHash })
      .from(battles)
      .where(eq(battles.id, battleId));
    expect(room?.passwordHash).toMatch(/^hmac-sha256\$[\w-]{22}\$[\w-]{43}$/);
  });

  it(`answers ${limits.perPlayer.limit} parallel wrong passwords of one player, then 429`, async () => {
    const battleId = await passwordRoom();
    const guesser = await player();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        guesser.ask('/api/battle/join', { battleId, seat: 2, password: `guess-${i}` }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      409: limits.perPlayer.limit,
      429: 50 - limits.perPlayer.limit,
    });
  });

  it(`stops guesses at one room spread over accounts after ${limits.perTarget.limit}, and lets a guest with the password in before`, async () => {
    const battleId = await passwordRoom();
    const guest = await player();
    const joined = await guest.ask('/api/battle/join', {
      battleId,
      seat: 2,
      password: 'open-sesame',
    });
    expect(joined.code).toBe(0);
    const guessers = await Promise.all(Array.from({ length: 4 }, () => player()));
    const statuses: number[] = [];
    for (const guesser of guessers) {
      statuses.push(
        ...(await inTurn(limits.perPlayer.limit - 1, (i) =>
          guesser.ask('/api/battle/join', { battleId, seat: 3, password: `guess-${i}` }),
        )),
      );
    }
    expect(tally(statuses)).toEqual({
      409: limits.perTarget.limit,
      429: 4 * (limits.perPlayer.limit - 1) - limits.perTarget.limit,
    });
  });
});

describe('roll rooms', () => {
  const limits = GUESS_LIMITS.rollPassword;

  async function passwordRoom() {
    const items = await server.database.db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .orderBy(asc(catalogueItems.id))
      .limit(2);
    return createRoom(
      server.database.db,
      rollJobs(server.hub),
      {
        name: 'Guess me',
        password: 'open-sesame',
        cap: 100,
        drawAt: new Date(Date.now() + 3_600_000),
        prizes: { from: 'house', itemIds: items.map((item) => item.id) },
      },
      new Date(),
    );
  }

  it('keeps the room password under a keyed hash, and stops one player after the limit', async () => {
    const rollId = await passwordRoom();
    const [room] = await server.database.db
      .select({ passwordHash: rollRooms.passwordHash })
      .from(rollRooms)
      .where(eq(rollRooms.id, rollId));
    expect(room?.passwordHash).toMatch(/^hmac-sha256\$/);
    const guesser = await player();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        guesser.ask('/api/roll/join', { rollId, password: `guess-${i}` }),
      ),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({
      409: limits.perPlayer.limit,
      429: 50 - limits.perPlayer.limit,
    });
    const guest = await player();
    expect((await guest.ask('/api/roll/join', { rollId, password: 'open-sesame' })).code).toBe(0);
  });

  it(`takes at most ${ROLL_JOINS_PER_PLAYER.limit} joins of one player in a window, password or not`, async () => {
    const joiner = await player();
    const statuses = await inTurn(ROLL_JOINS_PER_PLAYER.limit + 3, () =>
      joiner.ask('/api/roll/join', { rollId: 2_000_000_000 }),
    );
    expect(tally(statuses)).toEqual({ 404: ROLL_JOINS_PER_PLAYER.limit, 429: 3 });
  });
});

describe('card codes', () => {
  const limits = GUESS_LIMITS.cardCode;

  it(`allows ${limits.perTarget.limit} wrong passwords per card and ${limits.perPlayer.limit} per player`, async () => {
    const [card] = await issueCardCodes(server.database.db, 1, 500n, 'guesses');
    if (!card) throw new Error('no card');
    const first = await player();
    const perCard = await inTurn(limits.perTarget.limit + 1, (i) =>
      first.ask('/api/recharge/card', { cardNo: card.cardNo, cardPassword: `WRONG${i}` }),
    );
    expect(tally(perCard)).toEqual({ 409: limits.perTarget.limit, 429: 1 });

    const second = await player();
    const perPlayer = await inTurn(limits.perPlayer.limit + 1, (i) =>
      second.ask('/api/recharge/card', {
        cardNo: String(1_000_000_000_000_000 + i),
        cardPassword: 'WRONGPASS1',
      }),
    );
    expect(tally(perPlayer)).toEqual({ 409: limits.perPlayer.limit, 429: 1 });
  });
});

describe('password sign-in spread over addresses', () => {
  it(`locks the account's passwords after ${LOGIN_FAILURES_PER_ACCOUNT.limit} failures from any addresses, with a translated message, and leaves sign-in by SMS code open`, async () => {
    const owner = await createTestUser(server.database);
    const statuses: number[] = [];
    for (let a = 0; a < 10; a++) {
      const from = freshAddress();
      statuses.push(
        ...(await inTurn(3, () =>
          caller(null, from)('/api/auth/login', {
            type: 'password',
            account: owner.mobile,
            password: 'wrong-pass',
          }),
        )),
      );
    }
    expect(tally(statuses)).toEqual({
      400: LOGIN_FAILURES_PER_ACCOUNT.limit,
      429: 30 - LOGIN_FAILURES_PER_ACCOUNT.limit,
    });
    const right = { type: 'password', account: owner.mobile, password: TEST_PASSWORD };
    const english = await caller(null, freshAddress())('/api/auth/login', right);
    expect(english).toMatchObject({
      status: 429,
      msg: 'Too many wrong passwords for this account: sign in with an SMS code, or try again in 60 minutes',
    });
    const chinese = await caller(null, freshAddress(), 'zh')('/api/auth/login', right);
    expect(chinese.msg).toBe('该账号密码错误次数过多，请使用短信验证码登录，或60分钟后再试');
    const code = await receiveCode(server, owner.mobile ?? '', 'login');
    const byCode = await caller(null, freshAddress())('/api/auth/login', {
      type: 'code',
      mobile: owner.mobile,
      code,
    });
    expect(byCode.code).toBe(0);
  });
});
