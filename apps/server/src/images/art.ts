import { createHash } from 'node:crypto';

/**
 * Offline art for every catalogue item and case, drawn as SVG from what the catalogue knows: the
 * weapon's kind gives a silhouette, the skin's name a deterministic two-colour palette, the rarity
 * the glow behind it. The silhouettes are drawn here (no icon set to credit). Knives and gloves
 * are the game's ★ specials: a gold glow and a ★ mark, not the red of Covert they carry in the
 * package.
 */

/** Width and height of every picture; the site shows goods at 4:3. */
export const ART_WIDTH = 256;
export const ART_HEIGHT = 192;

/** The gold of ★ specials (the contraband colour players know from the game). */
export const SPECIAL_GOLD = '#e4ae39';

export type Silhouette = 'rifle' | 'sniper' | 'pistol' | 'smg' | 'heavy' | 'knife' | 'glove';

/** Outlines in a 200 × 80 box, facing right. */
const SILHOUETTE_PATHS: Record<Silhouette, string> = {
  rifle:
    'M8 30 L40 26 L60 28 L150 28 L150 24 L192 24 L192 30 L150 32 L120 34 L112 36 L104 58 L94 58 L96 38 L80 38 L74 52 L64 52 L66 38 L40 40 L10 48 Z',
  sniper:
    'M4 32 L36 28 L58 30 L70 30 L70 22 L124 22 L124 30 L196 30 L196 34 L128 35 L100 38 L92 54 L82 54 L84 39 L40 42 L6 50 Z M76 14 L120 14 L120 20 L76 20 Z',
  pistol:
    'M40 22 L152 22 L152 36 L98 36 L94 40 L86 40 L80 66 L58 66 L66 36 L40 36 Z M84 40 L96 40 L94 50 L84 48 Z',
  smg: 'M30 26 L150 26 L150 34 L120 36 L112 62 L102 62 L104 38 L86 38 L82 54 L72 54 L74 38 L50 38 L30 46 Z',
  heavy:
    'M6 32 L44 26 L184 26 L184 32 L160 34 L160 39 L100 39 L82 41 L74 54 L62 54 L66 41 L44 41 L8 46 Z',
  knife: 'M18 38 L78 35 L84 30 L88 33 L184 30 Q152 50 100 48 L88 47 L84 52 L78 46 L18 46 Z',
  glove:
    'M62 70 L60 42 L66 14 L74 14 L76 36 L80 8 L88 8 L89 35 L95 6 L103 6 L101 36 L108 12 L116 12 L113 42 L127 30 L135 36 L117 62 L114 70 Z M58 70 L118 70 L118 78 L58 78 Z',
};

const SNIPERS = ['AWP', 'SSG 08', 'SCAR-20', 'G3SG1'];

/** The silhouette for a catalogue category ('rifle', 'melee', 'glove'…) and English name. */
export function silhouetteOf(category: string, englishName: string): Silhouette {
  switch (category) {
    case 'melee':
      return 'knife';
    case 'glove':
      return 'glove';
    case 'secondary':
      return 'pistol';
    case 'smg':
      return 'smg';
    case 'heavy':
      return 'heavy';
    default: {
      const weapon = englishName.split('|')[0]?.trim() ?? '';
      return SNIPERS.includes(weapon) ? 'sniper' : 'rifle';
    }
  }
}

/** Whether an item is one of the game's ★ specials (knives and gloves). */
export function isSpecial(category: string): boolean {
  return category === 'melee' || category === 'glove';
}

/** Two hues and a stripe angle from a name: the same name always paints the same. */
export function paletteOf(name: string): { from: string; to: string; angle: number } {
  const hash = createHash('sha256').update(name).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const shift = 40 + ((hash[1] ?? 0) % 140);
  const light = 48 + ((hash[2] ?? 0) % 16);
  return {
    from: `hsl(${hue.toFixed(0)} 72% ${light}%)`,
    to: `hsl(${((hue + shift) % 360).toFixed(0)} 64% ${light - 16}%)`,
    angle: 20 + ((hash[3] ?? 0) % 50),
  };
}

