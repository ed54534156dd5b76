import { SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './rules/slider';
import { encodePalettePng, encodeRgbaPng, type IndexedPicture } from './quickPng';

/** Read once: an imported binding is a property read at each use, in every pixel's loop. */
const [WIDTH, HEIGHT, PIECE] = [SLIDER_WIDTH, SLIDER_HEIGHT, SLIDER_PIECE];

export interface SliderPicture {
  background: string;
  piece: string;
  pieceY: number;
}

/**
 * The puzzle is drawn from pre-rendered material so a challenge costs about a millisecond of
 * server time (an unauthenticated call must not be a CPU lever): TILE_COUNT pictures, each twice
 * the puzzle in both directions, are rendered once per process as levels of a ramp (soft value
 * noise crossed by a few bold strokes); a challenge crops one at a random offset under a palette
 * of its own, punches HOLE_COUNT holes of one outline on one row, and encodes the background as a
 * palette PNG and the piece as a small RGBA PNG.
 *
 * What keeps a machine from reading the gap off the pixels (issue 27: the piece used to carry the
 * gap's own palette indices, so a template match found it 20 times in 20):
 * - Every hole, the gap and its decoys alike, has the piece's outline, its anti-aliased rim and a
 *   dark fill of independent noise: the picture under the gap is gone, so the piece has nothing
 *   to be matched against, and an edge matcher sees HOLE_COUNT equal outlines.
 * - The piece is the picture that was under the gap re-sampled with a sub-pixel jitter, a tint
 *   and noise of its own, so none of its pixels is a colour of the background.
 * A person finds the gap as one finds a jigsaw piece's place: the strokes and shades at the
 * piece's border continue the picture around one hole and not the others. A solver written for
 * this very puzzle can compare borders too; the drag's trace checks and the per-address limits
 * bound what it gains (README "Slider check").
 */
const TILE_COUNT = 6;
const TILE_WIDTH = WIDTH * 2;
const TILE_HEIGHT = HEIGHT * 2;
const STROKES_PER_TILE = 7;
/** The gap and two decoys: a machine that tells holes but not the gap is right one time in three. */
export const HOLE_COUNT = 3;
/** Clear space between two holes. */
const HOLE_SPACING = 6;

/** Palette layout: 0 unused, the picture's levels, the holes' fill shades, then their rim shades. */
const LEVELS = 160;
/** The texture keeps to the middle of the ramp; strokes take its ends, so they stand out. */
const TEXTURE_LEVELS = { from: 30, to: 130 };
const HOLE_BASE = LEVELS + 1;
const HOLE_SHADES = 24;
const RIM_BASE = HOLE_BASE + HOLE_SHADES;
const RIM_SHADES = 16;
/** Oversampling of the outline masks per axis (anti-aliased edges). */
const SUPERSAMPLE = 4;
/** The rim's width inside the outline, in px. */
const RIM_WIDTH = 2.2;

type Random = () => number;

/** A picture tile: its fractional levels (the piece samples between pixels) and them rounded. */
interface Tile {
  levels: Float32Array;
  indices: Uint8Array;
}

let tiles: Tile[] | undefined;

/** Value noise: a random grid every `cell` px, smoothly interpolated. */
function valueNoise(width: number, height: number, cell: number, random: Random) {
  const columns = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: columns * rows }, random);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const row = Math.floor(gy);
    const fy = gy - row;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const column = Math.floor(gx);
      const fx = gx - column;
      const sx = fx * fx * (3 - 2 * fx);
      const at = row * columns + column;
      const topLeft = grid[at] ?? 0;
      const bottomLeft = grid[at + columns] ?? 0;
      const top = topLeft + ((grid[at + 1] ?? 0) - topLeft) * sx;
      const bottom = bottomLeft + ((grid[at + columns + 1] ?? 0) - bottomLeft) * sx;
      out[y * width + x] = top + (bottom - top) * sy;
    }
  }
  return out;
}

