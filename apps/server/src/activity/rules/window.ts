/** An activity runs from its start (included) to its end (excluded). */
export function isLive(activity: { startAt: string; endAt: string }, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(activity.startAt) <= at && at < Date.parse(activity.endAt);
}
