import { SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './rules/slider';
import { encodePalettePng, type IndexedPicture } from './palettePng';

export interface SliderPicture {
  background: string;
  piece: string;
  pieceY: number;
}

/**
 * The puzzle is drawn from pre-rendered material so a challenge costs a few milliseconds of
 * server time (an unauthenticated call must not be a CPU lever): TILE_COUNT noise textures, each
 * twice the picture in both directions, are rendered once per process as palette indices; a
 * challenge crops one at a random offset, darkens the gap and the decoys, and encodes two small
 * palette PNGs under a palette of its own.
 *
 * What keeps a machine from reading the gap off the pixels: the texture (value noise over three
 * scales plus per-pixel grain) has no flat runs for a row scan to find, and DECOY_COUNT decoys,
 * darkened exactly like the gap and on the same rows, give an edge scan several equal answers. A
 * person tells them apart by shape: the gap has the piece's outline (a square with its knob on
 * one side), each decoy has its knob on another side.
 */
const TILE_COUNT = 6;
const TILE_WIDTH = SLIDER_WIDTH * 2;
const TILE_HEIGHT = SLIDER_HEIGHT * 2;
const DECOY_COUNT = 2;

/** Palette layout: 0 is transparent, then the texture's levels, their darkened twins, the rim. */
const TRANSPARENT = 0;
const LEVELS = 120;
const DARKENED = LEVELS;
const RIM = 2 * LEVELS + 1;
const DARKEN = 0.42;

type Random = () => number;

let tiles: Uint8Array[] | undefined;

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

/** One texture tile as levels 1..LEVELS: three octaves of value noise and a per-pixel grain. */
function renderTile(random: Random): Uint8Array {
  const octaves = [
    { cell: 61, weight: 0.55 },
    { cell: 23, weight: 0.3 },
    { cell: 7, weight: 0.15 },
  ].map(({ cell, weight }) => ({
    noise: valueNoise(TILE_WIDTH, TILE_HEIGHT, cell, random),
    weight,
  }));
  const tile = new Uint8Array(TILE_WIDTH * TILE_HEIGHT);
  for (let i = 0; i < tile.length; i++) {
    let value = (random() - 0.5) * 0.12;
    for (const { noise, weight } of octaves) value += (noise[i] ?? 0) * weight;
    tile[i] = 1 + Math.max(0, Math.min(LEVELS - 1, Math.floor(value * LEVELS)));
  }
  return tile;
}

function textureTiles(): Uint8Array[] {
  tiles ??= Array.from({ length: TILE_COUNT }, () => renderTile(Math.random));
  return tiles;
}

/** The four outlines (knob up, right, down, left) as SLIDER_PIECE² masks. */
const SHAPES: Uint8Array[] = (() => {
  const size = SLIDER_PIECE;
  const inset = 7;
  const knobRadius = 6.5;
  const middle = (size - 1) / 2;
  const knobRight = (x: number, y: number) =>
    (x >= inset && x < size - inset && y >= inset && y < size - inset) ||
    Math.hypot(x - (size - inset), y - middle) <= knobRadius;
  const rotations = [
    (x: number, y: number) => knobRight(size - 1 - y, x),
    knobRight,
    (x: number, y: number) => knobRight(y, size - 1 - x),
    (x: number, y: number) => knobRight(size - 1 - x, y),
  ];
  return rotations.map((inside) => {
    const mask = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) mask[y * size + x] = inside(x, y) ? 1 : 0;
    }
    return mask;
  });
})();

/** A palette of its own for each challenge: a ramp through three random colours, and its shade. */
function challengePalette(random: Random): Uint8Array {
  const colour = () => [0, 1, 2].map(() => 40 + random() * 180);
  const stops = [colour(), colour(), colour()];
  const palette = new Uint8Array(256 * 3);
  for (let level = 1; level <= LEVELS; level++) {
    const t = ((level - 1) / (LEVELS - 1)) * 2;
    const [from = [], to = []] = t < 1 ? [stops[0], stops[1]] : [stops[1], stops[2]];
    const f = t < 1 ? t : t - 1;
    for (let c = 0; c < 3; c++) {
      const start = from[c] ?? 0;
      const value = start + ((to[c] ?? 0) - start) * f;
      palette[level * 3 + c] = Math.round(value);
      palette[(level + DARKENED) * 3 + c] = Math.round(value * DARKEN);
    }
  }
  palette.set([245, 245, 245], RIM * 3);
  return palette;
}