/** A bold stroke (a cubic curve across the tile) blended into `tile` with anti-aliased edges. */
function drawStroke(tile: Float32Array, random: Random) {
  const point = () => [random() * TILE_WIDTH, random() * TILE_HEIGHT] as const;
  const [p0, p1, p2, p3] = [point(), point(), point(), point()];
  const level = random() < 0.5 ? 1 + random() * 12 : LEVELS - random() * 12;
  const radius = 3 + random() * 4;
  // About one stamp per 3 px of the curve: a stamp's disc is 6 to 14 px across.
  const steps = 240;
  const centres = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [
      a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
      a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
    ] as const;
  });
  const reach = radius + 1;
  const box = {
    left: Math.max(0, Math.floor(Math.min(...centres.map(([x]) => x)) - reach)),
    right: Math.min(TILE_WIDTH - 1, Math.ceil(Math.max(...centres.map(([x]) => x)) + reach)),
    top: Math.max(0, Math.floor(Math.min(...centres.map(([, y]) => y)) - reach)),
    bottom: Math.min(TILE_HEIGHT - 1, Math.ceil(Math.max(...centres.map(([, y]) => y)) + reach)),
  };
  const boxWidth = box.right - box.left + 1;
  // Stamps overlap along the curve: each pixel keeps the strongest cover any stamp gave it.
  const cover = new Float32Array(boxWidth * (box.bottom - box.top + 1));
  for (const [cx, cy] of centres) {
    for (
      let y = Math.max(box.top, Math.floor(cy - reach));
      y <= Math.min(box.bottom, cy + reach);
      y++
    ) {
      for (
        let x = Math.max(box.left, Math.floor(cx - reach));
        x <= Math.min(box.right, cx + reach);
        x++
      ) {
        const squared = (x - cx) ** 2 + (y - cy) ** 2;
        if (squared >= reach * reach) continue;
        const coverage = radius + 0.5 - Math.sqrt(squared);
        const at = (y - box.top) * boxWidth + x - box.left;
        if (coverage > (cover[at] ?? 0)) cover[at] = Math.min(1, coverage);
      }
    }
  }
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      const coverage = cover[(y - box.top) * boxWidth + x - box.left] ?? 0;
      if (coverage <= 0) continue;
      const at = y * TILE_WIDTH + x;
      const current = tile[at] ?? 0;
      tile[at] = current + (level - current) * coverage;
    }
  }
}

/** One picture tile as fractional levels of the ramp: soft noise over three scales, and strokes. */
function renderTile(random: Random): Float32Array {
  const octaves = [
    { cell: 61, weight: 0.55 },
    { cell: 23, weight: 0.3 },
    { cell: 7, weight: 0.15 },
  ].map(({ cell, weight }) => ({
    noise: valueNoise(TILE_WIDTH, TILE_HEIGHT, cell, random),
    weight,
  }));
  const span = TEXTURE_LEVELS.to - TEXTURE_LEVELS.from;
  const tile = new Float32Array(TILE_WIDTH * TILE_HEIGHT);
  for (let i = 0; i < tile.length; i++) {
    let value = (random() - 0.5) * 0.08;
    for (const { noise, weight } of octaves) value += (noise[i] ?? 0) * weight;
    tile[i] = TEXTURE_LEVELS.from + Math.max(0, Math.min(1, value)) * span;
  }
  for (let s = 0; s < STROKES_PER_TILE; s++) drawStroke(tile, random);
  return tile;
}

function textureTiles(): Tile[] {
  tiles ??= Array.from({ length: TILE_COUNT }, () => {
    const levels = renderTile(Math.random);
    const indices = new Uint8Array(levels.length);
    for (let i = 0; i < levels.length; i++) indices[i] = Math.round(levels[i] ?? 1);
    return { levels, indices };
  });
  return tiles;
}

/** The outlines (knob up, right, down, left) as inside-tests on the piece's square. */
const OUTLINES: ((x: number, y: number) => boolean)[] = (() => {
  const size = PIECE;
  const inset = 7;
  const knobRadius = 6.5;
  const middle = size / 2;
  const knobRight = (x: number, y: number) =>
    (x >= inset && x < size - inset && y >= inset && y < size - inset) ||
    Math.hypot(x - (size - inset), y - middle) <= knobRadius;
  return [
    (x, y) => knobRight(size - y, x),
    knobRight,
    (x, y) => knobRight(y, size - x),
    (x, y) => knobRight(size - x, y),
  ];
})();

/** Per pixel of the piece's square: how much the outline covers it, and how much its rim does. */
interface ShapeMask {
  coverage: Float32Array;
  rim: Float32Array;
}

