import type { ItemTileData } from '../item-tile/ItemTile';
import type { QualityGrade } from '../tag/Tag';

const RIFLE =
  'M8 30 L40 26 L60 28 L150 28 L150 24 L192 24 L192 30 L150 32 L120 34 L112 36 L104 58 L94 58 L96 38 L80 38 L74 52 L64 52 L66 38 L40 40 L10 48 Z';

/** A small inline picture for stories and tests: a rifle in `colour` on a glow, no network. */
export function storyArt(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 192"><rect width="256" height="192" fill="#181a22"/><circle cx="128" cy="110" r="90" fill="${colour}" fill-opacity="0.35"/><path transform="translate(8 38) scale(1.2)" d="${RIFLE}" fill="${colour}" stroke="#0b0c10" stroke-width="1.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const COLOURS: Record<QualityGrade, string> = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  'mil-spec': '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  contraband: '#e4ae39',
};

/** One item of each kind the stories show, with its art. */
export const STORY_ITEMS: readonly ItemTileData[] = [
  { name: 'P250 | Sand Dune', quality: 'consumer', price: '0.12', wear: 'Field-Tested' },
  { name: 'MP9 | Hydra', quality: 'mil-spec', price: '1.80', wear: 'Minimal Wear' },
  { name: 'M4A4 | Desolate Space', quality: 'restricted', price: '6.40', wear: 'Field-Tested' },
  { name: 'AK-47 | Redline', quality: 'classified', price: '35.20', wear: 'Field-Tested' },
  { name: 'AWP | Asiimov', quality: 'covert', price: '98.00', wear: 'Well-Worn', statTrak: true },
  {
    name: '★ Karambit | Fade',
    quality: 'covert',
    price: '1450.00',
    special: true,
    wear: 'Factory New',
  },
].map((item) => ({
  ...item,
  image: storyArt(item.special ? COLOURS.contraband : COLOURS[item.quality as QualityGrade]),
})) as ItemTileData[];

/** Picks a story item by name. */
export function storyItem(name: string): ItemTileData {
  const found = STORY_ITEMS.find((item) => item.name.includes(name));
  if (!found) throw new Error(`no story item ${name}`);
  return found;
}
