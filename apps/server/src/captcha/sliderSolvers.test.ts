import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SLIDER_PIECE, SLIDER_TOLERANCE_PX, randomTargetX } from './rules/slider';
import { drawSliderPicture } from './sliderPicture';

/** A seeded generator (mulberry32), so the rates below are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Picture {
  width: number;
  pixel(x: number, y: number): [number, number, number];
  pieceY: number;
}

function decode(dataUri: string, pieceY: number): Picture {
  const png = PNG.sync.read(Buffer.from(dataUri.split(',')[1] ?? '', 'base64'));
  return {
    width: png.width,
    pieceY,
    pixel(x, y) {
      const at = (y * png.width + x) * 4;
      return [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
    },
  };
}

const brightness = ([r, g, b]: [number, number, number]) => r + g + b;

/** The longest run of one exact colour on the piece's rows (the old gap's flat rim): its start. */
function rowScan({ width, pixel, pieceY }: Picture): number {
  let best = { x: -1, length: 0 };
  for (let y = pieceY; y < pieceY + SLIDER_PIECE; y++) {
    let start = 0;
    for (let x = 1; x <= width; x++) {
      const same = x < width && pixel(x, y).every((value, c) => value === pixel(x - 1, y)[c]);
      if (same) continue;
      if (x - start > best.length) best = { x: start, length: x - start };
      start = x;
    }
  }
  return best.length >= 20 ? best.x : -1;
}

/** The piece-wide window on the piece's rows that is darkest compared with its surroundings. */
function edgeScan({ width, pixel, pieceY }: Picture): number {
  const column = Array.from({ length: width }, (_, x) => {
    let sum = 0;
    for (let y = pieceY; y < pieceY + SLIDER_PIECE; y++) sum += brightness(pixel(x, y));
    return sum;
  });
  let best = { x: -1, contrast: -Infinity };
  for (let x = 1; x + SLIDER_PIECE < width; x++) {
    const inside = column.slice(x, x + SLIDER_PIECE).reduce((a, b) => a + b, 0) / SLIDER_PIECE;
    const outside = ((column[x - 1] ?? 0) + (column[x + SLIDER_PIECE] ?? 0)) / 2;
    if (outside - inside > best.contrast) best = { x, contrast: outside - inside };
  }
  return best.x;
}

function successRate(solver: (picture: Picture) => number, puzzles: number) {
  const random = seeded(13);
  let solved = 0;
  for (let i = 0; i < puzzles; i++) {
    const targetX = randomTargetX(random);
    const drawn = drawSliderPicture(targetX, random);
    const answer = solver(decode(drawn.background, drawn.pieceY));
    if (Math.abs(answer - targetX) <= SLIDER_TOLERANCE_PX) solved += 1;
  }
  return solved / puzzles;
}

describe('the slider puzzle against machine solvers', () => {
  it('defeats a row scan for a flat run (it solved 50 of 50 old puzzles)', () => {
    expect(successRate(rowScan, 60)).toBeLessThanOrEqual(0.05);
  });

  it('leaves an edge scan no better than a guess among the gap and its decoys', () => {
    expect(successRate(edgeScan, 60)).toBeLessThanOrEqual(0.5);
  });
});
