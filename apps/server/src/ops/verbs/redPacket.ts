import { centsToMoney, moneyToCents, RED_PACKET_PERIODS, redPackets as calls } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { redPackets } from '../../db/schema';
import { checkRedPacket } from '../../economy/limits';
import {
  addPasswordPacket,
  addPeriodicPacket,
  closePacket,
  type PeriodicSetup,
} from '../../redpackets/setup';
import { defineVerb } from '../verb';

const coins = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount like 5 or 1.88');
const HOUR_MS = 3_600_000;

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

/** The periodic packet the flags describe, checked (amounts above zero, min ≤ max). */
function periodicSetup(f: Flags): PeriodicSetup {
  const period = need(f.period, 'period', f.kind);
  switch (f.kind) {
    case 'lucky': {
      const minCents = positive(need(f.min, 'min', f.kind), 'min');
      const maxCents = positive(need(f.max, 'max', f.kind), 'max');
      if (maxCents < minCents) throw new Error('--max must not be below --min');
      return { kind: 'lucky', period, minCents, maxCents };
    }
    case 'recharge':
      return {
        kind: 'recharge',
        period,
        amountCents: positive(need(f.amount, 'amount', f.kind), 'amount'),
        thresholdCents: positive(need(f.threshold, 'threshold', f.kind), 'threshold'),
      };
    case 'rebate':
    case 'loss':
      return {
        kind: f.kind,
        period,
        rateBasisPoints: need(f.rate, 'rate', f.kind),
        capCents: positive(need(f.cap, 'cap', f.kind), 'cap'),
      };
    case 'vip':
      return {
        kind: 'vip',
        period,
        vipCents: need(f.vip, 'vip', f.kind)
          .split(',')
          .map((amount) => positive(amount, 'vip')),
      };
    default:
      throw new Error(`${f.kind} is not a periodic packet`);
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
    if (f.kind === 'password') {
      const totalCents = positive(need(f.amount, 'amount', f.kind), 'amount');
      const count = need(f.count, 'count', f.kind);
      if (totalCents < BigInt(count)) throw new Error('--amount must give every claimant a cent');
      const endsAt = new Date(Date.now() + f.hours * HOUR_MS);
      const password = need(f.password, 'password', f.kind);
      const [taken] = await db
        .select({ id: redPackets.id })
        .from(redPackets)
        .where(and(eq(redPackets.password, password), eq(redPackets.status, 'active')));
      if (taken) throw new Error(`red packet ${taken.id} is open with this password`);
      const made = await addPasswordPacket(db, { password, totalCents, count, endsAt });
      return [
        `red packet ${made.id}: password "${password}", ${centsToMoney(totalCents)} coins for the first ${count} players until ${endsAt.toISOString()}`,
        `server seed hash ${made.serverSeedHash}`,
      ];
    }
    const setup = periodicSetup(f);
    await checkRedPacket(db, setup);
    const id = await addPeriodicPacket(db, setup);
    return [`red packet ${id}: ${setup.kind} per ${setup.period}`];
  },
});

export const redPacketCloseVerb = defineVerb({
  name: 'red-packet-close',
  summary: 'close a red packet: no longer listed or received (a password packet shows its seed)',
  usage: '--id <packet id>',
  flags: z.object({ id: z.coerce.number().int().positive() }).strict(),
  async run({ db }, { id }) {
    if (!(await closePacket(db, id))) throw new Error(`red packet ${id} is not open`);
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
