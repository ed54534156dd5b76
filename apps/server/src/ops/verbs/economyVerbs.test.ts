import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/password';
import { boxItems, cardCodes, catalogueItems, configItem } from '../../db/schema';
import '../../testing/catalogueSource';
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

  it('prints the expected return of every loop, each below a full return', async () => {
    const lines = await ops('economy');
    const figure = (loop: string) => {
      const line = lines.find((l) => l.startsWith(loop));
      const [best, worst] = (line?.slice(40).trim().split(/\s+/) ?? []).map(Number);
      return { best, worst };
    };
    expect(figure('box RTP').best).toBeCloseTo(0.9, 2);
    expect(figure('box open → sell, points cashed').best).toBeCloseTo(0.95, 2);
    expect(figure('gold-coin mall → sell, points cashed').best).toBeLessThanOrEqual(0.85);
    expect(figure('points → mall → sell (coins per point)')).toEqual({ best: 0.05, worst: 0.05 });
    expect(figure('sell-back rate').best).toBe(1);
    expect(figure('box open → sell, points, all rewards').best).toBeCloseTo(0.9924, 2);
    expect(figure('battle → sell, all rewards').best).toBeCloseTo(0.9424, 2);
    expect(figure('crash, any cash-out')).toEqual({ best: 0.99, worst: 0.99 });
    expect(figure('crash, any cash-out, loss packets')).toEqual({ best: 0.993, worst: 0.993 });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^task week\.boxSpend +week +1\.00 +0\.10% +1000\.00 coins of box turnover$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^turnover board place 1 +day +266\.10 +1\.48% +18000\.00 coins of the day's turnover$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^turntable +week +0\.95 +- +nothing$/));
    expect(lines.at(-1)).toBe('every path, entry and loop returns less than it costs');
  });

  it('prints per recharge size and for an account that never pays what it can extract, each below 1', async () => {
    const lines = await ops('economy');
    const path = (name: string) => {
      const line = lines.find((l) => l.startsWith(name)) ?? '';
      return Number(/(\d+\.\d{4}) per (coin paid|account)$/.exec(line)?.[1]);
    };
    for (const size of [100, 500, 1000, 2000, 5000]) {
      expect(path(`pays ${size} `)).toBeGreaterThan(0.9);
      expect(path(`pays ${size} `)).toBeLessThan(1);
    }
    expect(path('4 self-referred accounts paying 100')).toBeLessThan(1);
    expect(path('never pays (per account)')).toBe(0);
    expect(lines[0]).toBe(
      'a coin of turnover costs 0.0076 at best; bonuses and gifts are locked for 145 times their value in turnover, and items leave only after a first payment',
    );
    // Every entry path is listed with its return; a battle box is never the best box to open.
    expect(lines).toContainEqual(expect.stringMatching(/^register packet +locked +0\.9075 /));
    expect(lines).toContainEqual(expect.stringMatching(/^welfare box +turnover +0\.9924 /));
    expect(lines.find((l) => l.startsWith('box open → sell, points cashed'))).not.toMatch(
      /Danger Zone|Horizon|Clutch|Spectrum|Hydra|Glove|Gamma 2/,
    );
  });

  it('fails when an item priced up makes a box pay back more than it costs', async () => {
    const [held] = await database.db.select().from(boxItems).where(eq(boxItems.position, 0));
    // price-set itself refuses a price that lifts a box over its ceiling (catalogue/operatorActions.ts) …
    await expect(
      ops('price-set', '--item', String(held?.itemId), '--price', '99999'),
    ).rejects.toThrow(/^Box \d+ would return [\d.]+, above its ceiling 0\.9076$/);
    // … so the report is tested on a price written behind its back.
    await database.db
      .update(catalogueItems)
      .set({ overridePriceCents: 9_999_900n })
      .where(eq(catalogueItems.id, held?.itemId ?? 0));
    await expect(ops('economy')).rejects.toThrow(/PAYS OUT MORE THAN IT TAKES: pays 100; /);
    await ops('price-set', '--item', String(held?.itemId), '--clear');
    expect((await ops('economy')).at(-1)).toBe(
      'every path, entry and loop returns less than it costs',
    );
  });

  it('refuses a config item that would raise a reward past its limit, and changes nothing', async () => {
    await expect(ops('config', '--key', 'spreadTiers', '--value', '0:0.3,5:5')).rejects.toThrow(
      'a referral tier pays 5.00 % of an invited recharge; at most 1.00 %',
    );
    await expect(ops('config', '--key', 'registerPacketAmount', '--value', '2,00')).rejects.toThrow(
      'registerPacketAmount is an amount like 2.00, not "2,00"',
    );
    const rows = await database.db
      .select()
      .from(configItem)
      .where(eq(configItem.itemKey, 'spreadTiers'));
    expect(rows).toEqual([]);
    expect(await ops('config', '--key', 'spreadTiers', '--value', '0:0.5')).toEqual([
      'platform 1: spreadTiers = 0:0.5',
    ]);
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
    const printed = lines.flatMap((line) => /^(\d{16})\s+(\S+)/.exec(line)?.slice(1, 3) ?? []);
    expect(stored).toHaveLength(3);
    expect(printed).toHaveLength(6);
    for (const card of stored) {
      const password = printed[printed.indexOf(card.cardNo) + 1] ?? '';
      expect(card.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, card.passwordHash)).toBe(true);
    }
  });
});
