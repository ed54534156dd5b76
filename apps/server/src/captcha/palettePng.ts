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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    ...(transparent.length > 0 ? [chunk('tRNS', transparent)] : []),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
