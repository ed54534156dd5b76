import { createHash } from 'node:crypto';

/**
 * How the offline art tells finishes apart: each finish name falls into a family the players know
 * by sight (a Fade's sunset gradient, a Doppler's marble, Tiger Tooth's stripes, Case Hardened's
 * blue and gold, a Crimson Web, camouflage, bare steel…), and a name no family claims takes one
 * of the graphic patterns by its hash, in colours of its own. The family gives the colours and
 * the pattern laid over the weapon's silhouette.
 */
export type FinishFamily =
  | 'fade'
  | 'marble'
  | 'tiger'
  | 'caseHardened'
  | 'web'
  | 'slaughter'
  | 'camo'
  | 'steel'
  | 'damascus'
  | 'zebra'
  | 'stripes'
  | 'hex'
  | 'digital'
  | 'chevron'
  | 'dots'
  | 'split'
  | 'waves'
  | 'circuit';

/** Families by the words of the finish's English name, first match wins. */
const BY_NAME: ReadonlyArray<readonly [RegExp, FinishFamily]> = [
  [/Doppler|Marble/i, 'marble'],
  [/Fade/i, 'fade'],
  [/Tiger|Bengal|Jaguar|Panther/i, 'tiger'],
  [/Case Hardened/i, 'caseHardened'],
  [/Web/i, 'web'],
  [/Damascus/i, 'damascus'],
  [/Slaughter|Blood|Crimson|Hemoglobin/i, 'slaughter'],
  [/Zebra|Python|Snake|Naga|Basilisk|Scale/i, 'zebra'],
  [/Hive|Hex|Mesh|Tread|Grid/i, 'hex'],
  [
    /DDPAT|Camo|Forest|Urban|Sand|Desert|Jungle|Boreal|Safari|Scorched|Terrain|Guerrilla|Woodland|Stained|Arctic|Predator|Sandstorm/i,
    'camo',
  ],
  [/Night|Steel|Stainless|Titanium|Graphite|Ultraviolet|Black|Rust|Bronze|Copper|Iron/i, 'steel'],
];

/** The families a finish no name rule claims may fall into, by its hash. */
const GRAPHIC: readonly FinishFamily[] = [
  'stripes',
  'hex',
  'digital',
  'chevron',
  'dots',
  'split',
  'waves',
  'circuit',
];

function hashOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The family of a finish; a vanilla knife (no finish) is bare steel. */
export function finishFamily(finish: string | null): FinishFamily {
  if (!finish) return 'steel';
  for (const [pattern, family] of BY_NAME) if (pattern.test(finish)) return family;
  return GRAPHIC[(hashOf(finish)[4] ?? 0) % GRAPHIC.length] as FinishFamily;
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  angle: number;
}

/** Two hues, an accent and a pattern angle from a name: the same name always paints the same. */
export function paletteOf(name: string): Palette {
  const hash = hashOf(name);
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const shift = 40 + ((hash[1] ?? 0) % 140);
  const light = 48 + ((hash[2] ?? 0) % 16);
  return {
    from: `hsl(${hue.toFixed(0)} 72% ${light}%)`,
    to: `hsl(${((hue + shift) % 360).toFixed(0)} 64% ${light - 16}%)`,
    accent: `hsl(${((hue + 180) % 360).toFixed(0)} 80% 70%)`,
    angle: 20 + ((hash[3] ?? 0) % 50),
  };
}

/** The colours a family always wears (the ones players know); others take the name's palette. */
const FAMILY_COLOURS: Partial<Record<FinishFamily, Omit<Palette, 'angle'>>> = {
  fade: { from: '#f25fb8', to: '#f7c948', accent: '#8a5cf6' },
  marble: { from: '#2d5bff', to: '#c13cff', accent: '#111318' },
  tiger: { from: '#f29d1f', to: '#c8600e', accent: '#1a1208' },
  caseHardened: { from: '#3d6fd1', to: '#c9a23a', accent: '#6b5a3a' },
  web: { from: '#b0121b', to: '#5a070c', accent: '#111111' },
  slaughter: { from: '#d8343f', to: '#f2a3a8', accent: '#7a0f16' },
  steel: { from: '#9aa4b2', to: '#4a5260', accent: '#d7dde6' },
  damascus: { from: '#8d96a3', to: '#3c434e', accent: '#c9d0da' },
};

/**
 * The SVG of a finish for the silhouette path `shape`: the base gradient `id`s, the pattern `id`p
 * laid over it, and the shapes that use them (ids are prefixed, so one picture may hold two).
 */
