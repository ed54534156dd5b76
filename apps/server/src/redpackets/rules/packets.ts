import type { RedPacketPeriod } from '@skinbox/api';
import type { redPackets } from '../../db/schema';

type Row = typeof redPackets.$inferSelect;

interface Periodic {
  id: number;
  period: RedPacketPeriod;
}

/**
 * A configured red packet read by kind (GAMES.md section 6): the columns of `red_packets` that
 * mean something for its kind, checked. Password packets are received once, the others once per
 * period of the site clock.
 */
export type PacketDefinition =
  | {
      id: number;
      kind: 'password';
      password: string;
      totalCents: bigint;
      count: number;
      serverSeed: string;
      serverSeedHash: string;
      endsAt: Date;
    }
  | (Periodic & { kind: 'activity'; amountCents: bigint; activityId: number })
  | (Periodic & { kind: 'lucky'; minCents: bigint; maxCents: bigint })
  | (Periodic & { kind: 'recharge'; amountCents: bigint; thresholdCents: bigint })
  | (Periodic & { kind: 'rebate' | 'loss'; rateBasisPoints: number; capCents: bigint })
  | (Periodic & { kind: 'vip'; vipCents: bigint[] });

export type PeriodicPacket = Exclude<PacketDefinition, { kind: 'password' }>;

function required<T>(value: T | null, column: string, row: Row): T {
  if (value === null) throw new Error(`red packet ${row.id} (${row.kind}) has no ${column}`);
  return value;
}

/** Reads a stored packet; a row missing what its kind needs is a bug the caller should see. */
export function packetFromRow(row: Row): PacketDefinition {
  if (row.kind === 'password') {
    return {
      id: row.id,
      kind: 'password',
      password: required(row.password, 'password', row),
      totalCents: required(row.amountCents, 'amount', row),
      count: required(row.count, 'count', row),
      serverSeed: required(row.serverSeed, 'server seed', row),
      serverSeedHash: required(row.serverSeedHash, 'server seed hash', row),
      endsAt: required(row.endsAt, 'end', row),
    };
  }
  const periodic = { id: row.id, period: required(row.period, 'period', row) };
  switch (row.kind) {
    case 'activity':
      return {
        ...periodic,
        kind: 'activity',
        amountCents: required(row.amountCents, 'amount', row),
        activityId: required(row.activityId, 'activity', row),
      };
    case 'lucky':
      return {
        ...periodic,
        kind: 'lucky',
        minCents: required(row.minCents, 'minimum', row),
        maxCents: required(row.maxCents, 'maximum', row),
      };
    case 'recharge':
      return {
        ...periodic,
        kind: 'recharge',
        amountCents: required(row.amountCents, 'amount', row),
        thresholdCents: required(row.thresholdCents, 'threshold', row),
      };
    case 'rebate':
    case 'loss':
      return {
        ...periodic,
        kind: row.kind,
        rateBasisPoints: required(row.rateBasisPoints, 'rate', row),
        capCents: required(row.capCents, 'cap', row),
      };
    case 'vip':
      return {
        ...periodic,
        kind: 'vip',
        vipCents: required(row.vipCents, 'VIP amounts', row).map((cents) => BigInt(cents)),
      };
  }
}

/** SPEC section 2's order of the kinds, which the centre lists them in. */
export const KIND_ORDER = ['password', 'activity', 'lucky', 'recharge', 'rebate', 'loss', 'vip'];
