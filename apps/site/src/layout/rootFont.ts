/**
 * SPEC section 2 and 9: the mobile layout's root font size is width/10, the width capped at 540 CSS
 * px times the device pixel ratio (1, 2 or 3 on iPhones, 1 elsewhere); body text 12 times the pixel
 * ratio; recomputed 300 ms after a resize or page show.
 *
 * The original scales the viewport to 1/ratio so that one CSS px is one device px. We keep the
 * viewport at scale 1 (zoom still disabled) because the widget kit is sized in CSS px; the figures
 * below are the same sizes expressed in CSS px: (min(w·r, 540·r) / 10) device px = min(w, 540) / 10
 * CSS px, and 12·r device px = 12 CSS px.
 */
export const MOBILE_MAX_WIDTH = 540;
export const ROOT_FONT_RECOMPUTE_DELAY = 300;
export const BODY_FONT_SIZE = 12;

export type PixelRatio = 1 | 2 | 3;

export function pixelRatio(userAgent: string, devicePixelRatio: number): PixelRatio {
  if (!/iPhone/i.test(userAgent)) return 1;
  if (devicePixelRatio >= 3) return 3;
  return devicePixelRatio >= 2 ? 2 : 1;
}

/** Root font size in device px for a layout `cssWidth` wide. */
export function rootFontSizeDevicePx(cssWidth: number, ratio: PixelRatio): number {
  return Math.min(cssWidth * ratio, MOBILE_MAX_WIDTH * ratio) / 10;
}

/** The same size in CSS px, as applied with the viewport at scale 1. */
export function rootFontSizeCssPx(cssWidth: number, ratio: PixelRatio): number {
  return rootFontSizeDevicePx(cssWidth, ratio) / ratio;
}

export function bodyFontSizeDevicePx(ratio: PixelRatio): number {
  return BODY_FONT_SIZE * ratio;
}