/** Escapes text for an SVG attribute or element. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

export interface ItemArtInput {
  /** The English name, e.g. 'AK-47 | Redline': it seeds the palette and names the picture. */
  name: string;
  /** The catalogue category: rifle, secondary, smg, heavy, melee, glove. */
  category: string;
  /** The rarity colour, e.g. '#eb4b4b'. */
  rarityColor: string;
}

const STAR_PATH = 'M0 -9 L2.6 -3 L9 -2.8 L4 1.4 L5.6 8 L0 4.4 L-5.6 8 L-4 1.4 L-9 -2.8 L-2.6 -3 Z';

/** An item's picture: the rarity glow, the weapon silhouette in the skin's palette, ★ on specials. */
export function itemArtSvg({ name, category, rarityColor }: ItemArtInput): string {
  const special = isSpecial(category);
  const glow = special ? SPECIAL_GOLD : rarityColor;
  const shape = SILHOUETTE_PATHS[silhouetteOf(category, name)];
  const { from, to, angle } = paletteOf(name);
  const star = special
    ? `<g transform="translate(26 26) scale(1.4)" fill="${SPECIAL_GOLD}"><path d="${STAR_PATH}"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${escapeXml(name)}">
<defs>
<radialGradient id="g" cx="50%" cy="62%" r="62%"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="4" height="10" fill="#fff" fill-opacity="0.16"/></pattern>
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#181a22"/>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>
<rect y="${ART_HEIGHT - 6}" width="${ART_WIDTH}" height="6" fill="${glow}"/>
<g transform="translate(8 38) scale(1.2)">
<path d="${shape}" fill="#000" fill-opacity="0.35" transform="translate(3 5)"/>
<path d="${shape}" fill="url(#s)" stroke="#0b0c10" stroke-width="1.5" stroke-linejoin="round"/>
<path d="${shape}" fill="url(#p)"/>
</g>
${star}
</svg>`;
}

export interface CaseArtInput {
  /** The English name: it seeds the crate's colours and its emblem. */
  name: string;
}

/** A star polygon of `points` points around (0, 0): a case's emblem. */
function emblemPath(points: number, outer: number, inner: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(radius * Math.cos(angle)).toFixed(1)} ${(radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${corners.join(' L')} Z`;
}

/** A case's picture: a crate in its colours with hazard stripes and its emblem, on its glow. */
export function caseArtSvg({ name }: CaseArtInput): string {
  const { from, to, angle } = paletteOf(name);
  const hash = createHash('sha256').update(`case:${name}`).digest();
  const points = 4 + ((hash[0] ?? 0) % 5);
  const emblem = emblemPath(points, 22, 9 + ((hash[1] ?? 0) % 6));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${escapeXml(name)}">
<defs>
<radialGradient id="g" cx="50%" cy="55%" r="60%"><stop offset="0" stop-color="${from}" stop-opacity="0.6"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="h" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="7" height="14" fill="#111"/></pattern>
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#15161d"/>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>
<ellipse cx="128" cy="164" rx="92" ry="10" fill="#000" fill-opacity="0.45"/>
<path d="M56 62 L80 40 L200 40 L176 62 Z" fill="${to}" stroke="#0b0c10" stroke-width="2" stroke-linejoin="round"/>
<path d="M176 62 L200 40 L200 136 L176 160 Z" fill="${to}" fill-opacity="0.7" stroke="#0b0c10" stroke-width="2" stroke-linejoin="round"/>
<rect x="56" y="62" width="120" height="98" rx="4" fill="url(#f)" stroke="#0b0c10" stroke-width="2"/>
<rect x="56" y="70" width="120" height="12" fill="#f5b70a"/>
<rect x="56" y="70" width="120" height="12" fill="url(#h)"/>
<rect x="56" y="140" width="120" height="12" fill="#f5b70a"/>
<rect x="56" y="140" width="120" height="12" fill="url(#h)"/>
<g transform="translate(116 111)"><circle r="26" fill="#0b0c10" fill-opacity="0.55"/><path d="${emblem}" fill="#fff" fill-opacity="0.92"/></g>
</svg>`;
}
