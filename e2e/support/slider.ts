import type { Page } from '@playwright/test';

/** The light rim the server paints around the puzzle's gap (apps/server captcha/sliderPicture.ts). */
const RIM = 230;
/** A run this long of rim pixels on one row is the gap's top edge. */
const MIN_RUN = 40;

/** Pixels the kit's slider moves per arrow key (packages/ui SLIDER_KEY_STEP). */
const KEY_STEP = 2;

/**
 * Solves the kit's SliderCaptcha as a person would see it: finds the gap in the picture's pixels
 * (its light rim), then moves the piece there with the arrow keys over more than the server's
 * minimum drag time and releases it with Enter. Returns the x it moved to.
 */
export async function solveSlider(page: Page): Promise<number> {
  const captcha = page.getByTestId('slider-captcha');
  // The first picture is the one with the gap; the piece comes after it.
  const picture = captcha.locator('img').first();
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
  const handle = captcha.getByRole('slider');
  await handle.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  // The server refuses a drag faster than its minimum (SLIDER_MIN_DRAG_MS, 300 ms).
  await page.waitForTimeout(400);
  let x = KEY_STEP;
  while (x + KEY_STEP / 2 < gapX) {
    await page.keyboard.press('ArrowRight');
    x += KEY_STEP;
  }
  await page.keyboard.press('Enter');
  return x;
}
