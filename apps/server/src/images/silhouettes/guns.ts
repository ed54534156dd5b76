import { circle, curve, rect, type Polygon, type Silhouette } from './shapes';

/**
 * Every CS2 gun as a side view built from parts, each model with a spec of its own, so no two
 * share a silhouette: a bullpup P90 against a drum-fed Bizon, a scoped AWP against a bare SSG.
 */
type Stock = 'solid' | 'skeleton' | 'wood' | 'folded' | 'thumbhole' | 'tube' | 'none';
type Magazine = 'curved' | 'straight' | 'box' | 'drum' | 'top' | 'tube' | 'grip' | 'none';
type Sight = 'none' | 'dot' | 'scope' | 'longScope' | 'carry';
type Muzzle = 'plain' | 'brake' | 'suppressor' | 'flash';

interface LongGun {
  kind: 'long';
  stock: Stock;
  /** The receiver: where it starts and ends, its top and bottom. */
  body: readonly [number, number, number, number];
  /** The handguard ahead of the receiver: its end x and its depth below the top. */
  guard: readonly [number, number];
  /** Where the barrel ends (x) and how thick it is. */
  barrel: readonly [number, number];
  mag: Magazine;
  /** Where the magazine hangs (its front x) and how long it is. */
  magAt: readonly [number, number];
  /** The grip's x. */
  grip: number;
  sight: Sight;
  muzzle: Muzzle;
  bipod?: boolean;
  /** A shotgun's pump under the barrel. */
  pump?: boolean;
}

interface Pistol {
  kind: 'pistol';
  /** The slide's length (from x 40) and height. */
  slide: readonly [number, number];
  /** How far the grip leans back, and its length. */
  grip: readonly [number, number];
  muzzle: Muzzle;
  /** A revolver's cylinder and no slide. */
  revolver?: boolean;
  /** Two of it, one behind the other (Dual Berettas). */
  twin?: boolean;
  /** A machine pistol's forward magazine (Tec-9) or a long magazine under the grip. */
  mag?: 'forward' | 'long';
  /** A squared nose and a taller frame (Desert Eagle's, Five-SeveN's slope). */
  nose?: 'square' | 'slope';
}

type GunSpec = LongGun | Pistol;

