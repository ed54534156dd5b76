/** Why a reason cannot be sent yet: fewer than `min` characters once trimmed; null when it can. */
export function reasonProblem(reason: string, min: number): { min: number } | null {
  const least = Math.max(1, Math.floor(min));
  return [...reason.trim()].length < least ? { min: least } : null;
}
