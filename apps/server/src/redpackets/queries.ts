import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { redPacketClaims, redPackets } from '../db/schema';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { turnoverByPlayer } from '../ranking/turnover';
import { rechargedByPlayer } from '../timebox/queries';
import { vipLevelOf } from '../welfare/queries';
import type { Period } from '../runtime/siteClock';
import { vipPacketCents, shareCents } from './rules/amounts';
import { KIND_ORDER, packetFromRow, type PeriodicPacket } from './rules/packets';
import { rowsOf } from '../db/rows';

/** The packets the centre lists: every active one but password packets, in SPEC's kind order. */
export async function listedPackets(db: Db): Promise<PeriodicPacket[]> {
  const rows = await db
    .select()
    .from(redPackets)
    .where(and(eq(redPackets.status, 'active'), ne(redPackets.kind, 'password')))
    .orderBy(redPackets.id);
  return rows
    .map(packetFromRow)
    .filter((packet): packet is PeriodicPacket => packet.kind !== 'password')
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** The VIP levels an open VIP red packet pays something at (the VIP page's perk). */
export async function vipPacketLevels(db: Db): Promise<Set<number>> {
  const levels = new Set<number>();
  for (const packet of await listedPackets(db)) {
    if (packet.kind !== 'vip') continue;
    packet.vipCents.forEach((cents, index) => {
      if (cents > 0n) levels.add(index + 1);
    });
  }
  return levels;
}

/**
 * A player's net loss over [from, to): coins that went to the house (box openings, lucky tries,
 * mall buys) or into game stakes that were played out, less what came back from the house (item
 * sales, crash winnings, lucky bags) or out of those stakes, not counting recharges (the mint) or
 * rewards (promotions). Stakes still held or refunded were never lost, so they count for nothing.
 * It is at most what the player spent in the period, so a share of it is at most that share of
 * every coin spent (economy/rules/promotions.ts).
 */
export async function netLossCents(db: Db, userId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    SELECT coalesce(sum(l.cents), 0)::text AS net
    FROM ledger l LEFT JOIN stakes s ON s.id = l.stake_id
    WHERE l.user_id = ${userId} AND l.currency = 'amount' AND l.account IN ('house', 'escrow')
      AND l.kind <> 'stake.refund' AND (l.stake_id IS NULL OR s.status = 'settled')
      AND l.created_at >= ${from.toISOString()} AND l.created_at < ${to.toISOString()}`);
  const net = BigInt(rowsOf<{ net: string }>(result)[0]?.net ?? '0');
  return net < 0n ? -net : 0n;
}

/** What a periodic packet would pay the player for `paid` (up to `now`), and from what. */
export interface Standing {
  /** Null for a lucky packet: its amount is rolled when received. */
  cents: bigint | null;
  basisCents: bigint | null;
  eligible: boolean;
  vipLevel: number;
}

export async function standingOf(
  db: Db,
  packet: PeriodicPacket,
  userId: number,
  paid: Period,
  now: Date,
): Promise<Standing> {
  const none = { basisCents: null, vipLevel: 0 };
  switch (packet.kind) {
    case 'activity':
      return { ...none, cents: packet.amountCents, eligible: true };
    case 'lucky':
      return { ...none, cents: null, eligible: true };
    case 'recharge': {
      const until = now < paid.end ? now : paid.end;
      const [mine] = await rechargedByPlayer(db, paid.start, until, userId);
      const recharged = mine?.cents ?? 0n;
      return {
        ...none,
        cents: packet.amountCents,
        basisCents: recharged,
        eligible: recharged >= packet.thresholdCents,
      };
    }
    case 'rebate':
    case 'loss': {
      const basis =
        packet.kind === 'rebate'
          ? ((await turnoverByPlayer(db, paid.start, paid.end, userId))[0]?.cents ?? 0n)
          : await netLossCents(db, userId, paid.start, paid.end);
      const cents = shareCents(basis, packet.rateBasisPoints, packet.capCents);
      return { ...none, cents, basisCents: basis, eligible: cents > 0n };
    }
    case 'vip': {
      const vipLevel = await vipLevelOf(db, userId);
      const cents = vipPacketCents(packet.vipCents, vipLevel);
      return { cents, basisCents: null, vipLevel, eligible: cents > 0n };
    }
  }
}

/** The player's claims of the given packets and periods, by `${packetId}:${period}`. */
export async function claimsOf(
  db: Db,
  userId: number,
  wanted: ReadonlyArray<{ packetId: number; period: string }>,
) {
  if (wanted.length === 0) return new Map<string, typeof redPacketClaims.$inferSelect>();
  const rows = await db
    .select()
    .from(redPacketClaims)
    .where(
      and(
        eq(redPacketClaims.userId, userId),
        inArray(
          redPacketClaims.packetId,
          wanted.map((w) => w.packetId),
        ),
      ),
    );
  const keys = new Set(wanted.map((w) => `${w.packetId}:${w.period}`));
  return new Map(
    rows
      .map((row) => [`${row.packetId}:${row.period}`, row] as const)
      .filter(([key]) => keys.has(key)),
  );
}

/** The red packets a player received, newest first. */
export function claimPage(db: Db, userId: number, page: PageRequest) {
  const mine = eq(redPacketClaims.userId, userId);
  return readPage(
    page,
    db
      .select({
        id: redPacketClaims.id,
        packetId: redPacketClaims.packetId,
        kind: redPackets.kind,
        period: redPacketClaims.period,
        cents: redPacketClaims.cents,
        rollId: redPacketClaims.rollId,
        createdAt: redPacketClaims.createdAt,
      })
      .from(redPacketClaims)
      .innerJoin(redPackets, eq(redPackets.id, redPacketClaims.packetId))
      .where(mine)
      .orderBy(desc(redPacketClaims.id))
      .$dynamic(),
    rowCount(db, redPacketClaims, mine),
  );
}
