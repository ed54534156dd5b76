/**
 * The drops one live-drop event carries when more were opened in its tick: the newest `max` (the
 * highest open ids, newest first). Which drops the ticker shows of a busy second matters little;
 * that no client ever receives more than `max` a tick does.
 */
export function newestOpenIds(openIds: readonly number[], max: number): number[] {
  return [...openIds].sort((a, b) => b - a).slice(0, max);
}
