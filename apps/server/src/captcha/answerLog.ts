import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One line of the answer log: the puzzle (by its picture's digest) and where its gap is. */
export interface SliderAnswerLine {
  captchaId: string;
  /** SHA-256 (hex) of the background data URI the player's page shows. */
  backgroundSha256: string;
  targetX: number;
}

/**
 * Where automated journeys learn a puzzle's answer (SLIDER_ANSWER_FILE, config.ts): the e2e
 * suite drives the real sign-up with a browser, and the slider is built so that no program reads
 * its gap off the pixels (sliderPicture.ts), so the suite reads it here, as it reads the SMS
 * outbox. Development and tests only: a production start refuses the setting.
 */
export type SliderAnswerLog = (line: SliderAnswerLine) => Promise<void>;

export function sliderAnswerLog(file: string): SliderAnswerLog {
  return async (line) => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, `${JSON.stringify(line)}\n`);
  };
}
