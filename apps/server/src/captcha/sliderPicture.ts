import { SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from '../rules/slider';
import { createBitmap, pngDataUri, type Bitmap } from '../images/png';

export interface SliderPicture {
  background: string;
  piece: string;
  pieceY: number;
}

/**
 * Draws the slider puzzle: a random landscape of soft blobs, a darkened square gap at
 * (`targetX`, pieceY) and, separately, the piece cut from the same spot with a light outline. The
 * gap position exists only in the pixels, never as data the page could read.
 */
export function drawSliderPicture(targetX: number, random: () => number): SliderPicture {
  const background = createBitmap(SLIDER_WIDTH, SLIDER_HEIGHT);
  paintLandscape(background, random);
  const pieceY = Math.floor(8 + random() * (SLIDER_HEIGHT - SLIDER_PIECE - 16));

  const piece = createBitmap(SLIDER_PIECE, SLIDER_PIECE);
  for (let y = 0; y < SLIDER_PIECE; y++) {
    for (let x = 0; x < SLIDER_PIECE; x++) {
      const from = ((pieceY + y) * SLIDER_WIDTH + targetX + x) * 4;
      const to = (y * SLIDER_PIECE + x) * 4;
      const edge = x < 2 || y < 2 || x >= SLIDER_PIECE - 2 || y >= SLIDER_PIECE - 2;
      for (let c = 0; c < 3; c++) {
        const value = background.pixels[from + c] ?? 0;
        piece.pixels[to + c] = edge ? 255 : value;
        // The gap: the same square, darkened, with a light rim.
        background.pixels[from + c] = edge ? 230 : Math.floor(value * 0.35);
      }
      piece.pixels[to + 3] = 255;
    }
  }
  return { background: pngDataUri(background), piece: pngDataUri(piece), pieceY };
}

function paintLandscape(bitmap: Bitmap, random: () => number) {
  const base = [random() * 120 + 60, random() * 120 + 60, random() * 120 + 60];
  const blobs = Array.from({ length: 14 }, () => ({
    x: random() * bitmap.width,
    y: random() * bitmap.height,
    r: 15 + random() * 45,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++) {
      const at = (y * bitmap.width + x) * 4;
      const colour = base.map((c, i) => c + (i === 0 ? x : y) * 0.2);
      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.x, y - blob.y);
        if (distance < blob.r) {
          const weight = 1 - distance / blob.r;
          for (let c = 0; c < 3; c++) {
            colour[c] = (colour[c] ?? 0) * (1 - weight) + (blob.colour[c] ?? 0) * weight;
          }
        }
      }
      for (let c = 0; c < 3; c++) {
        bitmap.pixels[at + c] = Math.max(0, Math.min(255, Math.round(colour[c] ?? 0)));
      }
      bitmap.pixels[at + 3] = 255;
    }
  }
}
