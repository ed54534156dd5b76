import { circle, rect, type Polygon, type Silhouette } from './shapes';

/**
 * Every CS2 glove type as a hand (fingers up, thumb out) with the marks that name it: a sport
 * glove's strap, a driver's cut-outs, hand wraps' bands, a moto glove's knuckle plate, a
 * specialist's long cuff, hydra studs, a bloodhound's bracelet, broken fang spikes.
 */
interface GloveSpec {
  /** How far the cuff reaches down (y) and how wide it flares. */
  cuff: readonly [number, number];
  /** Finger length: short for wraps and fingerless cuts. */
  fingers: number;
  marks: (holes: Polygon[], parts: Polygon[]) => void;
}

const GLOVES: Record<string, GloveSpec> = {
  'Sport Gloves': {
    cuff: [74, 2],
    fingers: 24,
    marks: (holes) => holes.push(rect(82, 58, 118, 62), rect(82, 64, 118, 66)),
  },
  'Driver Gloves': {
    cuff: [70, 0],
    fingers: 22,
    marks: (holes) =>
      holes.push(circle(92, 46, 4, 10), circle(104, 46, 4, 10), rect(86, 56, 114, 60)),
  },
  'Hand Wraps': {
    cuff: [78, 4],
    fingers: 12,
    marks: (holes) => {
      for (let y = 38; y < 76; y += 7) holes.push(rect(80, y, 120, y + 2));
    },
  },
  'Moto Gloves': {
    cuff: [76, 6],
    fingers: 24,
    marks: (holes, parts) => {
      parts.push(rect(80, 30, 120, 38));
      holes.push(rect(84, 32, 116, 36));
    },
  },
  'Specialist Gloves': {
    cuff: [80, 12],
    fingers: 24,
    marks: (holes) => holes.push(rect(78, 64, 122, 66)),
  },
  'Hydra Gloves': {
    cuff: [74, 4],
    fingers: 22,
    marks: (holes) => {
      for (const x of [86, 96, 106, 116]) holes.push(circle(x, 36, 2.5, 8));
    },
  },
  'Bloodhound Gloves': {
    cuff: [72, 2],
    fingers: 23,
    marks: (holes, parts) => {
      parts.push(rect(76, 60, 124, 68));
      holes.push(rect(80, 62, 120, 66));
    },
  },
  'Broken Fang Gloves': {
    cuff: [74, 3],
    fingers: 23,
    marks: (_holes, parts) => {
      for (const x of [84, 94, 104, 114])
        parts.push([
          [x, 32],
          [x + 4, 24],
          [x + 8, 32],
        ]);
    },
  },
  'Default T Gloves': { cuff: [70, 0], fingers: 22, marks: () => {} },
  'Default CT Gloves': {
    cuff: [72, 2],
    fingers: 22,
    marks: (holes) => holes.push(rect(84, 58, 116, 60)),
  },
};

/** The silhouette of a glove type ("Sport Gloves"), or undefined for a name that is no CS2 glove. */
export function gloveSilhouette(type: string): Silhouette | undefined {
  const spec = GLOVES[type];
  if (!spec) return undefined;
  const [cuffY, flare] = spec.cuff;
  const top = 36 - spec.fingers;
  const parts: Polygon[] = [
    // Palm and back of the hand.
    [
      [80, 32],
      [120, 32],
      [122, 56],
      [118, 60],
      [82, 60],
      [78, 56],
    ],
    // Fingers, the middle one longest.
    rect(80, top + 6, 89, 34),
    rect(90, top, 99, 34),
    rect(100, top + 2, 109, 34),
    rect(110, top + 9, 119, 36),
    // The thumb, out to the side.
    [
      [78, 44],
      [64, 34],
      [58, 38],
      [72, 54],
      [80, 56],
    ],
    // The cuff.
    [
      [80, 58],
      [120, 58],
      [122 + flare, cuffY],
      [78 - flare, cuffY],
    ],
  ];
  const holes: Polygon[] = [];
  spec.marks(holes, parts);
  return { parts, holes };
}

/** The glove types drawn, for tests. */
export const GLOVE_TYPES = Object.keys(GLOVES);
