import { circle, curve, rect, type Point, type Polygon, type Silhouette } from './shapes';

/**
 * Every CS2 knife type as a side view of its own (the game's ★ specials all look alike when drawn
 * as one blade): the blade's profile, its handle and the marks that name it (a karambit's hook and
 * ring, a butterfly's split handle, a gut knife's hook, a push dagger's T grip).
 */

/** A blade from its heel at x0 (spine at y, `width` deep) to its tip: the spine and edge curves. */
function blade(
  x0: number,
  y: number,
  width: number,
  tip: Point,
  spineBow: number,
  edgeBow: number,
): Polygon {
  const midX = (x0 + tip[0]) / 2;
  return [
    ...curve([x0, y], [midX, y + spineBow], tip),
    ...curve(tip, [midX, y + width + edgeBow], [x0, y + width]),
  ];
}

/** A straight handle from x0 to x1, rounded at the butt. */
function handle(x0: number, x1: number, y0: number, y1: number): Polygon[] {
  return [rect(x0 + 4, y0, x1, y1), circle(x0 + 5, (y0 + y1) / 2, (y1 - y0) / 2, 10)];
}

/** Notches cut along a spine (saw backs), as holes. */
function teeth(x0: number, x1: number, y: number): Polygon[] {
  const holes: Polygon[] = [];
  for (let x = x0; x < x1; x += 7)
    holes.push([
      [x, y - 1],
      [x + 3.5, y + 3],
      [x + 7, y - 1],
    ]);
  return holes;
}

/** Bands across a handle (a cord wrap, ribs), as holes. */
function bands(x0: number, x1: number, y0: number, y1: number, every: number): Polygon[] {
  const holes: Polygon[] = [];
  for (let x = x0; x < x1; x += every) holes.push(rect(x, y0 + 2, x + every / 3, y1 - 2));
  return holes;
}

