import { createHash } from 'node:crypto';
import { createBitmap, pngDataUri, type Bitmap } from './png';

/**
 * Pictures the seed needs without shipping binary assets: stock avatars (symmetric identicons),
 * avatar frames (rings) and goods backgrounds (radial glows), drawn as PNG data URIs.
 */
function hexColour(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function setPixel(
  bitmap: Bitmap,
  x: number,
  y: number,
  rgb: [number, number, number],
  alpha = 255,
) {
  const at = (y * bitmap.width + x) * 4;
  bitmap.pixels.set([rgb[0], rgb[1], rgb[2], alpha], at);
}

/** A 5×5 mirrored identicon from `seed`, 80 px square. */
export function identiconAvatar(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const size = 80;
  const cell = 16;
  const bitmap = createBitmap(size, size);
  const foreground: [number, number, number] = [hash[0] ?? 0, hash[1] ?? 0, hash[2] ?? 0].map(
    (c) => 60 + (c % 160),
  ) as [number, number, number];
  const background: [number, number, number] = [238, 240, 244];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 5; column++) {
      const source = column < 3 ? column : 4 - column;
      const on = ((hash[3 + row * 3 + source] ?? 0) & 1) === 1;
      for (let y = 0; y < cell; y++) {
        for (let x = 0; x < cell; x++) {
          setPixel(bitmap, column * cell + x, row * cell + y, on ? foreground : background);
        }
      }
    }
  }
  return pngDataUri(bitmap);
}

/** A ring frame of `colour`, transparent inside and outside, 100 px square. */
export function ringFrame(colour: string, thickness = 6): string {
  const size = 100;
  const bitmap = createBitmap(size, size);
  const rgb = hexColour(colour);
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      if (distance <= size / 2 && distance >= size / 2 - thickness) setPixel(bitmap, x, y, rgb);
    }
  }
  return pngDataUri(bitmap);
}

/**
 * A radial glow of `colour` on a dark ground, 32 px square: the page stretches it over a tile and
 * the browser's smoothing keeps it soft, so more pixels would only make the start-up answer bigger.
 */
export function glowBackground(colour: string): string {
  const size = 32;
  const bitmap = createBitmap(size, size);
  const rgb = hexColour(colour);
  const ground: [number, number, number] = [24, 26, 34];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const weight = Math.max(0, 1 - Math.hypot(x - centre, y - (size - 1)) / size);
      const mix = ground.map((g, i) => Math.round(g + ((rgb[i] ?? 0) - g) * weight * 0.8));
      setPixel(bitmap, x, y, mix as [number, number, number]);
    }
  }
  return pngDataUri(bitmap);
}
