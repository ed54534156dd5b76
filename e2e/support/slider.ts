import type { Page } from '@playwright/test';

/** The light rim the server paints around the puzzle's gap (apps/server captcha/sliderPicture.ts). */
const RIM = 230;
/** A run this long of rim pixels on one row is the gap's top edge. */
const MIN_RUN = 40;

/**
 * Solves the slider check as a person would see it: finds the gap in the picture's pixels (its
 * light rim), then moves the piece there with the arrow keys over more than the server's minimum
 * drag time. Returns the x it moved to.
 */
export async function solveSlider(page: Page): Promise<number> {
  const picture = page.getByTestId('slider-background');
  await picture.waitFor();
  const gapX = await picture.evaluate(
    async (img: HTMLImageElement, [rim, minRun]) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(img, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let y = 0; y < height; y++) {
        let run = 0;
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          const isRim = data[at] === rim && data[at + 1] === rim && data[at + 2] === rim;
          run = isRim ? run + 1 : 0;
          if (run >= minRun) return x - run + 1;
        }
      }
      throw new Error('no gap found in the slider picture');
    },
    [RIM, MIN_RUN] as const,
  );
  const range = page.locator('input[type="range"]');
  await range.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(400);
  for (let x = 1; x < gapX; x++) await page.keyboard.press('ArrowRight');
  return gapX;
}
