import { z } from 'zod';
import { BATTLE_DISSOLVE_AFTER_MS } from '@skinbox/rules';

/**
 * Settings of the box battles, read from the environment like the rest of the configuration:
 *
 * | variable                  | default | meaning                                                       |
 * | ------------------------- | ------- | ------------------------------------------------------------- |
 * | `BATTLE_DISSOLVE_SECONDS` | `900`   | a test seam: how long a room waits for players before it is dissolved |
 *
 * SPEC section 9 fixes the wait at 15 minutes. The seam exists so an end-to-end journey can watch a
 * real dissolve and its refunds without waiting 15 minutes (e2e/playwright.config.ts sets it for
 * its own server only); a production server (NODE_ENV=production) refuses any other value.
 */
const schema = z
  .object({
    BATTLE_DISSOLVE_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(24 * 3600)
      .default(BATTLE_DISSOLVE_AFTER_MS / 1000),
    NODE_ENV: z.string().optional(),
  })
  .refine(
    (c) =>
      c.NODE_ENV !== 'production' || c.BATTLE_DISSOLVE_SECONDS * 1000 === BATTLE_DISSOLVE_AFTER_MS,
    {
      path: ['BATTLE_DISSOLVE_SECONDS'],
      message:
        'SPEC section 9 dissolves a battle room after 15 minutes; the seam is for tests only',
    },
  );

export interface BattleConfig {
  /** How long a room waits to fill before the dissolve job refunds it. */
  dissolveAfterMs: number;
}

export function loadBattleConfig(source: NodeJS.ProcessEnv): BattleConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid battle configuration:\n${problems.join('\n')}`);
  }
  return { dissolveAfterMs: parsed.data.BATTLE_DISSOLVE_SECONDS * 1000 };
}
