import { BATTLE_DISSOLVE_AFTER_MS } from '@skinbox/rules';

/**
 * When a room that has not filled is dissolved (SPEC section 9: after 15 minutes; `afterMs` is
 * the configured wait, see battles/config.ts).
 */
export function dissolveAt(createdAt: Date, afterMs = BATTLE_DISSOLVE_AFTER_MS): Date {
  return new Date(createdAt.getTime() + afterMs);
}

/** True from the room's dissolve time on: it takes no more joins and the dissolve may run. */
export function dissolveDue(dissolvesAt: Date, now: Date): boolean {
  return now.getTime() >= dissolvesAt.getTime();
}
