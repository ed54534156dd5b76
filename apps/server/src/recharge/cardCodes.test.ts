import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../platform/password';
import { cardCodes } from '../db/schema';
import { getBalanceCents } from '../money/ledger';
import { call } from '../testing/http';
import { TEST_TRADE_LINK as TRADE_LINK } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { issueCardCodes } from './cardCodes';

const en = { 'accept-language': 'en' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function storedHash(cardNo: string) {
  const [row] = await server.database.db
    .select({ passwordHash: cardCodes.passwordHash })
    .from(cardCodes)
    .where(eq(cardCodes.cardNo, cardNo));
  return row?.passwordHash ?? '';
}

async function redeem(cardNo: string, cardPassword: string) {
  const player = await createTestUser(server.database, { steamUrl: TRADE_LINK });
  const answer = await call(
    server,
    '/api/recharge/card',
    { cardNo, cardPassword },
    { token: player.token, headers: en },
  );
  return { ...answer, userId: player.userId };
}

describe('card passwords (issue 13 #11)', () => {
  it('are stored as salted scrypt hashes, never as their SHA-256', async () => {
    const cards = await issueCardCodes(server.database.db, 2, 500n, 'hashing');
    const hashes = await Promise.all(cards.map((card) => storedHash(card.cardNo)));
    for (const [i, card] of cards.entries()) {
      const hash = hashes[i] ?? '';
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(hash).not.toContain(createHash('sha256').update(card.password).digest('hex'));
      expect(await verifyPassword(card.password, hash)).toBe(true);
    }
    // Each hash has a salt of its own: the same password would not give the same hash.
    const salts = hashes.map((hash) => hash.split('$')[4]);
    expect(new Set(salts).size).toBe(2);
  });

  it('redeems a card found by its number when the password matches its hash', async () => {
    const [card] = await issueCardCodes(server.database.db, 1, 1234n, 'redeem');
    const answer = await redeem(card?.cardNo ?? '', card?.password ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ credited: '12.34', amount: '12.34' });
  });

  it('refuses a wrong password for a real card number and credits nothing', async () => {
    const [card] = await issueCardCodes(server.database.db, 1, 1000n, 'wrong');
    const answer = await redeem(card?.cardNo ?? '', `${card?.password ?? ''}0`);
    expect(answer.body).toEqual({ code: 409, msg: 'Wrong card number or password' });
    expect(await getBalanceCents(server.database.db, answer.userId, 'amount')).toBe(0n);
    const later = await redeem(card?.cardNo ?? '', card?.password ?? '');
    expect(later.status).toBe(200);
  });

  it('refuses an unknown card number with the same message', async () => {
    const answer = await redeem('9999999999999999', 'ABCDEF123456');
    expect(answer.body).toEqual({ code: 409, msg: 'Wrong card number or password' });
  });

  it('still redeems, once, a card issued before with an unsalted SHA-256', async () => {
    const password = 'C0FFEE123456';
    await server.database.db.insert(cardCodes).values({
      cardNo: '1000000000000001',
      passwordHash: createHash('sha256').update(password).digest('hex'),
      amountCents: 700n,
      batch: 'legacy',
    });
    expect((await redeem('1000000000000001', 'C0FFEE123457')).status).toBe(409);
    expect((await redeem('1000000000000001', password)).body.data).toMatchObject({
      credited: '7.00',
    });
    expect((await redeem('1000000000000001', password)).status).toBe(409);
  });
});
