import { fileURLToPath } from 'node:url';
import { RED_PACKET_KINDS, tasks } from '@skinbox/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanServer, scanSources, type ValueSources } from '../testing/valueSources';
import { ENTRIES } from './entries';

const SERVER = fileURLToPath(new URL('../../..', import.meta.url));

/** Ledger kinds several entries share, and the own kinds each of them splits into. */
const SPLIT: Record<string, readonly string[]> = {
  'reward.redPacket': RED_PACKET_KINDS,
  'reward.task': tasks.TASK_KINDS,
};

const named = (pick: (e: (typeof ENTRIES)[number]) => readonly string[] | undefined) =>
  new Set(ENTRIES.flatMap((e) => pick(e) ?? []));

/** What the code does that no entry of the model names. */
function uncovered(found: ValueSources) {
  const ledger = named((e) => e.ledger);
  const items = named((e) => e.items);
  const settings = named((e) => e.settings);
  return {
    ledgerKinds: [...found.ledgerKinds].flatMap((kind) =>
      SPLIT[kind]
        ? SPLIT[kind].filter((sub) => !ledger.has(`${kind}:${sub}`)).map((sub) => `${kind}:${sub}`)
        : ledger.has(kind)
          ? []
          : [kind],
    ),
    itemKinds: [...found.itemKinds].filter((kind) => !items.has(kind)),
    settings: [...found.settings].filter((key) => !settings.has(key)),
    unresolved: found.unresolved,
  };
}

describe('the economy model names every way value enters an account', () => {
  let found: ValueSources;
  beforeAll(() => {
    found = scanServer(SERVER);
  });

  it('reads the code: every ledger credit, item arrival and reward setting it can follow', () => {
    // Samples of each source the scan reads: a TypeScript credit, a template kind, a SQL
    // function's credit, a kind passed as a parameter, a drizzle and a SQL bag event.
    expect(found.ledgerKinds).toContain('reward.registerPacket');
    expect(found.ledgerKinds).toContain('recharge.order.bonus');
    expect(found.ledgerKinds).toContain('box.open.points');
    expect(found.itemKinds).toContain('timebox.open');
    expect(found.itemKinds).toContain('roll.win');
    expect(found.itemKinds).toContain('activity.prize');
    expect(found.settings).toContain('registerPacketAmount');
  });

  it('has an entry for every credit kind, item arrival and reward setting of the code', () => {
    expect(uncovered(found)).toEqual({
      ledgerKinds: [],
      itemKinds: [],
      settings: [],
      unresolved: [],
    });
  });

  it('names nothing the code does not do', () => {
    const kinds = new Set(
      [...found.ledgerKinds].flatMap((k) => (SPLIT[k] ?? ['']).map((s) => (s ? `${k}:${s}` : k))),
    );
    expect([...named((e) => e.ledger)].filter((k) => !kinds.has(k))).toEqual([]);
    expect([...named((e) => e.items)].filter((k) => !found.itemKinds.has(k))).toEqual([]);
    expect([...named((e) => e.settings)].filter((k) => !found.settings.has(k))).toEqual([]);
  });

  it('fails a new reward the model does not name, and a kind it cannot follow', () => {
    const file = `${SERVER}src/fresh/actions.ts`;
    const fresh = scanSources([
      {
        file,
        text: `
          const SHINY = 'reward.shiny';
          export async function payShiny(tx, userId, cents, where) {
            await credit(tx, { userId, currency: 'amount', cents, kind: SHINY, reference: 'x' });
            await credit(tx, { userId, currency: 'amount', cents, kind: where, reference: 'y' });
            await tx.insert(bagEvents).values({ userId, bagItemId: 1, kind: 'gift.drop', priceCents: 1n });
            await readMoneySetting(tx, 'shinyAmount');
          }`,
      },
    ]);
    expect(uncovered(fresh)).toEqual({
      ledgerKinds: ['reward.shiny'],
      itemKinds: ['gift.drop'],
      settings: ['shinyAmount'],
      unresolved: [expect.stringContaining('kind: where')],
    });
  });
});
