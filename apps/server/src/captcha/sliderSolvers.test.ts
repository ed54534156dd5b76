import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { SLIDER_PIECE, SLIDER_TOLERANCE_PX, randomTargetX } from './rules/slider';
import { HOLE_COUNT, drawSliderPicture } from './sliderPicture';

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

/** A decoded PNG: RGBA bytes. */
interface Picture {
  width: number;
  height: number;
  data: Uint8Array;
}

const decode = (dataUri: string): Picture => {
  const png = PNG.sync.read(Buffer.from(dataUri.split(',')[1] ?? '', 'base64'));
  return { width: png.width, height: png.height, data: png.data };
};

interface Puzzle {
  background: Picture;
  piece: Picture;
  pieceY: number;
  targetX: number;
}

const PUZZLES = 100;

/** PUZZLES puzzles from one seed, decoded as a page would get them. */
const puzzles: Puzzle[] = (() => {
  const random = seeded(27);
  return Array.from({ length: PUZZLES }, () => {
    const targetX = randomTargetX(random);
    const drawn = drawSliderPicture(targetX, random);
    return {
      background: decode(drawn.background),
      piece: decode(drawn.piece),
      pieceY: drawn.pieceY,
      targetX,
    };
  });
})();

const grey = (picture: Picture, at: number) =>
  0.299 * (picture.data[at * 4] ?? 0) +
  0.587 * (picture.data[at * 4 + 1] ?? 0) +
  0.114 * (picture.data[at * 4 + 2] ?? 0);

/** The piece's pixels that are wholly opaque, as offsets in the piece. */
const opaque = (piece: Picture) =>
  Array.from({ length: SLIDER_PIECE * SLIDER_PIECE }, (_, at) => at).filter(
    (at) => piece.data[at * 4 + 3] === 255,
  );

/** Every x the piece can be dropped at, scored by `score`; the best one is the solver's answer. */
function bestX({ background }: Puzzle, score: (x: number) => number) {
  let best = { x: -1, score: -Infinity };
  for (let x = 0; x + SLIDER_PIECE <= background.width; x++) {
    const value = score(x);
    if (value > best.score) best = { x, score: value };
  }
  return best.x;
}

/** Template matching on colour: the smallest sum of absolute differences over the piece. */
function sadTemplate(puzzle: Puzzle) {
  const { background, piece, pieceY } = puzzle;
  const inside = opaque(piece);
  return bestX(puzzle, (x) => {
    let sum = 0;
    for (const at of inside) {
      const bg =
        ((pieceY + Math.floor(at / SLIDER_PIECE)) * background.width + x + (at % SLIDER_PIECE)) * 4;
      for (let c = 0; c < 3; c++)
        sum += Math.abs((background.data[bg + c] ?? 0) - (piece.data[at * 4 + c] ?? 0));
    }
    return -sum;
  });
}

/** Template matching on brightness: the highest normalised cross-correlation (shade-proof). */
function nccTemplate(puzzle: Puzzle) {
  const { background, piece, pieceY } = puzzle;
  const inside = opaque(piece);
  const p = inside.map((at) => grey(piece, at));
  const pMean = p.reduce((a, b) => a + b, 0) / p.length;
  const pDev = p.map((v) => v - pMean);
  const pNorm = Math.sqrt(pDev.reduce((a, b) => a + b * b, 0)) || 1;
  return bestX(puzzle, (x) => {
    const b = inside.map((at) =>
      grey(
        background,
        (pieceY + Math.floor(at / SLIDER_PIECE)) * background.width + x + (at % SLIDER_PIECE),
      ),
    );
    const bMean = b.reduce((s, v) => s + v, 0) / b.length;
    let dot = 0;
    let bNorm = 0;
    b.forEach((v, i) => {
      dot += (v - bMean) * (pDev[i] ?? 0);
      bNorm += (v - bMean) ** 2;
    });
    return dot / (pNorm * (Math.sqrt(bNorm) || 1));
  });
}

/** Brightness gradient magnitude of the background. */
function gradient(picture: Picture) {
  const { width, height } = picture;
  const out = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      out[at] =
        Math.abs(grey(picture, at + 1) - grey(picture, at - 1)) +
        Math.abs(grey(picture, at + width) - grey(picture, at - width));
    }
  }
  return out;
}

