import { createHash } from 'node:crypto';
import { isSpecial } from '../catalogue/rules/special';
import { finishLayers, paletteOf } from './finishes';
import { gloveSilhouette } from './silhouettes/gloves';
import { gunSilhouette } from './silhouettes/guns';
import { knifeSilhouette } from './silhouettes/knives';
import { pathOf, type Polygon, type Silhouette } from './silhouettes/shapes';

/**
 * Offline art for every catalogue item and case, drawn as SVG from what the catalogue knows (a
 * deployment whose ASSET_BASE_URL points at real renders never asks for it): the weapon's model
 * gives its own silhouette (every CS2 gun, knife type and glove type is drawn apart,
 * silhouettes/), the finish its family's colours and pattern (finishes.ts), the rarity the glow
 * behind it. The silhouettes are drawn here (no icon set to credit). Knives and gloves are the
 * game's ★ specials: a gold glow and a ★ mark, not the red of Covert they carry in the package.
 * A case is drawn as one of several containers in its own colours and emblem, with its best drop
 * rising out of it.
 */

/** Width and height of every picture; the site shows goods at 4:3. */
export const ART_WIDTH = 256;
export const ART_HEIGHT = 192;

/** The gold of ★ specials (the contraband colour players know from the game). */
export const SPECIAL_GOLD = '#e4ae39';

/** The model each category falls back to when a name is no model drawn (a new game item). */
const FALLBACK_MODEL: Record<string, string> = {
  rifle: 'M4A4',
  smg: 'MP7',
  heavy: 'Nova',
  secondary: 'P2000',
  equipment: 'Zeus x27',
  melee: 'Knife',
  glove: 'Default T Gloves',
};

/** An English catalogue name split into its model and finish: 'AK-47 | Redline'. */
export function modelAndFinish(englishName: string): { model: string; finish: string | null } {
  const [model = '', finish] = englishName.replace(/^★\s*/, '').split(' | ');
  return { model: model.replace(/^StatTrak™\s*/, '').trim(), finish: finish?.trim() || null };
}

/** The silhouette of an item: its own model's, else its category's stand-in. */
export function silhouetteOf(category: string, englishName: string): Silhouette {
  const { model } = modelAndFinish(englishName);
  const draw = (name: string) =>
    category === 'melee'
      ? knifeSilhouette(name)
      : category === 'glove'
        ? gloveSilhouette(name)
        : gunSilhouette(name);
  const found = draw(model) ?? draw(FALLBACK_MODEL[category] ?? 'M4A4');
  if (!found) throw new Error(`no silhouette for ${category} ${englishName}`);
  return found;
}

/**
 * Polygons all wound one way, so their union fills with the nonzero rule (a part drawn the other
 * way round would cut a hole where it overlaps another).
 */
function clockwise(polygons: readonly Polygon[]): Polygon[] {
  return polygons.map((polygon) => {
    const area = polygon.reduce((sum, [x, y], i) => {
      const [nx, ny] = polygon[(i + 1) % polygon.length] ?? [x, y];
      return sum + (x * ny - nx * y);
    }, 0);
    return area < 0 ? [...polygon].reverse() : polygon;
  });
}

/** Escapes text for an SVG attribute or element. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

export interface ItemArtInput {
  /** The English name, e.g. 'AK-47 | Redline': its model, finish and palette, and the label. */
  name: string;
  /** The catalogue category: rifle, secondary, smg, heavy, equipment, melee, glove. */
  category: string;
  /** The rarity colour, e.g. '#eb4b4b'. */
  rarityColor: string;
}

const STAR_PATH = 'M0 -9 L2.6 -3 L9 -2.8 L4 1.4 L5.6 8 L0 4.4 L-5.6 8 L-4 1.4 L-9 -2.8 L-2.6 -3 Z';
const BACKDROP = '#181a22';

