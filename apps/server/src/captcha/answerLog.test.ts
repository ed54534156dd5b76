import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliderChallenges } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { sliderAnswerLog, type SliderAnswerLine } from './answerLog';
import { issueSliderChallenge } from './sliderChallenges';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe("the slider's answer log for automated journeys", () => {
  it('writes each puzzle under the digest of the picture the page shows, with its stored gap', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'skinbox-answers-')), 'nested', 'answers.jsonl');
    const log = sliderAnswerLog(file);
    const first = await issueSliderChallenge(database.db, new Date(), log);
    const second = await issueSliderChallenge(database.db, new Date(), log);

    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SliderAnswerLine);
    expect(lines.map((line) => line.captchaId)).toEqual([first.captchaId, second.captchaId]);
    for (const [line, puzzle] of [
      [lines[0], first],
      [lines[1], second],
    ] as const) {
      const digest = createHash('sha256').update(puzzle.background).digest('hex');
      expect(line?.backgroundSha256).toBe(digest);
      const [stored] = await database.db
        .select({ targetX: sliderChallenges.targetX })
        .from(sliderChallenges)
        .where(eq(sliderChallenges.id, puzzle.captchaId));
      expect(line?.targetX).toBe(stored?.targetX);
    }
  });
});
