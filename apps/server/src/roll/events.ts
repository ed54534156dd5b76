import { roll, SocketCid } from '@skinbox/api';
import type { z } from 'zod';
import type { RealtimeHub } from '../socket/hub';

type RoomEvent = keyof typeof roll.rollEvents;

/**
 * A roll room's events on its channel `roll:<id>` (cid 1100, each payload checked against the
 * contract before it leaves), and SPEC's cid 101 `{ rollId }` to a participant once it is drawn.
 */
export interface RollEvents {
  room<E extends RoomEvent>(
    rollId: number,
    event: E,
    payload: z.input<(typeof roll.rollEvents)[E]>,
  ): void;
  settled(userId: number, rollId: number): void;
}

export function rollEvents(hub: RealtimeHub): RollEvents {
  return {
    room(rollId, event, input) {
      const payload = roll.rollEvents[event].parse(input);
      hub.publish(roll.rollChannel(rollId), event, payload);
    },
    settled(userId, rollId) {
      hub.sendToUser(userId, { cid: SocketCid.rollSettled, data: { rollId } });
    },
  };
}