/** Each gun by its English model name (the catalogue's "AK-47 | Redline" before the bar). */
export const GUNS: Record<string, GunSpec> = {
  'AK-47': {
    kind: 'long',
    stock: 'wood',
    body: [58, 112, 26, 38],
    guard: [140, 10],
    barrel: [190, 4],
    mag: 'curved',
    magAt: [100, 26],
    grip: 80,
    sight: 'none',
    muzzle: 'brake',
  },
  M4A4: {
    kind: 'long',
    stock: 'tube',
    body: [62, 116, 24, 38],
    guard: [150, 12],
    barrel: [192, 3],
    mag: 'straight',
    magAt: [102, 22],
    grip: 82,
    sight: 'carry',
    muzzle: 'flash',
  },
  'M4A1-S': {
    kind: 'long',
    stock: 'tube',
    body: [62, 114, 24, 38],
    guard: [146, 12],
    barrel: [152, 3],
    mag: 'straight',
    magAt: [100, 20],
    grip: 82,
    sight: 'dot',
    muzzle: 'suppressor',
  },
  AUG: {
    kind: 'long',
    stock: 'none',
    body: [24, 110, 28, 44],
    guard: [140, 8],
    barrel: [180, 4],
    mag: 'straight',
    magAt: [40, 20],
    grip: 92,
    sight: 'scope',
    muzzle: 'flash',
  },
  'SG 553': {
    kind: 'long',
    stock: 'skeleton',
    body: [60, 118, 26, 40],
    guard: [150, 14],
    barrel: [186, 3],
    mag: 'curved',
    magAt: [104, 22],
    grip: 84,
    sight: 'scope',
    muzzle: 'brake',
  },
  FAMAS: {
    kind: 'long',
    stock: 'none',
    body: [20, 124, 28, 42],
    guard: [152, 6],
    barrel: [184, 3],
    mag: 'straight',
    magAt: [40, 18],
    grip: 100,
    sight: 'carry',
    muzzle: 'plain',
    bipod: true,
  },
  'Galil AR': {
    kind: 'long',
    stock: 'folded',
    body: [60, 114, 26, 39],
    guard: [146, 11],
    barrel: [186, 4],
    mag: 'curved',
    magAt: [100, 30],
    grip: 80,
    sight: 'none',
    muzzle: 'flash',
  },
  AWP: {
    kind: 'long',
    stock: 'thumbhole',
    body: [64, 118, 27, 40],
    guard: [150, 10],
    barrel: [198, 3],
    mag: 'box',
    magAt: [104, 12],
    grip: 84,
    sight: 'longScope',
    muzzle: 'brake',
    bipod: true,
  },
  'SSG 08': {
    kind: 'long',
    stock: 'skeleton',
    body: [60, 110, 28, 38],
    guard: [132, 7],
    barrel: [196, 2],
    mag: 'box',
    magAt: [96, 10],
    grip: 80,
    sight: 'scope',
    muzzle: 'plain',
  },
  'SCAR-20': {
    kind: 'long',
    stock: 'solid',
    body: [60, 120, 24, 40],
    guard: [156, 13],
    barrel: [190, 4],
    mag: 'straight',
    magAt: [104, 16],
    grip: 82,
    sight: 'longScope',
    muzzle: 'flash',
  },
  G3SG1: {
    kind: 'long',
    stock: 'wood',
    body: [64, 124, 26, 40],
    guard: [160, 12],
    barrel: [194, 3],
    mag: 'box',
    magAt: [106, 18],
    grip: 86,
    sight: 'longScope',
    muzzle: 'flash',
    bipod: true,
  },
  'MP5-SD': {
    kind: 'long',
    stock: 'tube',
    body: [70, 118, 27, 39],
    guard: [132, 9],
    barrel: [176, 7],
    mag: 'curved',
    magAt: [104, 20],
    grip: 88,
    sight: 'none',
    muzzle: 'suppressor',
  },
  MP7: {
    kind: 'long',
    stock: 'folded',
    body: [76, 124, 26, 40],
    guard: [140, 8],
    barrel: [156, 3],
    mag: 'grip',
    magAt: [92, 22],
    grip: 92,
    sight: 'dot',
    muzzle: 'plain',
  },
  MP9: {
    kind: 'long',
    stock: 'folded',
    body: [80, 130, 28, 40],
    guard: [140, 6],
    barrel: [154, 3],
    mag: 'grip',
    magAt: [96, 30],
    grip: 96,
    sight: 'none',
    muzzle: 'plain',
  },
  'MAC-10': {
    kind: 'long',
    stock: 'none',
    body: [88, 140, 28, 44],
    guard: [140, 0],
    barrel: [160, 4],
    mag: 'grip',
    magAt: [100, 30],
    grip: 100,
    sight: 'none',
    muzzle: 'plain',
  },
  'UMP-45': {
    kind: 'long',
    stock: 'skeleton',
    body: [66, 120, 25, 40],
    guard: [140, 12],
    barrel: [156, 3],
    mag: 'straight',
    magAt: [106, 22],
    grip: 86,
    sight: 'none',
    muzzle: 'plain',
  },
  P90: {
    kind: 'long',
    stock: 'none',
    body: [36, 136, 26, 48],
    guard: [150, 16],
    barrel: [162, 3],
    mag: 'top',
    magAt: [56, 80],
    grip: 104,
    sight: 'dot',
    muzzle: 'plain',
  },
  'PP-Bizon': {
    kind: 'long',
    stock: 'folded',
    body: [64, 116, 26, 38],
    guard: [138, 8],
    barrel: [162, 3],
    mag: 'tube',
    magAt: [88, 64],
    grip: 80,
    sight: 'none',
    muzzle: 'plain',
  },
  Nova: {
    kind: 'long',
    stock: 'solid',
    body: [64, 112, 28, 40],
    guard: [130, 8],
    barrel: [194, 4],
    mag: 'tube',
    magAt: [112, 72],
    grip: 82,
    sight: 'none',
    muzzle: 'plain',
    pump: true,
  },
  XM1014: {
    kind: 'long',
    stock: 'skeleton',
    body: [62, 118, 26, 40],
    guard: [136, 9],
    barrel: [192, 4],
    mag: 'tube',
    magAt: [118, 70],
    grip: 82,
    sight: 'dot',
    muzzle: 'plain',
  },
  'MAG-7': {
    kind: 'long',
    stock: 'none',
    body: [56, 120, 26, 44],
    guard: [150, 10],
    barrel: [174, 6],
    mag: 'straight',
    magAt: [96, 16],
    grip: 84,
    sight: 'none',
    muzzle: 'plain',
    pump: true,
  },
  'Sawed-Off': {
    kind: 'long',
    stock: 'wood',
    body: [70, 112, 28, 40],
    guard: [136, 9],
    barrel: [154, 7],
    mag: 'none',
    magAt: [0, 0],
    grip: 86,
    sight: 'none',
    muzzle: 'plain',
    pump: true,
  },
  M249: {
    kind: 'long',
    stock: 'solid',
    body: [60, 126, 24, 42],
    guard: [160, 12],
    barrel: [192, 4],
    mag: 'box',
    magAt: [90, 28],
    grip: 84,
    sight: 'carry',
    muzzle: 'flash',
    bipod: true,
  },
  Negev: {
    kind: 'long',
    stock: 'skeleton',
    body: [60, 128, 23, 40],
    guard: [162, 14],
    barrel: [192, 3],
    mag: 'drum',
    magAt: [96, 26],
    grip: 82,
    sight: 'none',
    muzzle: 'brake',
    bipod: true,
  },
  'Zeus x27': { kind: 'pistol', slide: [70, 12], grip: [10, 26], muzzle: 'plain', nose: 'slope' },
  'Glock-18': { kind: 'pistol', slide: [88, 14], grip: [12, 30], muzzle: 'plain', nose: 'square' },
  'USP-S': { kind: 'pistol', slide: [86, 14], grip: [10, 30], muzzle: 'suppressor' },
  P2000: { kind: 'pistol', slide: [80, 14], grip: [10, 28], muzzle: 'plain' },
  P250: { kind: 'pistol', slide: [74, 15], grip: [12, 27], muzzle: 'plain', nose: 'slope' },
  'Five-SeveN': { kind: 'pistol', slide: [92, 13], grip: [8, 32], muzzle: 'plain', nose: 'slope' },
  'CZ75-Auto': { kind: 'pistol', slide: [80, 13], grip: [14, 28], muzzle: 'plain', mag: 'long' },
  'Tec-9': { kind: 'pistol', slide: [96, 16], grip: [4, 24], muzzle: 'flash', mag: 'forward' },
  'Desert Eagle': {
    kind: 'pistol',
    slide: [100, 18],
    grip: [14, 30],
    muzzle: 'brake',
    nose: 'square',
  },
  'Dual Berettas': { kind: 'pistol', slide: [84, 13], grip: [12, 28], muzzle: 'plain', twin: true },
  'R8 Revolver': {
    kind: 'pistol',
    slide: [96, 10],
    grip: [18, 28],
    muzzle: 'plain',
    revolver: true,
  },
};