/** The masks of each outline, oversampled once per process. */
const SHAPES: ShapeMask[] = OUTLINES.map((inside) => {
  const size = PIECE;
  const fine = size * SUPERSAMPLE;
  const insideFine = new Uint8Array(fine * fine);
  for (let y = 0; y < fine; y++) {
    for (let x = 0; x < fine; x++) {
      insideFine[y * fine + x] = inside((x + 0.5) / SUPERSAMPLE, (y + 0.5) / SUPERSAMPLE) ? 1 : 0;
    }
  }
  // A fine sample is on the rim when it is inside and within RIM_WIDTH of an outside sample.
  const reach = Math.ceil(RIM_WIDTH * SUPERSAMPLE);
  const offsets: [number, number][] = [];
  for (let dy = -reach; dy <= reach; dy++) {
    for (let dx = -reach; dx <= reach; dx++) {
      if (Math.hypot(dx, dy) <= RIM_WIDTH * SUPERSAMPLE) offsets.push([dx, dy]);
    }
  }
  const onRimFine = (x: number, y: number) =>
    offsets.some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx < 0 || ny < 0 || nx >= fine || ny >= fine || insideFine[ny * fine + nx] === 0;
    });
  const coverage = new Float32Array(size * size);
  const rim = new Float32Array(size * size);
  const share = 1 / (SUPERSAMPLE * SUPERSAMPLE);
  for (let y = 0; y < fine; y++) {
    for (let x = 0; x < fine; x++) {
      if (!insideFine[y * fine + x]) continue;
      const at = Math.floor(y / SUPERSAMPLE) * size + Math.floor(x / SUPERSAMPLE);
      coverage[at] = (coverage[at] ?? 0) + share;
      if (onRimFine(x, y)) rim[at] = (rim[at] ?? 0) + share;
    }
  }
  return { coverage, rim };
});

type Rgb = [number, number, number];

/**
 * A palette of its own for each challenge: a ramp from a dark colour through a middle one to a
 * light one (random hues), so the strokes at the ramp's ends stand out of the texture in its
 * middle; then the holes' fill and rim shades.
 */
function challengePalette(random: Random) {
  const colour = (low: number, high: number): Rgb =>
    [0, 1, 2].map(() => low + random() * (high - low)) as Rgb;
  const stops = [colour(10, 90), colour(80, 190), colour(170, 255)];
  const ramp = (level: number): Rgb => {
    const t = ((level - 1) / (LEVELS - 1)) * 2;
    const [from, to] = t < 1 ? [stops[0], stops[1]] : [stops[1], stops[2]];
    const f = t < 1 ? t : t - 1;
    return [0, 1, 2].map((c) => {
      const start = from?.[c] ?? 0;
      return start + ((to?.[c] ?? 0) - start) * f;
    }) as Rgb;
  };
  const palette = new Uint8Array(256 * 3);
  // The ramp's exact colour at each whole level, for the piece to interpolate between.
  const rampColours = new Float32Array((LEVELS + 2) * 3);
  for (let level = 1; level <= LEVELS; level++) {
    const colour = ramp(level);
    rampColours.set(colour, level * 3);
    palette.set(colour.map(Math.round), level * 3);
  }
  rampColours.set(ramp(LEVELS), (LEVELS + 1) * 3);
  const shade = 28 + random() * 24;
  for (let i = 0; i < HOLE_SHADES; i++) {
    const value = shade + (i - HOLE_SHADES / 2) * 1.2;
    palette.set([value, value, value + 6].map(Math.round), (HOLE_BASE + i) * 3);
  }
  for (let i = 0; i < RIM_SHADES; i++) {
    const value = shade + (235 - shade) * (i / (RIM_SHADES - 1));
    palette.set([value, value, value].map(Math.round), (RIM_BASE + i) * 3);
  }
  return { palette, rampColours };
}

/**
 * HOLE_COUNT non-overlapping x positions on one row, the gap's first. The decoys go where the
 * picture differs most from the one under the gap (a somewhat random pick among the most
 * different), so a person who compares the piece with the picture around each hole finds one that
 * fits; what is under the holes is gone, so the difference shows only around them.
 */
function holePositions(
  gapX: number,
  tile: Tile,
  origin: { left: number; top: number },
  random: Random,
) {
  const levelsAt = (x: number, dx: number, dy: number) =>
    tile.indices[(origin.top + dy) * TILE_WIDTH + origin.left + x + dx] ?? 0;
  const difference = (x: number) => {
    let sum = 0;
    for (let dy = 0; dy < PIECE; dy += 2) {
      for (let dx = 0; dx < PIECE; dx += 2)
        sum += Math.abs(levelsAt(x, dx, dy) - levelsAt(gapX, dx, dy));
    }
    return sum * (0.2 + random());
  };
  const candidates = Array.from({ length: Math.floor((WIDTH - PIECE) / 4) + 1 }, (_, i) => i * 4)
    .filter((x) => Math.abs(x - gapX) >= PIECE + HOLE_SPACING)
    .map((x) => ({ x, score: difference(x) }))
    .sort((a, b) => b.score - a.score);
  const placed = [gapX];
  for (const { x } of candidates) {
    if (placed.length === HOLE_COUNT) break;
    if (placed.every((other) => Math.abs(other - x) >= PIECE + HOLE_SPACING)) placed.push(x);
  }
  return placed;
}