const KNIVES: Record<string, () => Silhouette> = {
  Bayonet: () => ({
    parts: [...handle(10, 80, 34, 48), rect(78, 28, 84, 54), blade(84, 32, 12, [190, 38], 0, 2)],
    holes: bands(22, 76, 34, 48, 9),
  }),
  'M9 Bayonet': () => ({
    parts: [
      ...handle(10, 78, 34, 49),
      [
        [76, 26],
        [86, 26],
        [86, 56],
        [76, 56],
      ],
      blade(86, 31, 15, [192, 34], -2, 4),
    ],
    holes: [...teeth(100, 150, 31), circle(81, 30, 2.5, 8), ...bands(24, 72, 34, 49, 12)],
  }),
  Karambit: () => ({
    parts: [
      ...handle(30, 96, 30, 44),
      circle(30, 37, 12, 16),
      [...curve([96, 30], [150, 20], [176, 62]), ...curve([172, 64], [140, 38], [96, 44])],
    ],
    holes: [circle(30, 37, 7, 14)],
  }),
  'Butterfly Knife': () => ({
    parts: [
      rect(10, 30, 92, 36),
      rect(10, 42, 92, 48),
      rect(86, 30, 94, 48),
      blade(94, 33, 10, [186, 36], 0, 1),
      circle(12, 39, 4, 8),
    ],
    holes: [],
  }),
  'Flip Knife': () => ({
    parts: [...handle(14, 92, 34, 47), blade(92, 33, 13, [188, 30], 4, 8), circle(96, 31, 4, 10)],
    holes: [circle(30, 40, 2.5, 8)],
  }),
  'Gut Knife': () => ({
    parts: [...handle(14, 88, 35, 48), blade(88, 32, 15, [186, 40], -4, 2)],
    holes: [
      [
        [132, 31],
        [140, 38],
        [146, 31],
      ],
      circle(140, 34, 3, 8),
    ],
  }),
  'Huntsman Knife': () => ({
    parts: [
      ...handle(10, 80, 34, 49),
      rect(78, 27, 84, 55),
      [
        [84, 32],
        [150, 32],
        [190, 40],
        [186, 44],
        [160, 48],
        [84, 47],
      ],
    ],
    holes: teeth(96, 146, 32),
  }),
  'Falchion Knife': () => ({
    parts: [...handle(12, 84, 38, 52), blade(84, 30, 20, [186, 26], 2, 10)],
    holes: [circle(24, 45, 3, 8)],
  }),
  'Bowie Knife': () => ({
    parts: [
      ...handle(10, 74, 34, 50),
      rect(72, 22, 80, 60),
      [
        [80, 30],
        [146, 30],
        [160, 24],
        [194, 36],
        [170, 48],
        [80, 52],
      ],
    ],
    holes: bands(20, 68, 34, 50, 12),
  }),
  'Shadow Daggers': () => ({
    parts: [rect(46, 12, 60, 68), rect(58, 32, 72, 48), blade(72, 30, 20, [150, 40], 0, 0)],
    holes: [rect(50, 20, 56, 60)],
  }),
  'Navaja Knife': () => ({
    parts: [
      [...curve([10, 44], [50, 32], [96, 36]), [96, 46], ...curve([96, 46], [50, 44], [14, 54])],
      blade(96, 36, 9, [190, 30], 2, 6),
    ],
    holes: [],
  }),
  'Stiletto Knife': () => ({
    parts: [...handle(16, 94, 36, 46), rect(92, 33, 98, 49), blade(98, 37, 7, [196, 40], 0, 0)],
    holes: [],
  }),
  'Talon Knife': () => ({
    parts: [
      ...handle(20, 92, 32, 46),
      circle(20, 39, 11, 16),
      [...curve([92, 32], [150, 28], [184, 52]), ...curve([180, 56], [144, 40], [92, 46])],
    ],
    holes: [circle(20, 39, 6, 12), circle(60, 39, 3, 8)],
  }),
  'Ursus Knife': () => ({
    parts: [...handle(12, 84, 33, 51), blade(84, 30, 22, [188, 36], 0, 6)],
    holes: [circle(26, 42, 3, 8), circle(70, 42, 3, 8)],
  }),
  'Classic Knife': () => ({
    parts: [
      ...handle(14, 86, 35, 48),
      circle(14, 41, 9, 14),
      rect(84, 30, 88, 52),
      blade(88, 33, 14, [186, 36], 0, 5),
    ],
    holes: [],
  }),
  'Paracord Knife': () => ({
    parts: [...handle(20, 90, 35, 47), circle(14, 41, 8, 14), blade(90, 32, 15, [188, 38], -2, 4)],
    holes: [circle(14, 41, 4, 10), ...bands(26, 86, 35, 47, 6)],
  }),
  'Survival Knife': () => ({
    parts: [
      ...handle(20, 88, 34, 48),
      circle(16, 41, 10, 16),
      rect(86, 28, 92, 54),
      blade(92, 32, 14, [186, 36], 0, 3),
    ],
    holes: [circle(16, 41, 5, 12), ...teeth(104, 140, 32)],
  }),
  'Nomad Knife': () => ({
    parts: [
      [
        [14, 38],
        [86, 36],
        [88, 48],
        [20, 50],
        [10, 46],
      ],
      blade(88, 34, 14, [190, 34], 0, 7),
    ],
    holes: [circle(22, 44, 3.5, 10)],
  }),
  'Skeleton Knife': () => ({
    parts: [...handle(14, 88, 33, 49), blade(88, 33, 14, [188, 36], 0, 4)],
    holes: [rect(26, 37, 46, 45), rect(54, 37, 80, 45), circle(18, 41, 4, 10)],
  }),
  'Kukri Knife': () => ({
    parts: [
      ...handle(10, 72, 34, 48),
      rect(70, 31, 76, 51),
      [
        [76, 34],
        ...curve([76, 34], [130, 26], [186, 44]),
        [180, 58],
        ...curve([180, 58], [140, 60], [118, 52]),
        [76, 48],
      ],
    ],
    holes: [
      [
        [80, 48],
        [86, 44],
        [86, 52],
      ],
    ],
  }),
  Knife: () => ({
    parts: [...handle(14, 88, 35, 48), blade(88, 33, 13, [186, 38], 0, 3)],
    holes: [],
  }),
};

/** The silhouette of a knife type ("Karambit"), or undefined for a name that is no CS2 knife. */
export function knifeSilhouette(type: string): Silhouette | undefined {
  return KNIVES[type]?.();
}

/** The knife types drawn, for tests. */
export const KNIFE_TYPES = Object.keys(KNIVES);
