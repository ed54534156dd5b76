import { GAME, luckyPacketCents, redPacketShares } from '@skinbox/fairness';
import { and, desc, eq, sql } from 'drizzle-orm';
import { readActivityConfig } from '../activity/queries';
import { isLive } from '../activity/rules/window';
import type { Db } from '../db/database';
import { redPacketClaims, redPackets, rolls } from '../db/schema';
import { planRolls, reserveNonces } from '../fairness/seedPairs';
import { AppError } from '../http/errors';
import { credit } from '../money/ledger';
import type { SiteClock } from '../runtime/siteClock';
import { standingOf } from './queries';
import { packetFromRow, type PeriodicPacket } from './rules/packets';
import { paidPeriod } from './rules/periods';

/** A password packet is received once: its claims all belong to this period. */
export const ONCE = 'once';

/** The ledger kind of every red packet paid. */
export const RED_PACKET_LEDGER_KIND = 'reward.redPacket';

/** Whether an activity packet's activity runs now on the platform (its ActivityConfig). */
export async function activityRunning(db: Db, platformId: number, activityId: number, now: Date) {
  const { festival, newYear } = await readActivityConfig(db, platformId);
  return [festival, newYear].some(
    (activity) => activity?.enabled && activity.id === activityId && isLive(activity, now),
  );
}

async function periodicPacket(db: Db, packetId: number): Promise<PeriodicPacket> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.id, packetId));
  if (!row || row.status !== 'active' || row.kind === 'password') {
    throw new AppError(404, 'errors.redPacketNotFound');
  }
  return packetFromRow(row) as PeriodicPacket;
}

/**
 * Receives a listed red packet for its period (GAMES.md section 6): refused while the player does
 * not meet its condition, and a second time in the period. A lucky packet's amount is a roll of
 * the player's seed pair with the prefix 'redpacket' (verifiable); its seed pair's lock also
 * serialises the player's claims. The (packet, player, period) unique key is the last word on
 * "once a period", also against claims racing this one.
 */
export async function receivePacket(
  db: Db,
  clock: SiteClock,
  {
    userId,
    packetId,
    platformId,
    now,
  }: { userId: number; packetId: number; platformId: number; now: Date },
) {
  const packet = await periodicPacket(db, packetId);
  if (
    packet.kind === 'activity' &&
    !(await activityRunning(db, platformId, packet.activityId, now))
  )
    throw new AppError(409, 'errors.activityClosed');
  const { paid } = paidPeriod(clock, packet.kind, packet.period, now);
  return db.transaction(async (tx) => {
    const pair = packet.kind === 'lucky' ? await reserveNonces(tx, userId, 1, now) : null;
    const [already] = await tx
      .select({ id: redPacketClaims.id })
      .from(redPacketClaims)
      .where(
        and(
          eq(redPacketClaims.packetId, packet.id),
          eq(redPacketClaims.userId, userId),
          eq(redPacketClaims.period, paid.key),
        ),
      );
    if (already) throw new AppError(409, 'errors.redPacketReceived');
    const standing = await standingOf(tx, packet, userId, paid, now);
    if (!standing.eligible) throw new AppError(409, 'errors.redPacketLocked');
    let cents = standing.cents;
    let roll: { id: number; ticket: number } | null = null;
    if (packet.kind === 'lucky' && pair) {
      const [planned] = await planRolls(pair, GAME.redPacket, 1);
      if (!planned) throw new Error('no roll was planned');
      cents = BigInt(
        luckyPacketCents(planned.ticket, Number(packet.minCents), Number(packet.maxCents)),
      );
      const [made] = await tx
        .insert(rolls)
        .values({
          userId,
          seedPairId: pair.id,
          game: GAME.redPacket,
          nonce: planned.nonce,
          cursor: planned.cursor,
          ticket: planned.ticket,
        })
        .returning({ id: rolls.id });
      if (!made) throw new Error('the roll insert returned nothing');
      roll = { id: made.id, ticket: planned.ticket };
    }
    if (cents === null || cents <= 0n) throw new AppError(409, 'errors.redPacketLocked');
    const [claimed] = await tx
      .insert(redPacketClaims)
      .values({
        packetId: packet.id,
        userId,
        period: paid.key,
        cents,
        basisCents: standing.basisCents,
        rollId: roll?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: redPacketClaims.id });
    if (!claimed) throw new AppError(409, 'errors.redPacketReceived');
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: RED_PACKET_LEDGER_KIND,
      reference: `redpacket:${packet.id}:${paid.key}`,
      account: 'promotions',
    });
    return { packet, periodKey: paid.key, cents, roll };
  });
}