/**
 * A hole: dark fill of independent noise where the outline covers the pixel, its rim light; a
 * pixel the outline covers less than half keeps the picture (the rim's inner edge is smooth).
 */
function punchHole(
  background: IndexedPicture,
  x: number,
  y: number,
  shape: ShapeMask,
  random: Random,
) {
  for (let dy = 0; dy < PIECE; dy++) {
    for (let dx = 0; dx < PIECE; dx++) {
      const at = dy * PIECE + dx;
      const coverage = shape.coverage[at] ?? 0;
      if (coverage < 0.5) continue;
      const rim = (shape.rim[at] ?? 0) / coverage;
      background.indices[(y + dy) * WIDTH + x + dx] =
        rim > 0.05
          ? RIM_BASE + Math.min(RIM_SHADES - 1, Math.round(rim * (RIM_SHADES - 1)))
          : HOLE_BASE + Math.floor(random() * HOLE_SHADES);
    }
  }
}

/** The tile's level at a fractional position (bilinear). */
function levelAt(tile: Float32Array, x: number, y: number) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const at = y0 * TILE_WIDTH + x0;
  const top = (tile[at] ?? 0) * (1 - fx) + (tile[at + 1] ?? 0) * fx;
  const bottom = (tile[at + TILE_WIDTH] ?? 0) * (1 - fx) + (tile[at + TILE_WIDTH + 1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}

/**
 * The piece: the picture that was under the gap, sampled half a pixel off at most, tinted and
 * with noise of its own, inside the outline with anti-aliased edges and the holes' rim.
 */
function drawPiece(
  tile: Float32Array,
  origin: { x: number; y: number },
  shape: ShapeMask,
  rampColours: Float32Array,
  random: Random,
) {
  const size = PIECE;
  const jitter = { x: random() - 0.5, y: random() - 0.5 };
  const tint = 0.94 + random() * 0.12;
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const at = py * size + px;
      const coverage = shape.coverage[at] ?? 0;
      if (coverage === 0) continue;
      const level = levelAt(tile, origin.x + px + jitter.x, origin.y + py + jitter.y);
      const rim = Math.min(1, (shape.rim[at] ?? 0) / coverage);
      const below = Math.max(1, Math.min(LEVELS, Math.floor(level)));
      const between = level - below;
      for (let c = 0; c < 3; c++) {
        const low = rampColours[below * 3 + c] ?? 0;
        const colour = low + ((rampColours[(below + 1) * 3 + c] ?? low) - low) * between;
        const picture = colour * tint + (random() - 0.5) * 10;
        const value = picture + (240 - picture) * rim * 0.85;
        pixels[at * 4 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
      pixels[at * 4 + 3] = Math.round(coverage * 255);
    }
  }
  return { width: size, height: size, pixels };
}

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * Draws one puzzle with its gap at (`targetX`, pieceY). The gap position exists only in the
 * pixels, never as data the page could read; `random` decides everything a solver could use (the
 * crop, the outline, the decoys, the colours, the noise).
 */
export function drawSliderPicture(targetX: number, random: Random): SliderPicture {
  const pool = textureTiles();
  const tile = pool[Math.floor(random() * pool.length)];
  if (!tile) throw new Error('no picture tile');
  const left = Math.floor(random() * (TILE_WIDTH - WIDTH - 1));
  const top = Math.floor(random() * (TILE_HEIGHT - HEIGHT - 1));
  const { palette, rampColours } = challengePalette(random);
  const background: IndexedPicture = {
    width: WIDTH,
    height: HEIGHT,
    indices: new Uint8Array(WIDTH * HEIGHT),
  };
  for (let y = 0; y < HEIGHT; y++) {
    const from = (top + y) * TILE_WIDTH + left;
    background.indices.set(tile.indices.subarray(from, from + WIDTH), y * WIDTH);
  }
  const pieceY = Math.floor(8 + random() * (HEIGHT - PIECE - 16));
  const shape = SHAPES[Math.floor(random() * SHAPES.length)] ?? SHAPES[0];
  if (!shape) throw new Error('no outline');
  const origin = { x: left + targetX, y: top + pieceY };
  const piece = drawPiece(tile.levels, origin, shape, rampColours, random);
  for (const x of holePositions(targetX, tile, { left, top: top + pieceY }, random)) {
    punchHole(background, x, pieceY, shape, random);
  }
  return {
    background: dataUri(encodePalettePng(background, palette)),
    piece: dataUri(encodeRgbaPng(piece)),
    pieceY,
  };
}
