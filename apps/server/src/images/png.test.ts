import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { glowBackground } from './generated';
import { createBitmap, encodePng, filterRow, type Bitmap } from './png';

/** Reads an RGBA PNG written by encodePng back into pixels, undoing each row's filter. */
function decode(png: Buffer): Bitmap {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  const data = inflateSync(png.subarray(41, 41 + idatLength));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)] ?? -1;
    for (let i = 0; i < stride; i++) {
      const raw = data[y * (stride + 1) + 1 + i] ?? 0;
      const left = i >= 4 ? (pixels[y * stride + i - 4] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = i >= 4 && y > 0 ? (pixels[(y - 1) * stride + i - 4] ?? 0) : 0;
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      const paeth = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      const prediction = [0, left, up, (left + up) >> 1, paeth][filter];
      if (prediction === undefined) throw new Error(`unknown filter ${filter}`);
      pixels[y * stride + i] = (raw + prediction) & 0xff;
    }
  }
  return { width, height, pixels };
}

function noise(width: number, height: number): Bitmap {
  const bitmap = createBitmap(width, height);
  let seed = 7;
  for (let i = 0; i < bitmap.pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bitmap.pixels[i] = seed >> 16;
  }
  return bitmap;
}

describe('encodePng', () => {
  it('writes pixels that read back exactly, whatever filter each row took', () => {
    const bitmap = noise(17, 9);
    expect(decode(encodePng(bitmap)).pixels).toEqual(bitmap.pixels);
  });

  it('round-trips a smooth gradient, where the predicting filters win', () => {
    const bitmap = createBitmap(40, 30);
    for (let y = 0; y < 30; y++)
      for (let x = 0; x < 40; x++)
        bitmap.pixels.set([x * 6, y * 8, (x + y) * 3, 255], (y * 40 + x) * 4);
    expect(decode(encodePng(bitmap)).pixels).toEqual(bitmap.pixels);
  });

  it('filters each byte against its left, upper and upper-left neighbours', () => {
    const previous = Uint8Array.from([10, 20, 30, 40, 50, 60, 70, 80]);
    const row = Uint8Array.from([11, 22, 33, 44, 55, 66, 77, 88]);
    expect([...filterRow(1, row, previous)]).toEqual([1, 11, 22, 33, 44, 44, 44, 44, 44]);
    expect([...filterRow(2, row, previous)]).toEqual([2, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...filterRow(3, row, previous)]).toEqual([3, 6, 12, 18, 24, 25, 25, 26, 26]);
  });
});

describe('glowBackground', () => {
  it('stays small enough for the start-up answer that carries 28 of them', () => {
    const bytes = Buffer.from(glowBackground('#eb4b4b').split(',')[1] ?? '', 'base64');
    expect(decode(bytes).width).toBe(32);
    expect(bytes.length).toBeLessThan(1024);
  });
});