function stockOf(stock: Stock, x: number, top: number, bottom: number): Polygon[] {
  switch (stock) {
    case 'solid':
      return [
        [
          [x, top],
          [x, bottom + 2],
          [8, bottom + 14],
          [4, bottom + 14],
          [4, top - 2],
          [14, top - 2],
        ],
      ];
    case 'wood':
      return [
        [
          [x, top + 2],
          [x, bottom],
          [30, bottom + 10],
          [6, bottom + 18],
          [4, top + 4],
          [30, top + 2],
        ],
      ];
    case 'thumbhole':
      return [
        [
          [x, top],
          [x, bottom + 4],
          [40, bottom + 6],
          [6, bottom + 16],
          [4, top - 4],
          [24, top - 4],
          [36, top + 2],
        ],
      ];
    case 'skeleton':
      return [
        [
          [x, top + 1],
          [x, top + 5],
          [16, top + 5],
          [16, bottom + 12],
          [10, bottom + 12],
          [10, top - 1],
        ],
        [
          [x - 4, bottom - 2],
          [x, bottom + 2],
          [18, bottom + 12],
          [14, bottom + 10],
        ],
      ];
    case 'tube':
      return [
        rect(30, top + 3, x, top + 8),
        [
          [30, top - 1],
          [36, top - 1],
          [36, bottom + 12],
          [20, bottom + 12],
          [22, top + 2],
        ],
      ];
    case 'folded':
      return [
        rect(x - 30, bottom + 2, x, bottom + 5),
        rect(x - 32, bottom - 2, x - 28, bottom + 8),
      ];
    case 'none':
      return [];
  }
}