/** Edge matching on the outline: where the background's edges follow the piece's outline best. */
function outlineEdges(puzzle: Puzzle) {
  const { background, piece, pieceY } = puzzle;
  const edges = gradient(background);
  const alpha = (x: number, y: number) =>
    x < 0 || y < 0 || x >= SLIDER_PIECE || y >= SLIDER_PIECE
      ? 0
      : (piece.data[(y * SLIDER_PIECE + x) * 4 + 3] ?? 0);
  const outline: [number, number][] = [];
  for (let y = 0; y < SLIDER_PIECE; y++) {
    for (let x = 0; x < SLIDER_PIECE; x++) {
      if (
        alpha(x, y) >= 128 &&
        [alpha(x + 1, y), alpha(x - 1, y), alpha(x, y + 1), alpha(x, y - 1)].some((a) => a < 128)
      ) {
        outline.push([x, y]);
      }
    }
  }
  return bestX(puzzle, (x) =>
    outline.reduce(
      (sum, [px, py]) => sum + (edges[(pieceY + py) * background.width + x + px] ?? 0),
      0,
    ),
  );
}

/** Edge-image template matching (the usual attack: Sobel/Canny images of both, correlated). */
function edgeTemplate(puzzle: Puzzle) {
  const { background, piece, pieceY } = puzzle;
  const edges = gradient(background);
  const pieceEdges = gradient(piece);
  const cells = Array.from({ length: SLIDER_PIECE * SLIDER_PIECE }, (_, at) => at).filter(
    (at) => (pieceEdges[at] ?? 0) > 0,
  );
  return bestX(puzzle, (x) =>
    cells.reduce(
      (sum, at) =>
        sum +
        (pieceEdges[at] ?? 0) *
          (edges[
            (pieceY + Math.floor(at / SLIDER_PIECE)) * background.width + x + (at % SLIDER_PIECE)
          ] ?? 0),
      0,
    ),
  );
}

const solved = (solver: (puzzle: Puzzle) => number) =>
  puzzles.filter((puzzle) => Math.abs(solver(puzzle) - puzzle.targetX) <= SLIDER_TOLERANCE_PX)
    .length;

/**
 * The bound asserted (issue 27): a solver no better than a guess among the HOLE_COUNT holes is
 * right on Binomial(100, 1/3) puzzles, more than 48 with probability under 0.1 % (0.085 %). A
 * solver that tells the gap from its decoys would be right on far more (the old puzzle's
 * template match: 100 %).
 */
const CHANCE_BOUND = 48;

describe('the slider puzzle against machine solvers (100 seeded puzzles)', () => {
  it.each([
    ['a colour template match (sum of absolute differences)', sadTemplate],
    ['a brightness template match (normalised cross-correlation)', nccTemplate],
    ['an edge match along the outline', outlineEdges],
    ['an edge-image template match', edgeTemplate],
  ])(`leaves %s no better than chance among ${HOLE_COUNT} holes`, (_name, solver) => {
    const rate = solved(solver);
    console.info(`slider solver ${_name}: ${rate} of ${PUZZLES}`);
    expect(rate).toBeLessThanOrEqual(CHANCE_BOUND);
  });

  it('gives the piece no exact colour of the background', () => {
    let shared = 0;
    let total = 0;
    for (const { background, piece } of puzzles) {
      const colours = new Set<number>();
      for (let at = 0; at < background.width * background.height; at++) {
        const i = at * 4;
        colours.add(
          ((background.data[i] ?? 0) << 16) |
            ((background.data[i + 1] ?? 0) << 8) |
            (background.data[i + 2] ?? 0),
        );
      }
      for (const at of opaque(piece)) {
        const i = at * 4;
        total += 1;
        if (
          colours.has(
            ((piece.data[i] ?? 0) << 16) |
              ((piece.data[i + 1] ?? 0) << 8) |
              (piece.data[i + 2] ?? 0),
          )
        )
          shared += 1;
      }
    }
    // Independent noise on a continuous colour: a rare coincidence, never the gap's own pixels.
    expect(shared / total).toBeLessThan(0.02);
  });
});
