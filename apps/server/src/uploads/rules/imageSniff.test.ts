import { describe, expect, it } from 'vitest';
import { sniffImage } from './imageSniff';

describe('image sniffing', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
  ])('recognises %j as %s', (bytes, mime) => {
    expect(sniffImage(Uint8Array.from(bytes))?.mime).toBe(mime);
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImage(new TextEncoder().encode('<svg onload="alert(1)">'))).toBeNull();
  });
});
