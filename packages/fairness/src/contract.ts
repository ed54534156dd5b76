import { GAME } from './games';
import { roll, TICKETS, type RollResult } from './roll';

/**
 * GAMES.md section 5, the contract: bag items of total value V become one item drawn from a ladder
 * of catalogue items priced between V / 4 and 4 V, with odds whose expected value is RTP × V.
 * Everything here is whole-number arithmetic (BigInt where products grow), so the server and the
 * browser verifier derive the same ladder and the same tickets on any engine.
 */
/** The ladder spans V / CONTRACT_SPAN to V × CONTRACT_SPAN. */
export const CONTRACT_SPAN = 4;
/** How many rungs a ladder has at most. */
export const CONTRACT_RUNGS = 8;
/** Weights p^-k are tried for k = −this … this; the odds mix the two that bracket the target. */
const MAX_PRICE_POWER = 8;
/** Scale of the integer weights S / p^k, far above any price power so none rounds to zero. */
const WEIGHT_SCALE = 10n ** 80n;

export interface ContractCandidate {
  goodsId: number;
  priceCents: number;
}

/** The whole-number index k of `count` picks spread over `length` entries, ends included. */
function spreadIndex(k: number, count: number, length: number): number {
  if (count === 1) return 0;
  return Math.floor((2 * k * (length - 1) + (count - 1)) / (2 * (count - 1)));
}

/**
 * The ladder for a contract of `valueCents`: candidates priced in [ceil(V / 4), floor(4 V)], one per
 * price (the lowest goodsId), `rungs` of them spread evenly over that list by position, cheapest
 * first. Null when fewer than two qualify, or when none lies below the target value
 * (rtpBasisPoints / 10000 × V) or none above it, since then no odds can reach the target.
 */
export function contractLadder(
  candidates: readonly ContractCandidate[],
  valueCents: number,
  rtpBasisPoints: number,
  rungs = CONTRACT_RUNGS,
): ContractCandidate[] | null {
  const low = Math.ceil(valueCents / CONTRACT_SPAN);
  const high = valueCents * CONTRACT_SPAN;
  const sorted = candidates
    .filter((c) => c.priceCents >= low && c.priceCents <= high)
    .sort((a, b) => a.priceCents - b.priceCents || a.goodsId - b.goodsId);
  const onePerPrice = sorted.filter(
    (c, i) => i === 0 || sorted[i - 1]?.priceCents !== c.priceCents,
  );
  if (onePerPrice.length < 2) return null;
  const count = Math.min(rungs, onePerPrice.length);
  const ladder = Array.from(
    { length: count },
    (_, k) => onePerPrice[spreadIndex(k, count, onePerPrice.length)] as ContractCandidate,
  );
  const target = BigInt(valueCents) * BigInt(rtpBasisPoints);
  const below = ladder.some((c) => BigInt(c.priceCents) * 10_000n < target);
  const above = ladder.some((c) => BigInt(c.priceCents) * 10_000n > target);
  return below && above ? ladder : null;
}

interface PowerWeights {
  weights: bigint[];
  /** Σ weights. */
  total: bigint;
  /** Σ weights × price. */
  value: bigint;
}

function powerWeights(prices: readonly bigint[], power: number): PowerWeights {
  const weights = prices.map((p) =>
    power >= 0 ? WEIGHT_SCALE / p ** BigInt(power) : p ** BigInt(-power),
  );
  const total = weights.reduce((s, w) => s + w, 0n);
  const value = weights.reduce((s, w, i) => s + w * (prices[i] ?? 0n), 0n);
  return { weights, total, value };
}

/**
 * Tickets out of TICKETS for each rung (ladder order), each at least one, whose expected price is
 * as close to RTP × V as whole tickets allow and never above it.
 *
 * Weights p^-k (k from −8 to 8) make the expected price fall as k grows (cheap rungs gain). The
 * first k whose expectation is at or below the target, and the k before it, are mixed in the exact proportion
 * that lands on the target; each rung then gets 1 + floor(share × (TICKETS − rungs)) tickets, the
 * leftover goes to the cheapest rung, and whole tickets move from the dearest rung to the cheapest
 * until the expectation is not above the target.
 */
export function contractTickets(
  ladderPricesCents: readonly number[],
  valueCents: number,
  rtpBasisPoints: number,
): number[] {
  const n = ladderPricesCents.length;
  if (n < 2) throw new Error('a contract ladder needs at least two rungs');
  const prices = ladderPricesCents.map((p) => BigInt(p));
  if (prices.some((p) => p <= 0n)) throw new Error('every rung needs a positive price');
  // Everything below is scaled by 10000 so the target V × bp / 10000 stays whole.
  const target = BigInt(valueCents) * BigInt(rtpBasisPoints);
  const expectedAbove = (w: PowerWeights) => w.value * 10_000n > target * w.total;

  // The first power whose expectation is at or below the target, and the one before it.
  let power = -MAX_PRICE_POWER;
  let lower = powerWeights(prices, power);
  let upper = lower;
  while (expectedAbove(lower) && power < MAX_PRICE_POWER) {
    upper = lower;
    power += 1;
    lower = powerWeights(prices, power);
  }
  // share_i = [(T·W1 − N1)·w0_i + (N0 − T·W0)·w1_i] / (N0·W1 − N1·W0), every term × 10000;
  // when even the first power is at or below the target, upper = lower and that power stands.
  const mixUpper = target * lower.total - 10_000n * lower.value;
  const mixLower = 10_000n * upper.value - target * upper.total;
  const shares =
    upper === lower
      ? lower.weights
      : prices.map(
          (_, i) =>
            (mixUpper > 0n ? mixUpper : 0n) * (upper.weights[i] ?? 0n) +
            mixLower * (lower.weights[i] ?? 0n),
        );
  const denominator = shares.reduce((s, x) => s + x, 0n);

  const spare = BigInt(TICKETS - n);
  const tickets = shares.map((share) => 1n + (share * spare) / denominator);
  const order = prices
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : a.i - b.i));
  const cheapest = order[0]?.i ?? 0;
  tickets[cheapest] =
    (tickets[cheapest] ?? 0n) + BigInt(TICKETS) - tickets.reduce((s, t) => s + t, 0n);

  const ceiling = target * BigInt(TICKETS);
  const expected = () => tickets.reduce((s, t, i) => s + t * (prices[i] ?? 0n), 0n) * 10_000n;
  for (let k = order.length - 1; k > 0 && expected() > ceiling; k -= 1) {
    const dear = order[k];
    if (!dear) break;
    const step = ((prices[dear.i] ?? 0n) - (prices[cheapest] ?? 0n)) * 10_000n;
    if (step <= 0n) continue;
    const excess = expected() - ceiling;
    const wanted = (excess + step - 1n) / step;
    const available = (tickets[dear.i] ?? 1n) - 1n;
    const moved = wanted < available ? wanted : available;
    tickets[dear.i] = (tickets[dear.i] ?? 0n) - moved;
    tickets[cheapest] = (tickets[cheapest] ?? 0n) + moved;
  }
  return tickets.map(Number);
}

/** The expected price of one draw with these tickets, in cents (a fraction). */
export function contractExpectedCents(
  ladderPricesCents: readonly number[],
  tickets: readonly number[],
): number {
  return ladderPricesCents.reduce((s, p, i) => s + p * (tickets[i] ?? 0), 0) / TICKETS;
}

/** The contract's draw: roll('contract', serverSeed, clientSeed, nonce, 0). */
export function contractRoll(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<RollResult> {
  return roll({ game: GAME.contract, serverSeed, clientSeed, nonce, cursor: 0 });
}
