import { battle } from '@skinbox/api';
import type { z } from 'zod';
import type { RealtimeHub } from '../socket/hub';

type LobbyEvent = keyof typeof battle.battleLobbyEvents;
type RoomEvent = keyof typeof battle.battleRoomEvents;

/**
 * Battle events on their game channels (GAMES.md section 0 "Channels"): the lobby `battle` and
 * each room's `battle:<id>`, as cid 1100 `{ game, event, payload }`, every payload checked
 * against the contract's schema before it leaves.
 */
export interface BattleEvents {
  lobby(
    event: LobbyEvent,
    change: z.input<(typeof battle.battleLobbyEvents)['room.created']>,
  ): void;
  room<E extends RoomEvent>(
    battleId: number,
    event: E,
    payload: z.input<(typeof battle.battleRoomEvents)[E]>,
  ): void;
}

export function battleEvents(hub: RealtimeHub): BattleEvents {
  return {
    lobby(event, change) {
      const payload = battle.battleLobbyEvents[event].parse(change);
      hub.publish(battle.BATTLE_LOBBY_CHANNEL, event, payload);
    },
    room(battleId, event, input) {
      const payload = battle.battleRoomEvents[event].parse(input);
      hub.publish(battle.battleRoomChannel(battleId), event, payload);
    },
  };
}
