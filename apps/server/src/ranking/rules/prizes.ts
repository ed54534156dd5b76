import {
  RANKING_PACKETS_COINS,
  RANKING_POOL_PLACES,
  isRealPlayer,
  moneyToCents,
} from '@skinbox/api';

/**
 * The daily board's prizes (GAMES.md section 6, SPEC section 9): red packets of 198, 136 and 116
 * coins for places 1 to 3, and a pool (681 coins unless configured) shared equally by places 1 to
 * 10, each paid in full. What bounds the board is who may hold a paid place: a day's turnover of
 * at least qualifyingTurnoverCents, sized so that the dearest place is worth at most
 * BOARD_SHARE_BASIS_POINTS of it; buying a place by playing then never pays (every coin of
 * turnover costs more than that, economy/rules/rewards.ts). Places below it are listed but paid
 * nothing, and what they are not paid stays with the promotions account.
 */
export const RANKING_PACKETS_CENTS: readonly bigint[] = RANKING_PACKETS_COINS.map((coins) =>
  moneyToCents(String(coins)),
);
export const DEFAULT_POOL_CENTS = 68_100n;
/** The most a paid place is worth, as a share of the least turnover that qualifies for it: 1.5 %. */
export const BOARD_SHARE_BASIS_POINTS = 150n;
/** The qualifying turnover is a whole number of these (1000 coins), so the board shows it plainly. */
const QUALIFYING_STEP_CENTS = 100_000n;
/** How many places the board shows. */
export const BOARD_SIZE = 50;

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
    .filter((row) => row.cents > 0n && isRealPlayer(row.userType))
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

/** What place `rank` (1 to RANKING_POOL_PLACES) is paid: its packet and an equal tenth of the pool. */
export function placePrizeCents(rank: number, poolCents: bigint) {
  const packetCents = RANKING_PACKETS_CENTS[rank - 1] ?? 0n;
  const poolShare = poolCents > 0n ? poolCents / BigInt(RANKING_POOL_PLACES) : 0n;
  return { packetCents, poolCents: poolShare };
}

/**
 * The least turnover of the day that holds a paid place: the dearest place (the first, its packet
 * and pool share) over BOARD_SHARE_BASIS_POINTS, rounded up to a whole thousand coins. 18000
 * coins with the default pool.
 */
export function qualifyingTurnoverCents(poolCents: bigint): bigint {
  const { packetCents, poolCents: share } = placePrizeCents(1, poolCents);
  const least =
    ((packetCents + share) * 10_000n + BOARD_SHARE_BASIS_POINTS - 1n) / BOARD_SHARE_BASIS_POINTS;
  return ((least + QUALIFYING_STEP_CENTS - 1n) / QUALIFYING_STEP_CENTS) * QUALIFYING_STEP_CENTS;
}

/**
 * What each of the first RANKING_POOL_PLACES places is paid, from the ranked board and the pool: the whole
 * packet and pool share to a place whose turnover qualifies, none to one whose turnover does not
 * (the board is ranked by turnover, so the qualifying places are its first ones).
 */
export function prizesFor(ranked: readonly RankedRow[], poolCents: bigint): Prize[] {
  const qualifying = qualifyingTurnoverCents(poolCents);
  return ranked
    .filter((row) => row.rank <= RANKING_POOL_PLACES && row.cents >= qualifying)
    .map((row) => ({
      rank: row.rank,
      userId: row.userId,
      turnoverCents: row.cents,
      ...placePrizeCents(row.rank, poolCents),
    }));
}