interface Placement {
  x: number;
  y: number;
  shape: number;
}

/** Decoys on the gap's rows (pieceY is public, so a decoy elsewhere would fool nobody), clear of the gap and of each other, each with another outline. */
function placeDecoys(gap: Placement, random: Random): Placement[] {
  const placed = [gap];
  const shapes = [0, 1, 2, 3].filter((shape) => shape !== gap.shape);
  for (let tries = 0; tries < 40 && placed.length <= DECOY_COUNT; tries++) {
    const x = Math.floor(random() * (SLIDER_WIDTH - SLIDER_PIECE));
    if (placed.some((other) => Math.abs(other.x - x) < SLIDER_PIECE + 4)) continue;
    const [shape] = shapes.splice(Math.floor(random() * shapes.length), 1);
    placed.push({ x, y: gap.y, shape: shape ?? 0 });
  }
  return placed.slice(1);
}

function darken(background: IndexedPicture, { x, y, shape }: Placement) {
  const mask = SHAPES[shape] ?? new Uint8Array();
  for (let dy = 0; dy < SLIDER_PIECE; dy++) {
    for (let dx = 0; dx < SLIDER_PIECE; dx++) {
      if (mask[dy * SLIDER_PIECE + dx]) {
        const at = (y + dy) * SLIDER_WIDTH + x + dx;
        background.indices[at] = (background.indices[at] ?? 0) + DARKENED;
      }
    }
  }
}

/** The piece: the gap's own pixels inside its outline, a light rim, transparent outside. */
function cutPiece(background: IndexedPicture, { x, y, shape }: Placement): IndexedPicture {
  const mask = SHAPES[shape] ?? new Uint8Array();
  const size = SLIDER_PIECE;
  const indices = new Uint8Array(size * size);
  const inside = (px: number, py: number) =>
    px >= 0 && py >= 0 && px < size && py < size && mask[py * size + px] === 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!inside(px, py)) {
        indices[py * size + px] = TRANSPARENT;
        continue;
      }
      const onRim = [-2, -1, 1, 2].some((d) => !inside(px + d, py) || !inside(px, py + d));
      indices[py * size + px] = onRim
        ? RIM
        : (background.indices[(y + py) * SLIDER_WIDTH + x + px] ?? 0);
    }
  }
  return { width: size, height: size, indices };
}

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * Draws one puzzle with its gap at (`targetX`, pieceY). The gap position exists only in the
 * pixels, never as data the page could read; `random` decides everything a solver could use (the
 * crop, the outline, the decoys, the colours).
 */
export function drawSliderPicture(targetX: number, random: Random): SliderPicture {
  const pool = textureTiles();
  const tile = pool[Math.floor(random() * pool.length)] ?? new Uint8Array(TILE_WIDTH * TILE_HEIGHT);
  const left = Math.floor(random() * (TILE_WIDTH - SLIDER_WIDTH));
  const top = Math.floor(random() * (TILE_HEIGHT - SLIDER_HEIGHT));
  const background: IndexedPicture = {
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    indices: new Uint8Array(SLIDER_WIDTH * SLIDER_HEIGHT),
  };
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    const from = (top + y) * TILE_WIDTH + left;
    background.indices.set(tile.subarray(from, from + SLIDER_WIDTH), y * SLIDER_WIDTH);
  }
  const pieceY = Math.floor(8 + random() * (SLIDER_HEIGHT - SLIDER_PIECE - 16));
  const gap = { x: targetX, y: pieceY, shape: Math.floor(random() * SHAPES.length) };
  const piece = cutPiece(background, gap);
  for (const placement of [gap, ...placeDecoys(gap, random)]) darken(background, placement);
  const palette = challengePalette(random);
  return {
    background: dataUri(encodePalettePng(background, palette)),
    piece: dataUri(encodePalettePng(piece, palette, new Uint8Array([0]))),
    pieceY,
  };
}