function magazineOf(spec: LongGun, bottom: number, top: number): Polygon[] {
  const [x, length] = spec.magAt;
  switch (spec.mag) {
    case 'curved':
      return [
        [
          ...curve([x, bottom], [x + 2, bottom + length * 0.6], [x + 12, bottom + length]),
          ...curve(
            [x + 22, bottom + length - 2],
            [x + 12, bottom + length * 0.5],
            [x + 12, bottom],
          ),
        ],
      ];
    case 'straight':
      return [
        [
          [x, bottom],
          [x + 10, bottom],
          [x + 12, bottom + length],
          [x + 2, bottom + length],
        ],
      ];
    case 'box':
      return [rect(x, bottom, x + 16, bottom + length)];
    case 'drum':
      return [circle(x + 10, bottom + length * 0.6, length * 0.55, 20)];
    case 'top':
      return [rect(x, top - 8, x + length, top)];
    case 'tube':
      return [rect(x, bottom - 4, x + length, bottom + 2)];
    case 'grip':
      return [rect(spec.grip + 1, bottom + 14, spec.grip + 9, bottom + length)];
    case 'none':
      return [];
  }
}

function sightOf(sight: Sight, x0: number, x1: number, top: number): Polygon[] {
  const mid = (x0 + x1) / 2;
  switch (sight) {
    case 'dot':
      return [rect(mid - 6, top - 7, mid + 6, top), rect(mid - 2, top - 9, mid + 2, top - 7)];
    case 'scope':
      return [
        rect(mid - 18, top - 11, mid + 18, top - 5),
        rect(mid - 22, top - 13, mid - 16, top - 3),
        rect(mid + 14, top - 13, mid + 22, top - 3),
        rect(mid - 4, top - 5, mid + 4, top),
      ];
    case 'longScope':
      return [
        rect(mid - 28, top - 12, mid + 28, top - 6),
        rect(mid - 34, top - 15, mid - 24, top - 3),
        rect(mid + 20, top - 16, mid + 34, top - 2),
        rect(mid - 10, top - 6, mid - 4, top),
        rect(mid + 6, top - 6, mid + 12, top),
      ];
    case 'carry':
      return [
        [
          [x0 + 6, top],
          [x0 + 10, top - 8],
          [x1 - 8, top - 8],
          [x1 - 4, top],
        ],
      ];
    case 'none':
      return [];
  }
}

function muzzleOf(muzzle: Muzzle, x: number, y: number, thickness: number): Polygon[] {
  switch (muzzle) {
    case 'brake':
      return [rect(x - 8, y - thickness, x, y + thickness + 1)];
    case 'flash':
      return [rect(x - 6, y - thickness / 2 - 1, x + 2, y + thickness / 2 + 2)];
    case 'suppressor':
      return [rect(x, y - 5, x + 40, y + 5)];
    case 'plain':
      return [];
  }
}

