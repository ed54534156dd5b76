import { GAME, crashPoint, sha256Hex } from '@skinbox/fairness';
import { betRefusal, escapeRefusal, type Refusal } from '@skinbox/rules';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { crashBets, crashRounds } from '../db/schema';
import { AppError } from '../http/errors';
import { creditMany, getBalanceCents } from '../money/ledger';
import { placeStake, settleStakes } from '../money/stakes';
import { chainHash, nextChainPosition } from './chain';
import type { CrashConfig } from './config';
import { payoutCents } from './rules/payout';
import { phaseAt } from './rules/phases';
import { dueAutoCashOuts, settleRound, type BetOutcome } from './rules/settlement';
import { betOf, latestRound, type BetRow, type RoundRow } from './queries';

/**
 * The crash game's transactions (GAMES.md section 2). Money: the bet's stake goes to escrow when
 * it is placed (money/stakes.ts); a cash-out settles the stake and pays it back from escrow with
 * the profit from the house; a lost stake is settled with nothing paid, so it stays with the
 * system. Every cash-out is one conditional update from 'active', so a bet pays at most once
 * however many requests and loop ticks race for it.
 */

function refuse(refusal: Refusal, status: 401 | 409 = 409): never {
  throw new AppError(status, refusal.key, refusal.params);
}

const timeline = (round: RoundRow) => ({
  startsAt: round.startsAt.getTime(),
  crashPoint: round.crashPoint,
});

export interface PlacedBet {
  round: RoundRow;
  bet: BetRow;
  balanceCents: bigint;
}

export async function placeBet(
  db: Db,
  config: CrashConfig,
  input: { userId: number | null; stakeCents: bigint; autoCashOut: number | null; now: number },
): Promise<PlacedBet> {
  return db.transaction(async (tx) => {
    const round = await latestRound(tx);
    const phase = round ? phaseAt(timeline(round), input.now, config.pauseMs).phase : 'over';
    const existing =
      round && input.userId !== null ? await betOf(tx, round.id, input.userId) : null;
    const refusal = betRefusal(
      {
        signedIn: input.userId !== null,
        stakeCents: input.stakeCents,
        autoCashOut: input.autoCashOut,
        phase: round?.status === 'open' ? phase : 'over',
        alreadyBet: existing !== null,
      },
      config,
    );
    if (refusal) refuse(refusal, refusal.key === 'errors.crashLoginFirst' ? 401 : 409);
    if (!round || input.userId === null) throw new Error('unreachable: refused above');
    const [bet] = await tx
      .insert(crashBets)
      .values({
        roundId: round.id,
        userId: input.userId,
        stakeCents: input.stakeCents,
        autoCashOut: input.autoCashOut,
      })
      .onConflictDoNothing({ target: [crashBets.roundId, crashBets.userId] })
      .returning();
    // Two bets of one player raced past the check above: the unique index keeps one.
    if (!bet) refuse({ key: 'errors.crashAlreadyBet' });
    const stakeId = await placeStake(tx, {
      userId: input.userId,
      currency: 'amount',
      cents: input.stakeCents,
      game: GAME.crash,
      reference: `bet:${bet.id}`,
    });
    await tx.update(crashBets).set({ stakeId }).where(eq(crashBets.id, bet.id));
    const balanceCents = await getBalanceCents(tx, input.userId, 'amount');
    return { round, bet: { ...bet, stakeId }, balanceCents };
  });
}

function requireStake(bet: BetRow) {
  if (bet.stakeId === null) throw new Error(`crash bet ${bet.id} has no stake`);
  return bet.stakeId;
}

/** A riding bet to cash out, and the multiplier it cashes out at. */
interface CashOut {
  bet: BetRow;
  multiplier: number;
}

/**
 * Moves riding bets to 'cashed' and pays them, in `tx`, with a few statements however many there
 * are (a crowd's auto cash-outs reach their target on one tick); returns the bets that were still
 * riding, each paid once: the update is conditional on 'active'.
 */
async function cashOutMany(tx: Db, cashOuts: readonly CashOut[], config: CrashConfig) {
  if (cashOuts.length === 0) return [];
  const payouts = new Map(
    cashOuts.map(({ bet, multiplier }) => [
      bet.id,
      { multiplier, payout: payoutCents(bet.stakeCents, multiplier, config.maxProfitCents) },
    ]),
  );
  const values = JSON.stringify(
    [...payouts].map(([id, { multiplier, payout }]) => ({
      id,
      multiplier,
      payout: payout.toString(),
    })),
  );
  const cashed = await tx
    .update(crashBets)
    .set({
      status: 'cashed',
      cashedOutAt: sql`chosen.multiplier`,
      payoutCents: sql`chosen.payout`,
    })
    .from(
      sql`jsonb_to_recordset(${values}::jsonb) AS chosen(id bigint, multiplier integer, payout bigint)`,
    )
    .where(and(eq(crashBets.id, sql`chosen.id`), eq(crashBets.status, 'active')))
    .returning(getTableColumns(crashBets));
  await settleStakes(tx, cashed.map(requireStake));
  await creditMany(
    tx,
    cashed.flatMap((bet) => {
      const reference = `crash:bet:${bet.id}`;
      const payout = bet.payoutCents ?? 0n;
      const back = {
        userId: bet.userId,
        currency: 'amount' as const,
        cents: bet.stakeCents,
        kind: 'crash.cashout',
        reference,
        account: 'escrow' as const,
        stakeId: requireStake(bet),
      };
      if (payout <= bet.stakeCents) return [back];
      const win = {
        userId: bet.userId,
        currency: 'amount' as const,
        cents: payout - bet.stakeCents,
        kind: 'crash.win',
        reference,
      };
      return [back, win];
    }),
  );
  return cashed;
}

