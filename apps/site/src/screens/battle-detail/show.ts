import { centsToMoney, moneyToCents, type BattleDetail, type RoundDrop } from '@skinbox/api';

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
  const rounds = detail.rounds;
  const startedAt = detail.startedAt ? Date.parse(detail.startedAt) : serverNow;
  const elapsed = serverNow - startedAt;
  if (elapsed < detail.countdownMs) {
    return { phase: 'countdown', msLeft: detail.countdownMs - elapsed };
  }
  const intoRounds = elapsed - detail.countdownMs;
  const landed = Math.min(rounds, Math.floor(intoRounds / detail.roundMs));
  if (landed < rounds) {
    return {
      phase: 'rolling',
      round: landed + 1,
      msLeft: (landed + 1) * detail.roundMs - intoRounds,
      landed,
    };
  }
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
 * while nothing stands or on a tie at the top (GAMES.md section 1).
 */
export function leaderOf(
  mode: BattleDetail['mode'],
  totals: ReadonlyMap<number, string>,
  landed: number,
): number | null {
  if (landed === 0) return null;
  const sorted = [...totals].sort(([, a], [, b]) => {
    const diff = moneyToCents(b) - moneyToCents(a);
    return mode === 'classic' ? Number(diff) : -Number(diff);
  });
  const [first, second] = sorted;
  if (!first) return null;
  if (second && moneyToCents(second[1]) === moneyToCents(first[1])) return null;
  return first[0];
}

/** Everything the winner takes home: every drop of every seat (a tie: nobody takes others'). */
export function winnings(detail: BattleDetail): RoundDrop[] {
  if (detail.winnerSeat === null) return [];
  return detail.revealed.flatMap((round) => round.drops);
}
