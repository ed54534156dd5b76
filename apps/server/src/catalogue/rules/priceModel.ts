import type { Exterior, QualityGrade } from '@skinbox/api';

/**
 * The documented price model (DESIGN section 2: the package has no prices). An item's price in
 * coins is
 *
 *   base(quality) × kind(category) × wear(exterior) × spread(cs2Id)
 *
 * - base: what a field-tested weapon skin of that grade is worth;
 * - kind: knives and gloves are worth many times a weapon of the same grade;
 * - wear: better exteriors cost more; items without wear count as 1.1;
 * - spread: a fixed factor in [0.6, 1.8) from the skin's id, so skins of one grade differ as they
 *   do on a market, the same on every run.
 *
 * The result is rounded to cents, at least 0.01. Operators override any item's price with
 * `pnpm ops catalogue:price` (catalogue_items.override_price_cents).
 */
export const BASE_COINS: Record<QualityGrade, number> = {
  consumer: 0.03,
  industrial: 0.1,
  milSpec: 0.6,
  restricted: 3,
  classified: 15,
  covert: 60,
  contraband: 2500,
  agentDistinguished: 2,
  agentExceptional: 5,
  agentSuperior: 12,
  agentMaster: 30,
};

export const KIND_FACTOR: Record<string, number> = { melee: 12, glove: 8 };

export const WEAR_FACTOR: Record<Exterior, number> = {
  factoryNew: 1.6,
  minimalWear: 1.25,
  fieldTested: 1,
  wellWorn: 0.85,
  battleScarred: 0.7,
};
export const NO_WEAR_FACTOR = 1.1;

/** A fixed pseudo-random factor in [0.6, 1.8) from an integer id (Knuth's multiplicative hash). */
export function spreadFactor(cs2Id: number): number {
  const hashed = Math.imul(cs2Id + 1, 2654435761) >>> 0;
  return 0.6 + 1.2 * (hashed / 2 ** 32);
}

export interface PricedItem {
  cs2Id: number;
  quality: QualityGrade;
  /** The package's item type: 'weapon', 'melee', 'glove', … */
  kind: string;
  exterior: Exterior | null;
}

export function modelPriceCents({ cs2Id, quality, kind, exterior }: PricedItem): bigint {
  const coins =
    BASE_COINS[quality] *
    (KIND_FACTOR[kind] ?? 1) *
    (exterior ? WEAR_FACTOR[exterior] : NO_WEAR_FACTOR) *
    spreadFactor(cs2Id);
  return BigInt(Math.max(1, Math.round(coins * 100)));
}
