import { centsToMoney, moneyToCents, RED_PACKET_PERIODS, redPackets as calls } from '@skinbox/api';
import type { RedPacketSetup } from '@skinbox/api/admin';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { redPackets } from '../../db/schema';
import { closeRedPacket, createRedPacket } from '../../redpackets/operatorActions';
import { defineVerb } from '../verb';

const coins = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount like 5 or 1.88');

const flags = z
  .object({
    kind: z.enum(['password', 'lucky', 'recharge', 'rebate', 'loss', 'vip']),
    period: z.enum(RED_PACKET_PERIODS).optional(),
    amount: coins.optional(),
    min: coins.optional(),
    max: coins.optional(),
    threshold: coins.optional(),
    /** Basis points: 20 = 0.20 %. */
    rate: z.coerce.number().int().positive().optional(),
    cap: coins.optional(),
    /** Comma-separated amounts for VIP1, VIP2, … */
    vip: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,2})?(,\d{1,9}(\.\d{1,2})?)*$/)
      .optional(),
    password: z.string().trim().min(1).max(calls.RED_PACKET_PASSWORD_MAX).optional(),
    count: z.coerce.number().int().min(1).max(10_000).optional(),
    hours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .default(24),
  })
  .strict();
type Flags = z.output<typeof flags>;

function need<T>(value: T | undefined, flag: string, kind: string): T {
  if (value === undefined) throw new Error(`a ${kind} packet needs --${flag}`);
  return value;
}

const positive = (text: string, flag: string) => {
  const cents = moneyToCents(text);
  if (cents <= 0n) throw new Error(`--${flag} must be above zero`);
  return cents;
};

/** The packet the flags describe, each amount above zero (the action checks the rest). */
function setupOf(f: Flags): RedPacketSetup {
  const coinsOf = (text: string | undefined, flag: string) =>
    centsToMoney(positive(need(text, flag, f.kind), flag));
  if (f.kind === 'password') {
    return {
      kind: 'password',
      password: need(f.password, 'password', f.kind),
      amount: coinsOf(f.amount, 'amount'),
      count: need(f.count, 'count', f.kind),
      hours: f.hours,
    };
  }
  const period = need(f.period, 'period', f.kind);
  switch (f.kind) {
    case 'lucky':
      return { kind: 'lucky', period, min: coinsOf(f.min, 'min'), max: coinsOf(f.max, 'max') };
    case 'recharge':
      return {
        kind: 'recharge',
        period,
        amount: coinsOf(f.amount, 'amount'),
        threshold: coinsOf(f.threshold, 'threshold'),
      };
    case 'rebate':
    case 'loss':
      return {
        kind: f.kind,
        period,
        rate: need(f.rate, 'rate', f.kind),
        cap: coinsOf(f.cap, 'cap'),
      };
    case 'vip':
      return {
        kind: 'vip',
        period,
        amounts: need(f.vip, 'vip', f.kind)
          .split(',')
          .map((amount) => centsToMoney(positive(amount, 'vip'))),
      };
  }
}

export const redPacketVerb = defineVerb({
  name: 'red-packet',
  summary:
    'add a red packet: password (split among the first N), lucky, recharge, rebate, loss or VIP, per day, week, month or year',
  usage:
    '--kind password --password <code> --amount <coins> --count <n> [--hours <n>] | --kind lucky --period <p> --min <coins> --max <coins> | --kind recharge --period <p> --amount <coins> --threshold <coins> | --kind rebate|loss --period <p> --rate <basis points> --cap <coins> | --kind vip --period <p> --vip <VIP1 coins>,<VIP2 coins>,…',
  flags,
  async run({ db }, f) {
    const setup = setupOf(f);
    const made = await db.transaction((tx) =>
      createRedPacket(tx, { setup }, OPS_OPERATOR, new Date()),
    );
    if (setup.kind === 'password') {
      const [packet] = await db.select().from(redPackets).where(eq(redPackets.id, made.packetId));
      return [
        `red packet ${made.packetId}: password "${setup.password}", ${setup.amount} coins for the first ${setup.count} players until ${packet?.endsAt?.toISOString()}`,
        `server seed hash ${made.serverSeedHash}`,
      ];
    }
    return [`red packet ${made.packetId}: ${setup.kind} per ${setup.period}`];
  },
});

export const redPacketCloseVerb = defineVerb({
  name: 'red-packet-close',
  summary: 'close a red packet: no longer listed or received (a password packet shows its seed)',
  usage: '--id <packet id>',
  flags: z.object({ id: z.coerce.number().int().positive() }).strict(),
  async run({ db }, { id }) {
    await db.transaction((tx) => closeRedPacket(tx, { packetId: id }, OPS_OPERATOR));
    return [`red packet ${id} closed`];
  },
});

export const redPacketListVerb = defineVerb({
  name: 'red-packet-list',
  summary: 'list the open red packets with their terms',
  usage: '',
  flags: z.object({}).strict(),
  async run({ db }) {
    const rows = await db
      .select()
      .from(redPackets)
      .where(eq(redPackets.status, 'active'))
      .orderBy(redPackets.id);
    const money = (cents: bigint | null) => (cents === null ? '-' : centsToMoney(cents));
    return rows.map((row) => {
      const terms = {
        password: `"${row.password}" ${money(row.amountCents)} for ${row.count} (${row.claimedCount} taken) until ${row.endsAt?.toISOString()}`,
        activity: `${money(row.amountCents)} during activity ${row.activityId}`,
        lucky: `${money(row.minCents)} to ${money(row.maxCents)}`,
        recharge: `${money(row.amountCents)} after recharging ${money(row.thresholdCents)}`,
        rebate: `${row.rateBasisPoints} bp of turnover, at most ${money(row.capCents)}`,
        loss: `${row.rateBasisPoints} bp of net loss, at most ${money(row.capCents)}`,
        vip: `by level ${(row.vipCents ?? []).map((c) => centsToMoney(BigInt(c))).join(', ')}`,
      }[row.kind];
      return `${row.id}  ${row.kind.padEnd(8)} ${(row.period ?? 'once').padEnd(5)}  ${terms}`;
    });
  },
});