export async function escapeRound(
  db: Db,
  config: CrashConfig,
  input: { userId: number | null; now: number },
) {
  if (input.userId === null) refuse({ key: 'errors.crashLoginFirst' }, 401);
  const userId = input.userId;
  return db.transaction(async (tx) => {
    const round = await latestRound(tx);
    if (!round) refuse({ key: 'errors.crashNotStarted' });
    const phase = phaseAt(timeline(round), input.now, config.pauseMs);
    const bet = await betOf(tx, round.id, userId);
    const refusal = escapeRefusal(
      round.status === 'open' ? phase.phase : 'over',
      bet?.status ?? null,
    );
    if (refusal) refuse(refusal);
    if (phase.phase !== 'running' || !bet) refuse({ key: 'errors.crashAlreadySettled' });
    const [cashed] = await cashOutMany(tx, [{ bet, multiplier: phase.multiplier }], config);
    if (!cashed) refuse({ key: 'errors.crashAlreadySettled' });
    const balanceCents = await getBalanceCents(tx, userId, 'amount');
    return { round, bet: cashed, balanceCents };
  });
}

/**
 * Opens the next round, taking bets for `bettingMs` from `now`, on the next position of the
 * newest salted chain (chain.ts). Null when no salted chain has a position left, or when a round
 * is still open (the unique index on open rounds refuses a second one).
 */
export async function openNextRound(db: Db, config: CrashConfig, now: number) {
  const previous = await latestRound(db);
  const next = await nextChainPosition(db, previous);
  if (!next) return null;
  const { chainId, position, salt } = next;
  const hash = await chainHash(db, chainId, position);
  if (!hash) throw new Error(`crash chain ${chainId} has no hash at position ${position}`);
  const [round] = await db
    .insert(crashRounds)
    .values({
      chainId,
      position,
      hash,
      commitment: await sha256Hex(hash),
      crashPoint: await crashPoint(hash, config.houseEdge, salt),
      houseEdge: String(config.houseEdge),
      startsAt: new Date(now + config.bettingMs),
    })
    .onConflictDoNothing()
    .returning();
  return round ?? null;
}

async function ridingBets(tx: Db, roundId: number) {
  return tx
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'active')))
    .orderBy(crashBets.id);
}

const ridden = (bet: BetRow) => ({
  id: bet.id,
  stakeCents: bet.stakeCents,
  autoCashOut: bet.autoCashOut,
  cashedOutAt: null,
  row: bet,
});

/** Cashes out the riding bets whose target the curve reached at `multiplier`; returns them. */
export async function cashOutReachedTargets(
  db: Db,
  config: CrashConfig,
  round: RoundRow,
  multiplier: number,
) {
  const riding = (await ridingBets(db, round.id)).map(ridden);
  const due = dueAutoCashOuts(riding, multiplier, config.maxProfitCents);
  if (due.length === 0) return [];
  return db.transaction((tx) =>
    cashOutMany(
      tx,
      due.map(({ bet, target }) => ({ bet: bet.row, multiplier: target })),
      config,
    ),
  );
}

/**
 * Settles a crashed round once, also one a restart interrupted: recorded cash-outs stand, riding
 * bets whose target was reached are cashed out at it, the rest lose, and the round turns
 * 'settled'. Returns the bets cashed out now, or null when another call settled it first.
 */
export async function settleCrashedRound(db: Db, config: CrashConfig, round: RoundRow) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(crashRounds)
      .set({ status: 'settled', settledAt: sql`now()` })
      .where(and(eq(crashRounds.id, round.id), eq(crashRounds.status, 'open')))
      .returning({ id: crashRounds.id });
    if (!claimed) return null;
    const riding = (await ridingBets(tx, round.id)).map(ridden);
    const outcomes = settleRound(riding, round.crashPoint, config.maxProfitCents);
    const byId = new Map(riding.map((bet) => [bet.id, bet.row]));
    const cashOuts: CashOut[] = [];
    const lost: number[] = [];
    for (const outcome of outcomes as BetOutcome[]) {
      const bet = byId.get(outcome.id);
      if (!bet) continue;
      if (outcome.outcome === 'cashed') cashOuts.push({ bet, multiplier: outcome.multiplier });
      else if (outcome.outcome === 'lost') lost.push(bet.id);
    }
    const cashed = await cashOutMany(tx, cashOuts, config);
    if (lost.length > 0) {
      const lostBets = await tx
        .update(crashBets)
        .set({ status: 'lost' })
        .where(and(inArray(crashBets.id, lost), eq(crashBets.status, 'active')))
        .returning();
      await settleStakes(tx, lostBets.map(requireStake));
    }
    return cashed;
  });
}
