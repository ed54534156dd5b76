import { CS2_ITEMS, CS2ContainerType, CS2ItemType, type CS2Item } from '@ianlucas/cs2-lib';
import { english, koreana, schinese, tchinese, vietnamese } from '@ianlucas/cs2-lib/translations';
import type { Exterior, QualityGrade } from '@skinbox/api';
import type { LocalizedName } from '../db/schema/catalogue';
import { modelPriceCents } from './rules/priceModel';
import { exteriorsOfWearRange, qualityOfRarity } from './rules/quality';

/** One catalogue row to be: a skin at one exterior, priced by the model. */
export interface CatalogueCandidate {
  cs2Id: number;
  exterior: Exterior | null;
  names: LocalizedName;
  quality: QualityGrade;
  rarityColor: string;
  category: string;
  image: string;
  modelPriceCents: bigint;
}

export interface CaseSource {
  cs2Id: number;
  names: LocalizedName;
  image: string;
  candidates: CatalogueCandidate[];
}

/** Site language → the package's localisation (DESIGN section 2). */
const LANGUAGES = { zh: schinese, tw: tchinese, ko: koreana, vi: vietnamese, en: english };

/** How many knives or gloves of a case's rare specials to offer; a case lists dozens. */
export const SPECIALS_PER_CASE = 4;

const byId = new Map(CS2_ITEMS.map((item) => [item.id, item]));

/** The name in each language; English where a localisation lacks the item. */
function namesOf(id: number, strip = false): LocalizedName {
  const fallback = english[id]?.name ?? String(id);
  const pick = (map: Record<string, { name: string } | undefined>) => {
    const name = map[id]?.name ?? fallback;
    // Cases are named "Container | Chroma Case": keep the part after the pipe.
    return strip ? (name.split('|').at(-1)?.trim() ?? name) : name;
  };
  return {
    zh: pick(LANGUAGES.zh),
    tw: pick(LANGUAGES.tw),
    ko: pick(LANGUAGES.ko),
    vi: pick(LANGUAGES.vi),
    en: pick(LANGUAGES.en),
  };
}

function imagePath(image: string | undefined): string {
  return (image ?? '').replace(/^\/+/, '');
}

function candidatesOf(item: CS2Item): CatalogueCandidate[] {
  const quality = qualityOfRarity(item.rarity ?? '#ded6cc');
  const hasWear =
    item.wearMin !== undefined || item.wearMax !== undefined || item.index !== undefined;
  const exteriors: Array<Exterior | null> = hasWear
    ? exteriorsOfWearRange(item.wearMin ?? 0, item.wearMax ?? 1)
    : [null];
  return exteriors.map((exterior) => ({
    cs2Id: item.id,
    exterior,
    names: namesOf(item.id),
    quality,
    rarityColor: item.rarity ?? '#ded6cc',
    category: item.type === CS2ItemType.Weapon ? (item.category ?? 'weapon') : item.type,
    image: imagePath(item.image),
    modelPriceCents: modelPriceCents({ cs2Id: item.id, quality, kind: item.type, exterior }),
  }));
}

/** Every CS2 weapon case in the package, in the package's order, with its possible drops. */
export function weaponCases(): CaseSource[] {
  return CS2_ITEMS.filter(
    (item) =>
      item.type === CS2ItemType.Container && item.containerType === CS2ContainerType.WeaponCase,
  ).map((container) => {
    const contents = (container.contents ?? [])
      .map((id) => byId.get(id))
      .filter((i) => i !== undefined);
    const specials = (container.specials ?? [])
      .map((id) => byId.get(id))
      .filter((i) => i !== undefined)
      .slice(0, SPECIALS_PER_CASE);
    return {
      cs2Id: container.id,
      names: namesOf(container.id, true),
      image: imagePath(container.image),
      candidates: [...contents, ...specials].flatMap(candidatesOf),
    };
  });
}
