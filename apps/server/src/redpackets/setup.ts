import { randomSeed, sha256Hex } from '@skinbox/fairness';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { redPackets } from '../db/schema';
import { scheduleRedPacketExpiry } from './jobs';
import type { PeriodicPacket } from './rules/packets';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What an operator configures for a periodic packet: its kind and the columns of that kind. */
export type PeriodicSetup = WithoutId<Exclude<PeriodicPacket, { kind: 'activity' }>>;

function columnsOf(setup: PeriodicSetup) {
  switch (setup.kind) {
    case 'lucky':
      return { minCents: setup.minCents, maxCents: setup.maxCents };
    case 'recharge':
      return { amountCents: setup.amountCents, thresholdCents: setup.thresholdCents };
    case 'rebate':
    case 'loss':
      return { rateBasisPoints: setup.rateBasisPoints, capCents: setup.capCents };
    case 'vip':
      return { vipCents: setup.vipCents.map(String) };
  }
}

/** Adds a periodic red packet (lucky, recharge, rebate, loss or VIP); returns its id. */
export async function addPeriodicPacket(db: Db, setup: PeriodicSetup): Promise<number> {
  const [row] = await db
    .insert(redPackets)
    .values({ kind: setup.kind, period: setup.period, ...columnsOf(setup) })
    .returning({ id: redPackets.id });
  if (!row) throw new Error('the red packet insert returned nothing');
  return row.id;
}

/**
 * Adds a password packet: `totalCents` split among the first `count` players who type `password`
 * until `endsAt`, when a job closes it. Its server seed is made here and only its hash is shown
 * until it closes (DESIGN section 3).
 */
export async function addPasswordPacket(
  db: Db,
  {
    password,
    totalCents,
    count,
    endsAt,
  }: {
    password: string;
    totalCents: bigint;
    count: number;
    endsAt: Date;
  },
) {
  const serverSeed = randomSeed();
  const serverSeedHash = await sha256Hex(serverSeed);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(redPackets)
      .values({
        kind: 'password',
        password,
        amountCents: totalCents,
        count,
        serverSeed,
        serverSeedHash,
        endsAt,
      })
      .returning({ id: redPackets.id });
    if (!row) throw new Error('the red packet insert returned nothing');
    await scheduleRedPacketExpiry(tx, row.id, endsAt);
    return { id: row.id, serverSeedHash };
  });
}

/** Closes a packet an operator ends; returns whether it was open. */
export async function closePacket(db: Db, packetId: number) {
  const closed = await db
    .update(redPackets)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(eq(redPackets.id, packetId), eq(redPackets.status, 'active')))
    .returning({ id: redPackets.id });
  return closed.length > 0;
}
