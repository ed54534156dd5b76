import { expect, type Page } from '@playwright/test';

/** How much the server darkens the gap's pixels (apps/server captcha/sliderPicture.ts DARKEN). */
const DARKEN = 0.42;

/** Pixels the kit's slider moves per arrow key (packages/ui SLIDER_KEY_STEP). */
const KEY_STEP = 2;
/**
 * Time between presses, as a held arrow key repeats. The server judges a keyboard trace by its
 * pace: moves closer than SLIDER_KEY_REPEAT_MIN_MS (25 ms, apps/server captcha/rules/sliderTrace.ts)
 * are refused, as no keyboard repeats that fast. The page stamps each move when it handles it, so
 * a main thread busy for longer than the gap between two presses handles them back to back: 60 ms
 * leaves room for a loaded machine's stalls (35 ms was refused once beside other test runs).
 */
const KEY_REPEAT_MS = 60;

/**
 * Solves the kit's SliderCaptcha as a person does: of the dark shapes on the piece's rows, the gap
 * is the one that shows the piece's own picture, darkened. The solver slides the piece along its
 * rows and takes the place where the darkened piece matches the background best (decoys have
 * other pixels and another outline), then moves the piece there with the arrow keys at a held
 * key's pace, over more than the server's minimum drag time, and releases it with Enter (the
 * server takes a trace of key steps for a keyboard and judges its pace, not its drift). Returns
 * the x it moved to.
 */
export async function solveSlider(page: Page): Promise<number> {
  const captcha = page.getByTestId('slider-captcha');
  const picture = captcha.locator('img').first();
  const piece = captcha.locator('img[data-piece]');
  await piece.waitFor();
  const gapX = await captcha.evaluate(async (root: HTMLElement, darken) => {
    const [background, cut] = [root.querySelector('img'), root.querySelector('img[data-piece]')];
    if (!(background instanceof HTMLImageElement) || !(cut instanceof HTMLImageElement)) {
      throw new Error('the slider pictures are missing');
    }
    const pixelsOf = async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(img, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const back = await pixelsOf(background);
    const front = await pixelsOf(cut);
    const pieceY = Number.parseFloat(cut.style.top);
    // The piece's inner pixels: opaque and not its light rim.
    const inner: Array<{ x: number; y: number; rgb: number[] }> = [];
    for (let y = 0; y < front.height; y++) {
      for (let x = 0; x < front.width; x++) {
        const at = (y * front.width + x) * 4;
        const rgb = [front.data[at] ?? 0, front.data[at + 1] ?? 0, front.data[at + 2] ?? 0];
        if ((front.data[at + 3] ?? 0) < 255 || rgb.every((c) => c >= 240)) continue;
        inner.push({ x, y, rgb });
      }
    }
    let best = { x: 0, cost: Number.POSITIVE_INFINITY };
    for (let x = 0; x + front.width <= back.width; x++) {
      let cost = 0;
      for (const pixel of inner) {
        const at = ((pieceY + pixel.y) * back.width + x + pixel.x) * 4;
        for (let c = 0; c < 3; c++) {
          cost += Math.abs((back.data[at + c] ?? 0) - (pixel.rgb[c] ?? 0) * darken);
        }
      }
      if (cost < best.cost) best = { x, cost };
    }
    return best.x;
  }, DARKEN);
  await picture.waitFor();
  const handle = captcha.getByRole('slider');
  await handle.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  // The server refuses a drag faster than its minimum (SLIDER_MIN_DRAG_MS, 300 ms).
  await page.waitForTimeout(400);
  let x = KEY_STEP;
  while (x + KEY_STEP / 2 < gapX) {
    await page.waitForTimeout(KEY_REPEAT_MS);
    await page.keyboard.press('ArrowRight');
    x += KEY_STEP;
  }
  await page.keyboard.press('Enter');
  return x;
}

/** Puzzles the solver tries before it gives up; each refusal draws a new one. */
const SLIDER_TRIES = 3;

/**
 * Solves the slider and asks for the SMS code, and again on a new puzzle when the server refused
 * the drag: a main thread stalled by other tests can stamp two key presses closer than any key
 * repeats, which the server rightly refuses (seen in full runs). Resolves once the code is sent.
 */
export async function solveSliderAndRequestCode(page: Page): Promise<void> {
  const captcha = page.getByTestId('slider-captcha');
  for (let attempt = 1; ; attempt += 1) {
    await solveSlider(page);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(captcha).toHaveAttribute('data-status', /^(success|fail)$/);
    if ((await captcha.getAttribute('data-status')) === 'success') return;
    if (attempt === SLIDER_TRIES) {
      throw new Error(`the server refused the slider on ${SLIDER_TRIES} puzzles in a row`);
    }
  }
}
