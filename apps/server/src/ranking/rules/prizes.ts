import { AccountKind } from '@skinbox/api';

/**
 * The daily board's prizes (GAMES.md section 6, SPEC section 9): red packets of 198, 136 and 116
 * coins for places 1 to 3, and a pool (681 coins unless configured) shared equally by places 1 to
 * 10. A place is paid at most PRIZE_CAP_BASIS_POINTS of its own turnover that day, the packet
 * first: the prize then never pays a player back more than a small share of what the turnover
 * cost them (5 % of it at the default box RTP), so buying a place never pays, however quiet the
 * day. What a cap keeps back stays with the promotions account.
 */
export const RANKING_PACKETS_CENTS: readonly bigint[] = [19_800n, 13_600n, 11_600n];
export const DEFAULT_POOL_CENTS = 68_100n;
export const POOL_PLACES = 10;
/** 1.5 % of the place's turnover. */
export const PRIZE_CAP_BASIS_POINTS = 150n;
/** How many places the board shows. */
export const BOARD_SIZE = 50;

/** GAMES.md section 0: ai and test accounts are left out of rankings. */
const UNRANKED_KINDS: readonly number[] = [AccountKind.ai, AccountKind.test];

export interface TurnoverRow {
  userId: number;
  userType: number;
  cents: bigint;
}

export interface RankedRow {
  rank: number;
  userId: number;
  cents: bigint;
}

/**
 * Players with turnover, highest first; ai and test accounts left out (GAMES.md section 0).
 * Equal turnover ranks the lower user id (the older account) first, so the order never flickers.
 */
export function rankTurnover(rows: readonly TurnoverRow[], limit = BOARD_SIZE): RankedRow[] {
  return rows
    .filter((row) => row.cents > 0n && !UNRANKED_KINDS.includes(row.userType))
    .sort((a, b) => (a.cents === b.cents ? a.userId - b.userId : a.cents > b.cents ? -1 : 1))
    .slice(0, limit)
    .map((row, index) => ({ rank: index + 1, userId: row.userId, cents: row.cents }));
}

export interface Prize {
  rank: number;
  userId: number;
  turnoverCents: bigint;
  packetCents: bigint;
  poolCents: bigint;
}

/** The most a place with this turnover can be paid. */
export function prizeCapCents(turnoverCents: bigint): bigint {
  return (turnoverCents * PRIZE_CAP_BASIS_POINTS) / 10_000n;
}

/** What each of the first POOL_PLACES places is paid, from the ranked board and the pool. */
export function prizesFor(ranked: readonly RankedRow[], poolCents: bigint): Prize[] {
  const share = poolCents > 0n ? poolCents / BigInt(POOL_PLACES) : 0n;
  return ranked
    .filter((row) => row.rank <= POOL_PLACES)
    .map((row) => {
      const cap = prizeCapCents(row.cents);
      const packet = RANKING_PACKETS_CENTS[row.rank - 1] ?? 0n;
      const packetCents = packet < cap ? packet : cap;
      const poolLeft = cap - packetCents;
      return {
        rank: row.rank,
        userId: row.userId,
        turnoverCents: row.cents,
        packetCents,
        poolCents: share < poolLeft ? share : poolLeft,
      };
    });
}