/** Where a silhouette's parts reach: its bounding box. */
function boundsOf(polygons: readonly Polygon[]) {
  const xs = polygons.flatMap((polygon) => polygon.map(([x]) => x));
  const ys = polygons.flatMap((polygon) => polygon.map(([, y]) => y));
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The room a silhouette is fitted into (a long gun fills its width, a pistol or glove its height). */
const FIT = { width: 224, height: 112, cx: ART_WIDTH / 2, cy: 100 } as const;

/**
 * A silhouette in a finish, fitted to the picture, as SVG defs and body (a transform to place it
 * in the picture); ids begin with `id` (letters only).
 */
function paintedSilhouette(item: ItemArtInput, id: string) {
  const { finish } = modelAndFinish(item.name);
  const silhouette = silhouetteOf(item.category, item.name);
  const { x0, y0, x1, y1 } = boundsOf(silhouette.parts);
  const scale = Math.min(FIT.width / (x1 - x0), FIT.height / (y1 - y0));
  const fit = `translate(${(FIT.cx - ((x0 + x1) / 2) * scale).toFixed(1)} ${(FIT.cy - ((y0 + y1) / 2) * scale).toFixed(1)}) scale(${scale.toFixed(3)})`;
  const shape = pathOf(clockwise(silhouette.parts));
  const layers = finishLayers(finish, item.name, shape, id);
  const holes = silhouette.holes?.length
    ? `<path d="${pathOf(silhouette.holes)}" fill="${BACKDROP}" stroke="#0b0c10" stroke-width="1"/>`
    : '';
  return {
    defs: layers.defs,
    fit,
    body: `<path d="${shape}" fill="#000" fill-opacity="0.35" transform="translate(3 5)"/>${layers.body}${holes}`,
  };
}

/** An item's picture: the rarity glow, its model's silhouette in its finish, ★ on specials. */
export function itemArtSvg(item: ItemArtInput): string {
  const special = isSpecial(item.category);
  const glow = special ? SPECIAL_GOLD : item.rarityColor;
  const painted = paintedSilhouette(item, 'f');
  const star = special
    ? `<g transform="translate(26 26) scale(1.4)" fill="${SPECIAL_GOLD}"><path d="${STAR_PATH}"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${escapeXml(item.name)}">
<defs>
<radialGradient id="g" cx="50%" cy="62%" r="62%"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
${painted.defs}
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="${BACKDROP}"/>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>
<rect y="${ART_HEIGHT - 6}" width="${ART_WIDTH}" height="6" fill="${glow}"/>
<g transform="${painted.fit}">${painted.body}</g>
${star}
</svg>`;
}

/** The containers a case may be drawn as: each case takes one by its name's hash. */
export const CASE_SHAPES = ['crate', 'chest', 'canister', 'briefcase', 'capsule'] as const;
export type CaseShape = (typeof CASE_SHAPES)[number];

export interface CaseArtInput {
  /** The English name: it seeds the container, its colours and its emblem. */
  name: string;
  /** The case's dearest item, drawn rising out of it. */
  best?: ItemArtInput;
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

/** The container's body in `fill` (the case's gradient) and `edge` colour, and where its emblem sits. */
function container(
  shape: CaseShape,
  edge: string,
): { body: string; emblem: readonly [number, number] } {
  const line = `stroke="#0b0c10" stroke-width="2" stroke-linejoin="round"`;
  switch (shape) {
    case 'crate':
      return {
        body: `<path d="M56 78 L80 56 L200 56 L176 78 Z" fill="${edge}" ${line}/><path d="M176 78 L200 56 L200 146 L176 168 Z" fill="${edge}" fill-opacity="0.7" ${line}/><rect x="56" y="78" width="120" height="90" rx="4" fill="url(#cf)" ${line}/><rect x="56" y="86" width="120" height="10" fill="#f5b70a"/><rect x="56" y="86" width="120" height="10" fill="url(#ch)"/><rect x="56" y="150" width="120" height="10" fill="#f5b70a"/><rect x="56" y="150" width="120" height="10" fill="url(#ch)"/>`,
        emblem: [116, 123],
      };
    case 'chest':
      return {
        body: `<path d="M50 96 Q50 62 128 62 Q206 62 206 96 Z" fill="${edge}" ${line}/><rect x="50" y="96" width="156" height="72" rx="6" fill="url(#cf)" ${line}/><rect x="76" y="62" width="12" height="106" fill="#0b0c10" fill-opacity="0.45"/><rect x="168" y="62" width="12" height="106" fill="#0b0c10" fill-opacity="0.45"/><rect x="116" y="90" width="24" height="22" rx="3" fill="#f5b70a" ${line}/>`,
        emblem: [128, 140],
      };
    case 'canister':
      return {
        body: `<ellipse cx="128" cy="70" rx="56" ry="14" fill="${edge}" ${line}/><path d="M72 70 L72 156 Q128 182 184 156 L184 70 Q128 96 72 70 Z" fill="url(#cf)" ${line}/><path d="M72 92 Q128 118 184 92" stroke="#f5b70a" stroke-width="6" fill="none"/><path d="M72 140 Q128 166 184 140" stroke="#f5b70a" stroke-width="6" fill="none"/>`,
        emblem: [128, 118],
      };
    case 'briefcase':
      return {
        body: `<path d="M104 74 L104 60 Q104 54 110 54 L146 54 Q152 54 152 60 L152 74" fill="none" stroke="${edge}" stroke-width="8"/><rect x="40" y="74" width="176" height="92" rx="10" fill="url(#cf)" ${line}/><rect x="40" y="112" width="176" height="8" fill="${edge}"/><rect x="62" y="106" width="16" height="20" rx="2" fill="#f5b70a" ${line}/><rect x="178" y="106" width="16" height="20" rx="2" fill="#f5b70a" ${line}/>`,
        emblem: [128, 142],
      };
    case 'capsule':
      return {
        body: `<rect x="46" y="66" width="164" height="100" rx="50" fill="url(#cf)" ${line}/><path d="M46 116 L210 116" stroke="${edge}" stroke-width="6"/><circle cx="70" cy="116" r="7" fill="#f5b70a" ${line}/><circle cx="186" cy="116" r="7" fill="#f5b70a" ${line}/>`,
        emblem: [128, 116],
      };
  }
}

/** The container a case is drawn as. */
export function caseShapeOf(name: string): CaseShape {
  const hash = createHash('sha256').update(`case:${name}`).digest();
  return CASE_SHAPES[(hash[2] ?? 0) % CASE_SHAPES.length] as CaseShape;
}

/** A case's picture: its container in its colours and emblem, its best drop rising out of it. */
export function caseArtSvg({ name, best }: CaseArtInput): string {
  const { from, to, angle } = paletteOf(name);
  const hash = createHash('sha256').update(`case:${name}`).digest();
  const points = 4 + ((hash[0] ?? 0) % 5);
  const emblem = emblemPath(points, 20, 8 + ((hash[1] ?? 0) % 6));
  const drawn = container(caseShapeOf(name), to);
  const [ex, ey] = drawn.emblem;
  const rising = best ? paintedSilhouette(best, 'b') : null;
  const bestGlow = best ? (isSpecial(best.category) ? SPECIAL_GOLD : best.rarityColor) : from;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${escapeXml(name)}">
<defs>
<radialGradient id="g" cx="50%" cy="55%" r="60%"><stop offset="0" stop-color="${from}" stop-opacity="0.6"/><stop offset="1" stop-color="${from}" stop-opacity="0"/></radialGradient>
<radialGradient id="bg" cx="50%" cy="30%" r="40%"><stop offset="0" stop-color="${bestGlow}" stop-opacity="0.7"/><stop offset="1" stop-color="${bestGlow}" stop-opacity="0"/></radialGradient>
<linearGradient id="cf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="ch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="7" height="14" fill="#111"/></pattern>
${rising?.defs ?? ''}
</defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#15161d"/>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#g)"/>
${rising ? `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/><g transform="translate(38 -24) scale(0.7) rotate(-8 128 100)"><g transform="${rising.fit}">${rising.body}</g></g>` : ''}
<ellipse cx="128" cy="174" rx="92" ry="10" fill="#000" fill-opacity="0.45"/>
${drawn.body}
<g transform="translate(${ex} ${ey})"><circle r="24" fill="#0b0c10" fill-opacity="0.55"/><path d="${emblem}" fill="#fff" fill-opacity="0.92"/></g>
</svg>`;
}