/**
 * Receives a share of a password packet (GAMES.md section 6): the player types the operator's
 * code, and the first `count` players split the amount in claim order by redPacketShares (its
 * seed's hash fixed at creation). The packet's row is locked, so claimants take their places one
 * at a time: never more than `count`, and the shares add up to the amount exactly. An unknown
 * code is SPEC section 8's wrong red packet password.
 */
export async function receivePasswordPacket(
  db: Db,
  { userId, password, now }: { userId: number; password: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(redPackets)
      .where(
        and(
          eq(redPackets.kind, 'password'),
          eq(redPackets.password, password),
          eq(redPackets.status, 'active'),
        ),
      )
      .for('update');
    if (!row) {
      const [closed] = await tx
        .select({ count: redPackets.count, claimedCount: redPackets.claimedCount })
        .from(redPackets)
        .where(and(eq(redPackets.kind, 'password'), eq(redPackets.password, password)))
        .orderBy(desc(redPackets.id))
        .limit(1);
      if (!closed) throw new AppError(400, 'errors.redPacketPassword');
      throw new AppError(
        409,
        closed.claimedCount >= (closed.count ?? 0)
          ? 'errors.redPacketEmpty'
          : 'errors.redPacketExpired',
      );
    }
    const packet = packetFromRow(row);
    if (packet.kind !== 'password') throw new Error('a password packet read as another kind');
    if (packet.endsAt <= now) throw new AppError(409, 'errors.redPacketExpired');
    if (row.claimedCount >= packet.count) throw new AppError(409, 'errors.redPacketEmpty');
    const [mine] = await tx
      .select({ id: redPacketClaims.id })
      .from(redPacketClaims)
      .where(and(eq(redPacketClaims.packetId, packet.id), eq(redPacketClaims.userId, userId)));
    if (mine) throw new AppError(409, 'errors.redPacketReceived');
    const seq = row.claimedCount + 1;
    const shares = await redPacketShares({
      serverSeed: packet.serverSeed,
      clientSeed: packet.password,
      totalCents: Number(packet.totalCents),
      count: packet.count,
    });
    const cents = BigInt(shares[seq - 1] ?? 0);
    await tx
      .insert(redPacketClaims)
      .values({ packetId: packet.id, userId, period: ONCE, cents, seq });
    const last = seq === packet.count;
    await tx
      .update(redPackets)
      .set({
        claimedCount: seq,
        claimedCents: sql`${redPackets.claimedCents} + ${cents}`,
        ...(last ? { status: 'closed' as const, closedAt: now } : {}),
      })
      .where(eq(redPackets.id, packet.id));
    await credit(tx, {
      userId,
      currency: 'amount',
      cents,
      kind: RED_PACKET_LEDGER_KIND,
      reference: `redpacket:${packet.id}:${ONCE}`,
      account: 'promotions',
    });
    return { packetId: packet.id, cents, seq, count: packet.count };
  });
}

/** Closes a password packet at its end (the expiry job): what was not taken stays unpaid. */
export async function closePasswordPacket(tx: Db, packetId: number, now: Date) {
  const closed = await tx
    .update(redPackets)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(redPackets.id, packetId), eq(redPackets.status, 'active')))
    .returning({ id: redPackets.id });
  return closed.length > 0;
}
