import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxItems, cardCodes } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { runOps } from '../run';

describe('economy operator verbs', () => {
  let database: TestDatabase;
  const ops = (...argv: string[]) => runOps(argv, database);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('seeds the catalogue, the boxes and the mall once', async () => {
    expect(await ops('catalogue-seed')).toEqual([
      expect.stringMatching(/^seeded \d+ items and 28 boxes at RTP 0.9$/),
      expect.stringMatching(/^stocked the mall with \d+ offers$/),
    ]);
    expect((await ops('catalogue-seed'))[0]).toBe(
      'the catalogue has boxes already: nothing seeded',
    );
  });

  it('prints the RTP of every box', async () => {
    const lines = await ops('box-rtp');
    expect(lines).toHaveLength(29);
    expect(lines[1]).toMatch(/0\.9000 {2}0\.900\d/);
  });

  it('overrides a price and shows the RTP of the boxes holding the item', async () => {
    const [held] = await database.db.select().from(boxItems).where(eq(boxItems.position, 0));
    const lines = await ops('price-set', '--item', String(held?.itemId), '--price', '0.01');
    expect(lines[0]).toMatch(/price set to 0\.01$/);
    expect(lines[1]).toMatch(new RegExp(`^box ${held?.boxId} .* RTP now 0\\.\\d{4}`));
    const cleared = await ops('price-set', '--item', String(held?.itemId), '--clear');
    expect(cleared[0]).toMatch(/back to the model price/);
  });

  it('writes the card codes to a JSON file when asked', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skinbox-cards-')), 'cards.json');
    await ops('card-codes', '--count', '2', '--amount', '100.00', '--json', file);
    const cards = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, string>>;
    expect(cards).toHaveLength(2);
    expect(cards[0]).toEqual({
      cardNumber: expect.stringMatching(/^\d{16}$/),
      password: expect.any(String),
      amount: '100.00',
    });
  });

  it('makes card codes and keeps only the password hashes', async () => {
    const lines = await ops('card-codes', '--count', '3', '--amount', '50', '--batch', 'promo');
    expect(lines[0]).toBe('batch promo: 3 cards of 50.00 coins');
    const stored = await database.db.select().from(cardCodes).where(eq(cardCodes.batch, 'promo'));
    const password = lines[2]?.split(/\s+/)[1] ?? '';
    expect(stored).toHaveLength(3);
    expect(stored.every((c) => c.passwordHash !== password && c.passwordHash.length === 64)).toBe(
      true,
    );
  });
});