function longGun(spec: LongGun): Silhouette {
  const [x0, x1, top, bottom] = spec.body;
  const [guardEnd, guardDepth] = spec.guard;
  const [barrelEnd, thickness] = spec.barrel;
  const barrelY = top + 4;
  const parts: Polygon[] = [
    rect(x0, top, x1, bottom),
    ...stockOf(spec.stock, x0, top, bottom),
    [
      [spec.grip, bottom],
      [spec.grip + 10, bottom],
      [spec.grip + 6, bottom + 18],
      [spec.grip - 4, bottom + 17],
    ],
    rect(x1, barrelY - thickness / 2, barrelEnd, barrelY + thickness / 2),
    ...muzzleOf(spec.muzzle, barrelEnd, barrelY, thickness),
    ...magazineOf(spec, bottom, top),
    ...sightOf(spec.sight, x0, x1, top),
  ];
  if (guardDepth > 0)
    parts.push([
      [x1, top + 1],
      [guardEnd, top + 2],
      [guardEnd, top + guardDepth],
      [x1, top + guardDepth + 2],
    ]);
  if (spec.pump) parts.push(rect(x1 + 12, barrelY + 5, x1 + 34, barrelY + 12));
  if (spec.bipod)
    parts.push(
      [
        [guardEnd - 6, top + guardDepth],
        [guardEnd - 2, top + guardDepth],
        [guardEnd + 6, top + guardDepth + 26],
        [guardEnd + 2, top + guardDepth + 26],
      ],
      [
        [guardEnd - 4, top + guardDepth],
        [guardEnd, top + guardDepth],
        [guardEnd - 10, top + guardDepth + 26],
        [guardEnd - 14, top + guardDepth + 26],
      ],
    );
  // The trigger guard: a ring in front of the grip.
  const holes: Polygon[] = [rect(spec.grip + 12, bottom + 2, spec.grip + 20, bottom + 8)];
  parts.push(rect(spec.grip + 10, bottom, spec.grip + 22, bottom + 10));
  if (spec.stock === 'thumbhole') holes.push(circle(46, bottom + 4, 5, 12));
  if (spec.stock === 'skeleton') holes.push(rect(20, top + 8, x0 - 6, bottom + 6));
  return { parts, holes };
}

function pistol(spec: Pistol, dx = 0, dy = 0): Silhouette {
  const [length, height] = spec.slide;
  const [lean, gripLength] = spec.grip;
  const top = 22 + dy;
  const x0 = 40 + dx;
  const x1 = x0 + length;
  const parts: Polygon[] = [];
  if (spec.revolver) {
    parts.push(
      rect(x0, top, x0 + 34, top + 16),
      rect(x0 + 30, top + 2, x1 + 10, top + 2 + height),
      rect(x0 + 14, top - 2, x0 + 36, top + 18),
    );
  } else {
    const noseTop = spec.nose === 'slope' ? top + 4 : top;
    parts.push([
      [x0, top],
      [x1 - 4, top],
      [x1, noseTop],
      [x1, top + height],
      [x0, top + height],
    ]);
    if (spec.nose === 'square') parts.push(rect(x0 + 4, top + height, x1, top + height + 6));
  }
  const frame = top + height;
  parts.push([
    [x0 + 4, frame],
    [x0 + 24, frame],
    [x0 + 24 - lean * 0.3, frame + gripLength],
    [x0 + 2 - lean, frame + gripLength],
    [x0 - 2 - lean * 0.4, frame + 6],
  ]);
  parts.push(rect(x0 + 24, frame, x0 + 40, frame + 10));
  const holes: Polygon[] = [rect(x0 + 27, frame + 2, x0 + 37, frame + 8)];
  if (spec.mag === 'forward') parts.push(rect(x0 + 40, frame, x0 + 50, frame + 28));
  if (spec.mag === 'long')
    parts.push(
      rect(x0 + 2 - lean, frame + gripLength - 2, x0 + 18 - lean, frame + gripLength + 10),
    );
  if (spec.muzzle === 'suppressor') parts.push(rect(x1, top + 2, x1 + 46, top + height - 2));
  if (spec.muzzle === 'brake') parts.push(rect(x1 - 10, top - 2, x1 + 2, top + height));
  if (spec.muzzle === 'flash') parts.push(rect(x1, top + 4, x1 + 14, top + height - 2));
  if (spec.revolver) holes.push(circle(x0 + 25, top + 8, 3, 10));
  return { parts, holes };
}

/** The silhouette of a gun model, or undefined for a name that is no CS2 gun. */
export function gunSilhouette(model: string): Silhouette | undefined {
  const spec = GUNS[model];
  if (!spec) return undefined;
  if (spec.kind === 'long') return longGun(spec);
  if (!spec.twin) return pistol(spec);
  const back = pistol(spec, -20, -10);
  const front = pistol(spec, 14, 10);
  return {
    parts: [...back.parts, ...front.parts],
    holes: [...(back.holes ?? []), ...(front.holes ?? [])],
  };
}