export function finishLayers(finish: string | null, name: string, shape: string, id: string) {
  const family = finishFamily(finish);
  const own = paletteOf(name);
  const colours = FAMILY_COLOURS[family] ?? own;
  const { from, to, accent } = colours;
  const angle = own.angle;
  const base = `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const tile = (size: number, body: string, rotate = angle) =>
    `<pattern id="${id}p" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">${body}</pattern>`;
  const patterns: Record<FinishFamily, string> = {
    fade: `<linearGradient id="${id}p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent}" stop-opacity="0.8"/><stop offset="0.5" stop-color="${from}" stop-opacity="0.2"/><stop offset="1" stop-color="${to}" stop-opacity="0.9"/></linearGradient>`,
    marble: tile(
      40,
      `<circle cx="10" cy="12" r="9" fill="${accent}" fill-opacity="0.55"/><circle cx="30" cy="28" r="12" fill="#e8e0ff" fill-opacity="0.35"/><path d="M0 30 Q20 10 40 30" stroke="#fff" stroke-opacity="0.35" stroke-width="2" fill="none"/>`,
    ),
    tiger: tile(
      16,
      `<path d="M0 0 L6 0 L3 16 L0 16 Z M9 0 L12 0 L14 16 L10 16 Z" fill="${accent}" fill-opacity="0.85"/>`,
      70,
    ),
    caseHardened: tile(
      30,
      `<circle cx="8" cy="8" r="8" fill="${to}" fill-opacity="0.7"/><circle cx="24" cy="20" r="6" fill="${accent}" fill-opacity="0.6"/><circle cx="14" cy="26" r="4" fill="#8fd3ff" fill-opacity="0.5"/>`,
    ),
    web: tile(
      24,
      `<path d="M12 0 V24 M0 12 H24 M0 0 L24 24 M24 0 L0 24" stroke="${accent}" stroke-width="1.2" stroke-opacity="0.9"/><circle cx="12" cy="12" r="7" fill="none" stroke="${accent}" stroke-width="1"/>`,
      0,
    ),
    slaughter: tile(
      28,
      `<path d="M0 14 Q7 4 14 14 T28 14 V28 H0 Z" fill="${to}" fill-opacity="0.6"/><circle cx="20" cy="6" r="3" fill="${accent}" fill-opacity="0.7"/>`,
    ),
    camo: tile(
      32,
      `<path d="M2 4 Q10 0 14 6 Q12 14 4 12 Z" fill="${accent}" fill-opacity="0.55"/><path d="M18 16 Q28 12 30 22 Q22 30 16 24 Z" fill="${to}" fill-opacity="0.7"/><path d="M4 22 Q10 18 12 26 Q6 30 2 28 Z" fill="#000" fill-opacity="0.3"/>`,
    ),
    steel: tile(6, `<rect width="6" height="1" fill="#fff" fill-opacity="0.18"/>`, 0),
    damascus: tile(
      14,
      `<path d="M0 7 Q3.5 0 7 7 T14 7" stroke="${accent}" stroke-width="1.4" fill="none" stroke-opacity="0.8"/>`,
      10,
    ),
    zebra: tile(
      18,
      `<path d="M0 0 Q9 6 0 12 M9 0 Q18 6 9 12 M0 9 Q9 15 0 21" stroke="${accent}" stroke-width="2.5" fill="none" stroke-opacity="0.8"/>`,
    ),
    stripes: tile(10, `<rect width="4" height="10" fill="#fff" fill-opacity="0.2"/>`),
    hex: tile(
      14,
      `<path d="M7 0 L14 4 L14 10 L7 14 L0 10 L0 4 Z" fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="1.2"/>`,
      0,
    ),
    digital: tile(
      12,
      `<rect width="4" height="4" fill="${accent}" fill-opacity="0.6"/><rect x="6" y="6" width="4" height="4" fill="#000" fill-opacity="0.35"/><rect x="8" y="0" width="4" height="2" fill="${to}"/>`,
      0,
    ),
    chevron: tile(
      16,
      `<path d="M0 12 L8 4 L16 12" stroke="${accent}" stroke-width="3" fill="none" stroke-opacity="0.7"/>`,
      0,
    ),
    dots: tile(10, `<circle cx="5" cy="5" r="2.2" fill="${accent}" fill-opacity="0.7"/>`),
    split: `<linearGradient id="${id}p" x1="0" y1="0" x2="1" y2="0"><stop offset="0.5" stop-color="${accent}" stop-opacity="0.75"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient>`,
    waves: tile(
      20,
      `<path d="M0 10 Q5 2 10 10 T20 10" stroke="${accent}" stroke-width="2" fill="none" stroke-opacity="0.7"/>`,
      0,
    ),
    circuit: tile(
      20,
      `<path d="M0 5 H8 V15 H20 M12 0 V6" stroke="${accent}" stroke-width="1.3" fill="none" stroke-opacity="0.8"/><circle cx="8" cy="5" r="1.6" fill="${accent}"/>`,
      0,
    ),
  };
  return {
    family,
    defs: base + patterns[family],
    body: `<path d="${shape}" fill="url(#${id}s)" stroke="#0b0c10" stroke-width="1.5" stroke-linejoin="round"/><path d="${shape}" fill="url(#${id}p)"/>`,
  };
}
