/**
 * The boxes the catalogue seeding makes (issue 6): 20 site boxes (type 1) from 1 to 1000 coins and
 * 8 battle boxes (type 2), each built from a different real CS2 weapon case.
 */
export const SITE_BOX_PRICES = [
  1, 2, 3, 5, 8, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 400, 500, 650, 800, 1000,
] as const;
export const BATTLE_BOX_PRICES = [2, 5, 10, 25, 50, 100, 250, 500] as const;

/** Site box categories by price tier (the list screen's tabs); battle boxes are 'battle'. */
export const BOX_CATEGORIES = ['entry', 'classic', 'premium', 'legend', 'battle'] as const;
export type BoxCategory = (typeof BOX_CATEGORIES)[number];

export function siteCategoryOf(priceCoins: number): BoxCategory {
  if (priceCoins <= 10) return 'entry';
  if (priceCoins <= 100) return 'classic';
  if (priceCoins <= 500) return 'premium';
  return 'legend';
}

/** Default return-to-player of seeded boxes (issue 6). */
export const DEFAULT_RTP = 0.9;
