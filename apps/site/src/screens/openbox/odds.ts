import type { BoxContent, GoodsSummary, QualityGrade } from '@skinbox/api';
import type { QualityGrade as KitQuality } from '@skinbox/ui';
import { kitQuality } from '../../shared/goods/quality';

/** The rarities from the commonest to the rarest, as the odds summary lists them. */
const RARITY_ORDER: readonly KitQuality[] = [
  'consumer',
  'industrial',
  'mil-spec',
  'restricted',
  'classified',
  'covert',
  'contraband',
];

export interface RarityOdds {
  /** The kit's rarity colour (agent grades take the weapon grade they sit beside). */
  quality: KitQuality;
  /** One of the box's own grades in this tier, to name it. */
  grade: QualityGrade;
  /** The ★ specials' tier (knives and gloves), gold whatever grade the game gives them. */
  special: boolean;
  /** The summed percent, as a number. */
  percent: number;
}

/**
 * The box's odds by rarity: the chance of each rarity, commonest first, then the ★ specials as a
 * tier of their own; only tiers the box holds.
 */
export function oddsByRarity(items: readonly BoxContent[]): RarityOdds[] {
  const sums = new Map<string, RarityOdds>();
  for (const { goods, probability } of items) {
    const special = isSpecial(goods);
    const quality = special ? 'contraband' : kitQuality(goods.quality);
    const key = special ? 'special' : quality;
    const entry = sums.get(key) ?? { quality, grade: goods.quality, special, percent: 0 };
    entry.percent += Number(probability);
    sums.set(key, entry);
  }
  return [...RARITY_ORDER, 'special'].flatMap((key) => sums.get(key) ?? []);
}

/** The items dearest first: the top drop leads the list. */
export function byValue(items: readonly BoxContent[]): BoxContent[] {
  return [...items].sort((a, b) => Number(b.goods.price) - Number(a.goods.price));
}

/** Knives and gloves: the game's ★ specials, named with a leading ★. */
export function isSpecial(goods: Pick<GoodsSummary, 'name'>): boolean {
  return goods.name.startsWith('★');
}

/**
 * How rare a drop is, for its landing sound and the glow it lands in: 0 Consumer or Industrial,
 * 1 Mil-Spec, 2 Restricted, 3 Classified, 4 Covert, Contraband or a ★ special (agents by the
 * weapon grade beside them).
 */
export type RarityTier = 0 | 1 | 2 | 3 | 4;

const TIER_OF: Record<KitQuality, RarityTier> = {
  consumer: 0,
  industrial: 0,
  'mil-spec': 1,
  restricted: 2,
  classified: 3,
  covert: 4,
  contraband: 4,
};

export function rarityTier(goods: Pick<GoodsSummary, 'name' | 'quality'>): RarityTier {
  return isSpecial(goods) ? 4 : TIER_OF[kitQuality(goods.quality)];
}

/** A drop worth the fireworks: Covert, Contraband or a ★ special (the top tier). */
export function isTopTier(goods: Pick<GoodsSummary, 'name' | 'quality'>): boolean {
  return rarityTier(goods) === 4;
}
