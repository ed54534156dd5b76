import {
  CONTRACT_SPAN,
  contractLadder,
  contractTickets,
  type ContractCandidate,
} from '@skinbox/fairness';

export interface PricedRung extends ContractCandidate {
  tickets: number;
}

/** The price band a contract of `valueCents` draws from: [ceil(V / 4), 4 V]. */
export function ladderBand(valueCents: bigint) {
  const span = BigInt(CONTRACT_SPAN);
  return { minCents: (valueCents + span - 1n) / span, maxCents: valueCents * span };
}

/**
 * The ladder and its tickets for a contract of `valueCents` (packages/fairness contract.ts), or
 * null when the catalogue has no ladder for that value.
 */
export function priceLadder(
  candidates: readonly ContractCandidate[],
  valueCents: bigint,
  rtpBasisPoints: number,
): PricedRung[] | null {
  const ladder = contractLadder(candidates, Number(valueCents), rtpBasisPoints);
  if (!ladder) return null;
  const tickets = contractTickets(
    ladder.map((rung) => rung.priceCents),
    Number(valueCents),
    rtpBasisPoints,
  );
  return ladder.map((rung, i) => ({ ...rung, tickets: tickets[i] ?? 1 }));
}

/** Whether the ladder the player saw (goods ids, cheapest first) is the ladder now. */
export function sameLadder(seen: readonly number[], ladder: readonly ContractCandidate[]): boolean {
  return seen.length === ladder.length && ladder.every((rung, i) => rung.goodsId === seen[i]);
}
