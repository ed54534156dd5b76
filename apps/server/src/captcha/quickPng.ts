import { deflateSync } from 'node:zlib';

/** A picture of palette indices, one byte a pixel. */
export interface IndexedPicture {
  width: number;
  height: number;
  indices: Uint8Array;
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = -1;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(
  header: { width: number; height: number; colourType: 3 | 6 },
  rows: Uint8Array[],
  extra: Buffer[],
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.set([8, header.colourType, 0, 0, 0], 8);
  // Each row is its filter byte (0, none) and the row's bytes.
  const stride = (rows[0]?.length ?? 0) + 1;
  const raw = new Uint8Array(rows.length * stride);
  rows.forEach((row, y) => raw.set(row, y * stride + 1));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * Encodes an 8-bit palette PNG: one byte a pixel and no row filters (PNG advises none for
 * palette pictures), so a 300×150 puzzle costs one fast deflate of 45 KB instead of choosing a
 * filter per row of 180 KB of RGBA. `transparent` lists the alpha of the first palette entries
 * (the tRNS chunk); entries past it are opaque.
 */
export function encodePalettePng(
  picture: IndexedPicture,
  palette: Uint8Array,
  transparent: Uint8Array = new Uint8Array(),
): Buffer {
  const { width, height, indices } = picture;
  const rows = Array.from({ length: height }, (_, y) =>
    indices.subarray(y * width, (y + 1) * width),
  );
  return png({ width, height, colourType: 3 }, rows, [
    chunk('PLTE', palette),
    ...(transparent.length > 0 ? [chunk('tRNS', transparent)] : []),
  ]);
}

/**
 * Encodes a small 8-bit RGBA PNG (the piece) without row filters: choosing filters per row
 * (images/png.ts, for pictures served many times) cost more than the whole puzzle.
 */
export function encodeRgbaPng(picture: { width: number; height: number; pixels: Uint8Array }) {
  const { width, height, pixels } = picture;
  const stride = width * 4;
  const rows = Array.from({ length: height }, (_, y) =>
    pixels.subarray(y * stride, (y + 1) * stride),
  );
  return png({ width, height, colourType: 6 }, rows, []);
}
