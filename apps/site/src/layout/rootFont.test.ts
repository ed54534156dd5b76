import { describe, expect, it } from 'vitest';
import {
  bodyFontSizeDevicePx,
  pixelRatio,
  rootFontSizeCssPx,
  rootFontSizeDevicePx,
} from './rootFont';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)';

describe('pixelRatio', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [2.5, 2],
    [3.5, 3],
  ])('is %s → %s on an iPhone', (dpr, ratio) => {
    expect(pixelRatio(IPHONE, dpr)).toBe(ratio);
  });

  it('is 1 elsewhere, whatever the device ratio', () => {
    expect(pixelRatio(ANDROID, 3)).toBe(1);
  });
});

describe('root font size', () => {
  it('is a tenth of the width', () => {
    expect(rootFontSizeDevicePx(375, 1)).toBe(37.5);
  });

  it('counts the width in device pixels on a high-ratio iPhone', () => {
    expect(rootFontSizeDevicePx(375, 3)).toBe(112.5);
  });

  it('caps the width at 540 CSS px times the ratio', () => {
    expect(rootFontSizeDevicePx(800, 2)).toBe(108);
    expect(rootFontSizeCssPx(800, 2)).toBe(54);
  });

  it('sets body text to 12 times the ratio', () => {
    expect(bodyFontSizeDevicePx(3)).toBe(36);
  });
});
