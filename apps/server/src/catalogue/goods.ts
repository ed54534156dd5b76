import type { GoodsSummary, Locale } from '@skinbox/api';
import { centsToMoney, exterior as exteriorSchema, qualityGrade } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import { catalogueItems, type LocalizedName } from '../db/schema/catalogue';
import { isSpecial } from './rules/special';

/** The price in force: the operator's override, else the model's. */
export const itemPriceCents = sql<string>`coalesce(${catalogueItems.overridePriceCents}, ${catalogueItems.modelPriceCents})`;

/** Columns every goods summary needs; select them with `...goodsColumns`. */
export const goodsColumns = {
  goodsId: catalogueItems.id,
  names: catalogueItems.names,
  image: catalogueItems.image,
  quality: catalogueItems.quality,
  exterior: catalogueItems.exterior,
  category: catalogueItems.category,
  priceCents: itemPriceCents,
};

export interface GoodsRow {
  goodsId: number;
  names: LocalizedName;
  image: string;
  quality: string;
  exterior: string | null;
  /** rifle, melee, glove …: knives and gloves are named with a ★. */
  category?: string;
  priceCents: string | bigint;
}

/** Item images live under ASSET_BASE_URL; the site draws a placeholder when one fails. */
export function imageUrl(assetBase: string, path: string): string {
  return `${assetBase.replace(/\/+$/, '')}/${path}`;
}

/**
 * The name in `locale`. Knives and gloves are the game's ★ specials, named with a ★ as Steam
 * shows them in every language (the catalogue's localisations leave it out), so the site tells a
 * special by its name.
 */
function localName(row: GoodsRow, locale: Locale): string {
  const name = row.names[locale];
  return row.category && isSpecial(row.category) && !name.startsWith('★') ? `★ ${name}` : name;
}

export function toGoodsSummary(row: GoodsRow, locale: Locale, assetBase: string): GoodsSummary {
  return {
    goodsId: row.goodsId,
    name: localName(row, locale),
    image: imageUrl(assetBase, row.image),
    price: centsToMoney(BigInt(row.priceCents)),
    quality: qualityGrade.parse(row.quality),
    exterior: row.exterior === null ? null : exteriorSchema.parse(row.exterior),
  };
}
