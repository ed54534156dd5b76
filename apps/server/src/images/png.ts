import { deflateSync } from 'node:zlib';

/** An RGBA picture in memory. */
export interface Bitmap {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createBitmap(width: number, height: number): Bitmap {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const BYTES_PER_PIXEL = 4;

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** The PNG filters (None, Sub, Up, Average, Paeth) of one byte, from its neighbours. */
const PREDICTORS: ((left: number, up: number, upLeft: number) => number)[] = [
  () => 0,
  (left) => left,
  (_, up) => up,
  (left, up) => (left + up) >> 1,
  paeth,
];

/** One row filtered with `filter`: its type byte, then each byte minus its prediction. */
export function filterRow(filter: number, row: Uint8Array, previous: Uint8Array): Uint8Array {
  const predict = PREDICTORS[filter] ?? (() => 0);
  const out = new Uint8Array(row.length + 1);
  out[0] = filter;
  for (let i = 0; i < row.length; i++) {
    const left = row[i - BYTES_PER_PIXEL] ?? 0;
    const upLeft = previous[i - BYTES_PER_PIXEL] ?? 0;
    out[i + 1] = ((row[i] ?? 0) - predict(left, previous[i] ?? 0, upLeft)) & 0xff;
  }
  return out;
}

/** The usual heuristic: the filter whose output, read as signed bytes, sums smallest. */
function bestFilteredRow(row: Uint8Array, previous: Uint8Array): Uint8Array {
  let best: { row: Uint8Array; cost: number } = { row: new Uint8Array(), cost: Infinity };
  for (let filter = 0; filter < PREDICTORS.length; filter++) {
    const candidate = filterRow(filter, row, previous);
    let cost = 0;
    for (let i = 1; i < candidate.length; i++) {
      const value = candidate[i] ?? 0;
      cost += value < 128 ? value : 256 - value;
    }
    if (cost < best.cost) best = { row: candidate, cost };
  }
  return best.row;
}

/**
 * Encodes a bitmap as a PNG (8-bit RGBA) with zlib from node. Each row takes the filter that
 * predicts it best: the seed's glows and gradients shrink to a fraction of their unfiltered size.
 */
export function encodePng({ width, height, pixels }: Bitmap): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const stride = width * BYTES_PER_PIXEL;
  const rows: Uint8Array[] = [];
  let previous: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    rows.push(bestFilteredRow(row, previous));
    previous = row;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngDataUri(bitmap: Bitmap): string {
  return `data:image/png;base64,${encodePng(bitmap).toString('base64')}`;
}
