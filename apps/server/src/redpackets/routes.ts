import { centsToMoney, redPackets as contract, type Locale, type RedPacket } from '@skinbox/api';
import { and, asc, eq } from 'drizzle-orm';
import { readActivityConfig } from '../activity/queries';
import { isLive } from '../activity/rules/window';
import { redPacketClaims, redPackets } from '../db/schema';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import type { ModuleDeps } from '../platform/deps';
import { receivePacket, receivePasswordPacket } from './actions';
import { claimPage, claimsOf, listedPackets, standingOf, type Standing } from './queries';
import type { PeriodicPacket } from './rules/packets';
import { paidPeriod } from './rules/periods';
import { packetState } from './rules/state';

const money = (cents: bigint | null) => centsToMoney(cents ?? 0n);

/** What a visitor is shown: the packet's terms, nothing of their own. */
const VISITOR: Standing = { cents: null, basisCents: null, eligible: false, vipLevel: 0 };

/** The red-packet centre's calls (GAMES.md section 6). */
export function registerRedPackets({ app, db, clock }: ModuleDeps) {
  // The password is the packet's lookup, so a guess names no packet: counted per address.
  const passwordGuesses = secretGuesses(app, 'redPacketPassword', 'errors.redPacketPassword');

  route(app, contract.list, async ({ platformId }, { userId, locale }) => {
    const now = clock.now();
    const [packets, activities] = await Promise.all([
      listedPackets(db),
      readActivityConfig(db, platformId),
    ]);
    const running = new Map(
      [activities.festival, activities.newYear].flatMap((activity) =>
        activity?.enabled && isLive(activity, now) ? [[activity.id, activity] as const] : [],
      ),
    );
    const shown = packets
      .filter((packet) => packet.kind !== 'activity' || running.has(packet.activityId))
      .map((packet) => ({ packet, ...paidPeriod(clock, packet.kind, packet.period, now) }));
    const claims =
      userId === null
        ? new Map()
        : await claimsOf(
            db,
            userId,
            shown.map(({ packet, paid }) => ({ packetId: packet.id, period: paid.key })),
          );
    const listed: RedPacket[] = [];
    for (const { packet, paid, nextAt } of shown) {
      const standing = userId === null ? VISITOR : await standingOf(db, packet, userId, paid, now);
      const claim = claims.get(`${packet.id}:${paid.key}`);
      const common = {
        id: packet.id,
        period: packet.period,
        state: packetState(claim !== undefined, standing.eligible),
        periodKey: paid.key,
        nextAt: nextAt.toISOString(),
        received: claim
          ? {
              amount: centsToMoney(claim.cents),
              rollId: claim.rollId,
              createdAt: claim.createdAt.toISOString(),
            }
          : null,
      };
      listed.push(presentPacket(packet, common, standing, claim?.cents ?? null, locale, running));
    }
    return { serverNow: now.toISOString(), packets: listed };
  });

  route(app, contract.receive, async ({ id, platformId }, { userId }) => {
    const received = await receivePacket(db, clock, {
      userId,
      packetId: id,
      platformId,
      now: clock.now(),
    });
    return {
      packetId: received.packet.id,
      kind: received.packet.kind,
      periodKey: received.periodKey,
      amount: centsToMoney(received.cents),
      rollId: received.roll?.id ?? null,
      ticket: received.roll?.ticket ?? null,
    };
  });

  route(app, contract.password, async ({ password }, { userId, request }) => {
    const received = await passwordGuesses.guess({ player: userId, target: request.ip }, () =>
      receivePasswordPacket(db, { userId, password, now: clock.now() }),
    );
    return {
      packetId: received.packetId,
      amount: centsToMoney(received.cents),
      seq: received.seq,
      count: received.count,
    };
  });

  route(app, contract.records, async (page, { userId }) => {
    const { rows, total } = await claimPage(db, userId, page);
    return {
      total,
      list: rows.map((row) => ({
        id: row.id,
        packetId: row.packetId,
        kind: row.kind,
        periodKey: row.period,
        amount: centsToMoney(row.cents),
        rollId: row.rollId,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });

  route(app, contract.proof, async ({ packetId }, { userId }) => {
    const [packet] = await db
      .select()
      .from(redPackets)
      .where(and(eq(redPackets.id, packetId), eq(redPackets.kind, 'password')));
    const claims = await db
      .select()
      .from(redPacketClaims)
      .where(eq(redPacketClaims.packetId, packetId))
      .orderBy(asc(redPacketClaims.seq));
    // Only a claimant sees a packet's split: the password stays with those who had it.
    if (!packet || !claims.some((claim) => claim.userId === userId)) {
      throw new AppError(404, 'errors.redPacketNotFound');
    }
    return {
      packetId,
      total: money(packet.amountCents),
      count: packet.count ?? claims.length,
      serverSeedHash: packet.serverSeedHash ?? '',
      serverSeed: packet.status === 'closed' ? packet.serverSeed : null,
      clientSeed: packet.password ?? '',
      shares: claims.map((claim) => ({
        seq: claim.seq ?? 0,
        amount: centsToMoney(claim.cents),
        mine: claim.userId === userId,
      })),
    };
  });
}

function presentPacket(
  packet: PeriodicPacket,
  common: Pick<RedPacket, 'id' | 'period' | 'state' | 'periodKey' | 'nextAt' | 'received'>,
  standing: Standing,
  claimedCents: bigint | null,
  locale: Locale,
  running: ReadonlyMap<number, { title: Record<Locale, string>; endAt: string }>,
): RedPacket {
  switch (packet.kind) {
    case 'activity': {
      const activity = running.get(packet.activityId);
      return {
        ...common,
        kind: 'activity',
        amount: money(packet.amountCents),
        activityId: packet.activityId,
        title: activity?.title[locale] ?? '',
        endsAt: new Date(activity?.endAt ?? 0).toISOString(),
      };
    }
    case 'lucky':
      return {
        ...common,
        kind: 'lucky',
        minAmount: money(packet.minCents),
        maxAmount: money(packet.maxCents),
      };
    case 'recharge':
      return {
        ...common,
        kind: 'recharge',
        amount: money(packet.amountCents),
        threshold: money(packet.thresholdCents),
        recharged: money(standing.basisCents),
      };
    case 'rebate':
    case 'loss':
      return {
        ...common,
        kind: packet.kind,
        rateBasisPoints: packet.rateBasisPoints,
        cap: money(packet.capCents),
        basis: money(standing.basisCents),
        amount: money(claimedCents ?? standing.cents),
      };
    case 'vip':
      return {
        ...common,
        kind: 'vip',
        vipLevel: standing.vipLevel,
        amount: money(claimedCents ?? standing.cents),
        levels: packet.vipCents.map((cents, index) => ({ level: index + 1, amount: money(cents) })),
      };
  }
}
