import { centsToMoney, moneyToCents, type BattleDetail, type RoundDrop } from '@skinbox/api';
import { leaderOf as leadingSeat, showAt, takerOf } from '@skinbox/rules';

/**
 * Where a room's show stands for a viewer at `serverNow` (the server's clock, ms since the epoch):
 * the server's fixed clock (GAMES.md section 1). After the countdown, round r's reels spin for
 * `roundMs` from `countdownMs + (r - 1) × roundMs` after the start and stand at its end; the room
 * settles once the last round stands. Every viewer derives the same picture from the start time, so
 * a late viewer joins mid-round and sees the rounds already played.
 */
export type Show =
  | { phase: 'waiting' }
  | { phase: 'dissolved' }
  | { phase: 'countdown'; msLeft: number }
  | {
      phase: 'rolling';
      round: number;
      /** Until this round's reels stand. */
      msLeft: number;
      /** Rounds whose reels stand. */
      landed: number;
    }
  /** Every reel stands; the settlement is on its way. */
  | { phase: 'settling'; landed: number }
  | { phase: 'over'; landed: number };

export function showOf(detail: BattleDetail, serverNow: number): Show {
  if (detail.status === 'waiting') return { phase: 'waiting' };
  if (detail.status === 'dissolved') return { phase: 'dissolved' };
  const startedAt = detail.startedAt ? Date.parse(detail.startedAt) : serverNow;
  const clock = { countdownMs: detail.countdownMs, roundMs: detail.roundMs };
  const at = showAt(new Date(startedAt), detail.rounds, new Date(serverNow), clock);
  if (at.phase === 'countdown') return { phase: 'countdown', msLeft: at.msLeft };
  if (at.phase === 'rolling') {
    return {
      phase: 'rolling',
      round: at.round,
      msLeft: detail.roundMs - at.msIntoRound,
      landed: at.landedRounds,
    };
  }
  const landed = at.landedRounds;
  return detail.status === 'finished' ? { phase: 'over', landed } : { phase: 'settling', landed };
}

/** When the show next changes phase or round (server ms), or null when it no longer will alone. */
export function nextChangeAt(detail: BattleDetail, serverNow: number): number | null {
  const show = showOf(detail, serverNow);
  if (show.phase === 'countdown' || show.phase === 'rolling') return serverNow + show.msLeft;
  return null;
}

/** The rounds whose reels stand, counted: what the totals add up. */
export function landedRounds(show: Show): number {
  return 'landed' in show ? show.landed : 0;
}

/** Seat `seat`'s drop in round `round`, once the round is revealed. */
export function dropOf(detail: BattleDetail, round: number, seat: number): RoundDrop | undefined {
  return detail.revealed.find((r) => r.round === round)?.drops.find((d) => d.seat === seat);
}

/** Each seat's total over the rounds that stand, exactly (in cents). */
export function seatTotals(detail: BattleDetail, landed: number): Map<number, string> {
  const totals = new Map<number, bigint>(detail.seats.map((s) => [s.seat, 0n]));
  for (const round of detail.revealed) {
    if (round.round > landed) continue;
    for (const drop of round.drops) {
      totals.set(drop.seat, (totals.get(drop.seat) ?? 0n) + moneyToCents(drop.goods.price));
    }
  }
  return new Map([...totals].map(([seat, cents]) => [seat, centsToMoney(cents)]));
}

/**
 * Who is ahead over the rounds that stand: classic the highest total, clown the lowest; null
 * while nothing stands or on a tie at the top (GAMES.md section 1, the server's settlement rule).
 */
export function leaderOf(
  mode: BattleDetail['mode'],
  totals: ReadonlyMap<number, string>,
  landed: number,
): number | null {
  if (landed === 0) return null;
  return leadingSeat(
    mode,
    [...totals].map(([seat, total]) => ({ seat, totalCents: moneyToCents(total) })),
  );
}

/**
 * What the last round that stands came to, for the live region: its number, the seat ahead
 * after it (null on a tie) and that seat's total. Null before a round stands.
 */
export function roundOutcome(
  detail: BattleDetail,
  show: Show,
): { round: number; leader: number | null; total: string } | null {
  const landed = landedRounds(show);
  if (landed === 0) return null;
  const totals = seatTotals(detail, landed);
  const leader = leaderOf(detail.mode, totals, landed);
  return {
    round: landed,
    leader,
    total: leader === null ? '0.00' : (totals.get(leader) ?? '0.00'),
  };
}

/** Everything the winner takes home: every drop of every seat (a tie: nobody takes others'). */
export function winnings(detail: BattleDetail): RoundDrop[] {
  if (detail.winnerSeat === null) return [];
  return detail.revealed.flatMap((round) => round.drops);
}

/** One seat's money in a settled battle: what it staked, what it took home, and the difference. */
export interface SeatSettlement {
  seat: number;
  /** What the seat paid to sit: the room's cost. */
  stake: string;
  /** The value of the drops it took home: every drop as the winner, its own on a tie, else none. */
  take: string;
  /** take − stake: negative for a seat that took home less than it paid. */
  net: string;
}

/**
 * Every seat's stake, take and net once the battle is settled (GAMES.md section 1, the shared
 * settlement rule: the winner takes every drop of every seat; on a tie each seat keeps its own).
 * A winner can still be down: a gold "Victory" is only for a seat that is not.
 */
export function settlementOf(detail: BattleDetail): SeatSettlement[] {
  const stake = moneyToCents(detail.cost);
  const taken = new Map<number, bigint>(detail.seats.map((s) => [s.seat, 0n]));
  for (const drop of detail.revealed.flatMap((round) => round.drops)) {
    const taker = takerOf(detail.winnerSeat, drop.seat);
    taken.set(taker, (taken.get(taker) ?? 0n) + moneyToCents(drop.goods.price));
  }
  return detail.seats.map(({ seat }) => {
    const take = taken.get(seat) ?? 0n;
    return {
      seat,
      stake: centsToMoney(stake),
      take: centsToMoney(take),
      net: centsToMoney(take - stake),
    };
  });
}

/**
 * Each seat's share of the lead over the rounds that stand, 0 to 1, for the lead bars: its total
 * against the highest (classic) or how far below the highest it is (clown: the lowest leads, so
 * its bar is the longest). All zero while nothing stands.
 */
export function leadShares(
  mode: BattleDetail['mode'],
  totals: ReadonlyMap<number, string>,
): Map<number, number> {
  const cents = [...totals].map(([seat, total]) => [seat, Number(moneyToCents(total))] as const);
  const high = Math.max(0, ...cents.map(([, c]) => c));
  if (high === 0) return new Map(cents.map(([seat]) => [seat, 0]));
  const low = Math.min(...cents.map(([, c]) => c));
  return new Map(
    cents.map(([seat, c]) => [
      seat,
      mode === 'classic' ? c / high : high === low ? 1 : (high - c) / (high - low),
    ]),
  );
}
