import { centsToMoney, type CrashPastRound, type CrashPlayer } from '@skinbox/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage, type PageRequest, rowCount } from '../platform/paging';
import { crashBets, crashRounds, users } from '../db/schema';

export type RoundRow = typeof crashRounds.$inferSelect;
export type BetRow = typeof crashBets.$inferSelect;

/** The newest round, open or settled. */
export async function latestRound(db: Db): Promise<RoundRow | null> {
  const [round] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  return round ?? null;
}

export async function roundById(db: Db, roundId: number): Promise<RoundRow | null> {
  const [round] = await db.select().from(crashRounds).where(eq(crashRounds.id, roundId));
  return round ?? null;
}

/** A round as the contract shows it: its hash and crash point only once settled. */
export function publicRound(round: RoundRow) {
  const settled = round.status === 'settled';
  return {
    roundId: round.id,
    commitment: round.commitment,
    startsAt: round.startsAt.toISOString(),
    crashPoint: settled ? round.crashPoint : null,
    hash: settled ? round.hash : null,
  };
}

export function publicPlayer(
  bet: Pick<BetRow, 'id' | 'stakeCents' | 'cashedOutAt' | 'payoutCents' | 'status'>,
  user: { nickName: string; avatar: string },
): CrashPlayer {
  return {
    betId: bet.id,
    nickName: user.nickName,
    avatar: user.avatar,
    stake: centsToMoney(bet.stakeCents),
    cashedOutAt: bet.cashedOutAt,
    payout: bet.payoutCents === null ? null : centsToMoney(bet.payoutCents),
    status: bet.status,
  };
}

/** The bets of a round with their players' names, biggest stake first. */
export async function roundPlayers(db: Db, roundId: number): Promise<CrashPlayer[]> {
  const rows = await db
    .select({ bet: crashBets, nickName: users.nickName, avatar: users.avatar })
    .from(crashBets)
    .innerJoin(users, eq(users.id, crashBets.userId))
    .where(eq(crashBets.roundId, roundId))
    .orderBy(desc(crashBets.stakeCents), crashBets.id);
  return rows.map((row) => publicPlayer(row.bet, row));
}

/** How a bet shows a player whose row is gone. */
export const UNKNOWN_PLAYER = { nickName: '', avatar: '' };

export async function playerOf(db: Db, userId: number) {
  return (await playersOf(db, [userId])).get(userId) ?? UNKNOWN_PLAYER;
}

/** The names and avatars of `userIds`, by user id, in one query (a crowd's cash-outs). */
export async function playersOf(db: Db, userIds: readonly number[]) {
  const players = new Map<number, { nickName: string; avatar: string }>();
  if (userIds.length === 0) return players;
  const rows = await db
    .select({ id: users.id, nickName: users.nickName, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  for (const { id, nickName, avatar } of rows) players.set(id, { nickName, avatar });
  return players;
}

export async function betOf(db: Db, roundId: number, userId: number): Promise<BetRow | null> {
  const [bet] = await db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.userId, userId)));
  return bet ?? null;
}

export function myBet(bet: BetRow) {
  return {
    betId: bet.id,
    stake: centsToMoney(bet.stakeCents),
    autoCashOut: bet.autoCashOut,
    cashedOutAt: bet.cashedOutAt,
    payout: bet.payoutCents === null ? null : centsToMoney(bet.payoutCents),
    status: bet.status,
  };
}

export async function pastRounds(db: Db, request: PageRequest) {
  const settled = eq(crashRounds.status, 'settled');
  const { rows, total } = await readPage(
    request,
    db.select().from(crashRounds).where(settled).orderBy(desc(crashRounds.id)).$dynamic(),
    rowCount(db, crashRounds, settled),
  );
  const list: CrashPastRound[] = rows.map((round) => ({
    roundId: round.id,
    crashPoint: round.crashPoint,
    hash: round.hash,
    startsAt: round.startsAt.toISOString(),
  }));
  return { list, total };
}

export async function playerBets(db: Db, userId: number, request: PageRequest) {
  const mine = eq(crashBets.userId, userId);
  const { rows, total } = await readPage(
    request,
    db
      .select({ bet: crashBets, crashPoint: crashRounds.crashPoint, status: crashRounds.status })
      .from(crashBets)
      .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
      .where(mine)
      .orderBy(desc(crashBets.id))
      .$dynamic(),
    rowCount(db, crashBets, mine),
  );
  return {
    list: rows.map((row) => ({
      ...myBet(row.bet),
      roundId: row.bet.roundId,
      crashPoint: row.status === 'settled' ? row.crashPoint : null,
      createdAt: row.bet.createdAt.toISOString(),
    })),
    total,
  };
}
