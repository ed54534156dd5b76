import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sliderChallenges } from '../db/schema';
import { AppError } from '../http/errors';
import {
  SLIDER_HEIGHT,
  SLIDER_PIECE,
  SLIDER_WIDTH,
  judgeSlider,
  randomTargetX,
} from './rules/slider';
import type { SliderAnswerLog } from './answerLog';
import { schedulePurgeAfter } from './purgeJob';
import type { TracePoint } from './rules/sliderTrace';
import { drawSliderPicture } from './sliderPicture';

const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * Issues a new puzzle; only the database knows where the gap is (and the answer log, when a
 * development machine keeps one for its automated journeys: answerLog.ts).
 */
export async function issueSliderChallenge(db: Db, now: Date, answerLog?: SliderAnswerLog) {
  const targetX = randomTargetX(random);
  const captchaId = randomBytes(16).toString('base64url');
  await db.insert(sliderChallenges).values({ id: captchaId, targetX, issuedAt: now });
  await schedulePurgeAfter(db, now);
  const picture = drawSliderPicture(targetX, random);
  if (answerLog) {
    const backgroundSha256 = createHash('sha256').update(picture.background).digest('hex');
    await answerLog({ captchaId, backgroundSha256, targetX });
  }
  return {
    captchaId,
    background: picture.background,
    piece: picture.piece,
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceSize: SLIDER_PIECE,
    pieceY: picture.pieceY,
  };
}

/**
 * Judges an answer: the drop position and the drag's trace (rules/slider.ts). A challenge answers
 * once: right or wrong, it is used up, so a bot cannot probe positions on the same puzzle.
 */
export async function passSliderChallenge(
  db: Db,
  answer: { captchaId: string; sliderX: number; sliderTrace: readonly TracePoint[] },
  now: Date,
) {
  const [challenge] = await db
    .update(sliderChallenges)
    .set({ usedAt: now })
    .where(and(eq(sliderChallenges.id, answer.captchaId), isNull(sliderChallenges.usedAt)))
    .returning();
  if (!challenge) throw new AppError(400, 'errors.sliderFailed');
  const verdict = judgeSlider({
    targetX: challenge.targetX,
    issuedAt: challenge.issuedAt,
    x: answer.sliderX,
    trace: answer.sliderTrace,
    answeredAt: now,
  });
  if (verdict !== 'passed') throw new AppError(400, 'errors.sliderFailed');
}
