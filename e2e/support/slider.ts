import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir } from './fixtures';

/** The answer log's name in the data folder (playwright.config.ts sets SLIDER_ANSWER_FILE). */
export const SLIDER_ANSWER_FILE = 'slider-answers.jsonl';

/** Pixels the kit's slider moves per arrow key (packages/ui SLIDER_KEY_STEP). */
const KEY_STEP = 2;
/**
 * Time between presses, as a held arrow key repeats. The server judges a keyboard trace by its
 * pace: moves closer than SLIDER_KEY_REPEAT_MIN_MS (25 ms, apps/server captcha/rules/sliderTrace.ts)
 * are refused, as no keyboard repeats that fast. The page stamps each move with its key event's
 * own time, so a stalled main thread no longer squeezes the gaps (35 ms was refused once beside
 * other test runs when it stamped on handling); 60 ms is a held key's pace and keeps a margin.
 */
const KEY_REPEAT_MS = 60;

interface AnswerLine {
  backgroundSha256: string;
  targetX: number;
}

/**
 * Where the gap of the puzzle on screen is, from the server's answer log (SLIDER_ANSWER_FILE,
 * set by playwright.config.ts). The slider is built so that no program finds the gap from the
 * pixels (apps/server captcha/sliderSolvers.test.ts holds that), so the journeys read the answer
 * as they read the SMS outbox, by the digest of the picture the page shows.
 */
async function gapOf(background: string): Promise<number> {
  const digest = createHash('sha256').update(background).digest('hex');
  let targetX: number | undefined;
  await expect
    .poll(() => {
      targetX = answerLines().find((line) => line.backgroundSha256 === digest)?.targetX;
      return targetX;
    })
    .toBeDefined();
  return targetX ?? 0;
}

function answerLines(): AnswerLine[] {
  try {
    return readFileSync(join(dataDir(), SLIDER_ANSWER_FILE), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AnswerLine);
  } catch {
    return [];
  }
}

/**
 * Solves the kit's SliderCaptcha as a keyboard user does once they see where the gap is: jumps
 * to the nearer end (Home or End), moves the piece to the gap with the arrow keys at a held key's
 * pace, over more than the server's minimum drag time, and releases it with Enter (the server
 * takes a trace of key steps for a keyboard and judges its pace, not its drift). From the nearer
 * end the walk is at most half the track, so a loaded machine's slow key round trips stay inside
 * the server's longest drag (SLIDER_MAX_DRAG_MS, 15 s). Returns the x it moved to.
 */
export async function solveSlider(page: Page): Promise<number> {
  const captcha = page.getByTestId('slider-captcha');
  const picture = captcha.locator('img').first();
  await captcha.locator('img[data-piece]').waitFor();
  const gapX = await gapOf((await picture.getAttribute('src')) ?? '');
  await picture.waitFor();
  const handle = captcha.getByRole('slider');
  await handle.focus();
  const maxX = Number(await handle.getAttribute('aria-valuemax'));
  const fromEnd = gapX > maxX / 2;
  await page.keyboard.press(fromEnd ? 'End' : 'Home');
  let x = fromEnd ? maxX : 0;
  const step = fromEnd ? -KEY_STEP : KEY_STEP;
  // The server refuses a drag faster than its minimum (SLIDER_MIN_DRAG_MS, 300 ms).
  await page.waitForTimeout(400);
  let pressedAt = 0;
  while (Math.abs(gapX - x) > KEY_STEP / 2) {
    await page.waitForTimeout(Math.max(0, pressedAt + KEY_REPEAT_MS - Date.now()));
    pressedAt = Date.now();
    await page.keyboard.press(fromEnd ? 'ArrowLeft' : 'ArrowRight');
    x += step;
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
