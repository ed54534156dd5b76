import { CRASH_CHANNEL, type CrashEvents } from '@skinbox/api';
import type { RealtimeHub } from '../socket/hub';

/**
 * Sends one event of channel `crash` (cid 1100) to every socket that entered it, on every server
 * process (through the hub). Bets and escapes publish from the process that took them; rounds,
 * ticks, auto cash-outs and crashes from the loop's process.
 */
export function publishCrashEvent<E extends keyof CrashEvents>(
  hub: RealtimeHub,
  event: E,
  payload: CrashEvents[E],
) {
  hub.publish(CRASH_CHANNEL, event, payload);
}
