import { BATTLE_MAX_SEATS, BATTLE_MIN_SEATS, BATTLE_STATUSES } from '@skinbox/rules';
import type { BattleRoomChange, battleRoomEvents } from './battle';
import {
  fields,
  isBoolean,
  isCount,
  isId,
  isIsoDateTime,
  isMoney,
  isString,
  listOf,
  nested,
  nestedOrNull,
  nullable,
  oneOf,
  type Reader,
} from './readers';
import type { z } from 'zod';

/** Events on the lobby channel `battle`: a room appears, changes seats, starts, ends. */
export const BATTLE_LOBBY_CHANNEL = 'battle';
export const battleRoomChannel = (id: number) => `battle:${id}`;

const between =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (value: unknown): value is number =>
    isCount(value) && value >= min && value <= max;

const roomChange = fields({
  battleId: isId,
  status: oneOf(...BATTLE_STATUSES),
  taken: between(0, BATTLE_MAX_SEATS),
  seatCount: between(BATTLE_MIN_SEATS, BATTLE_MAX_SEATS),
  winnerSeat: nullable(between(1)),
});

/**
 * The battle channels' events read without zod (readers.ts), as battle.ts battleLobbyEvents and
 * battleRoomEvents read them: they come with the battle screens' first screen, zod would with them.
 */
export const battleLobbyEventReaders: Record<string, Reader<BattleRoomChange>> = {
  'room.created': roomChange,
  'room.seated': roomChange,
  'room.started': roomChange,
  'room.finished': roomChange,
  'room.dissolved': roomChange,
};

const seat = fields({
  seat: between(1, BATTLE_MAX_SEATS),
  player: nestedOrNull(
    fields({
      userId: isId,
      nickName: isString,
      avater: isString,
      avaterFrame: isString,
      isAnchor: isBoolean,
      isBot: isBoolean,
    }),
  ),
  userCode: nullable(isString),
  total: isMoney,
});

const drop = fields({ seat: between(1), goodsId: isId, price: isMoney, ticket: between(1) });

type RoomEvents = typeof battleRoomEvents;
export const battleRoomEventReaders: {
  [E in keyof RoomEvents]: Reader<z.output<RoomEvents[E]>>;
} = {
  seated: fields({ battleId: isId, seat: nested(seat) }),
  started: fields({ battleId: isId, startedAt: isIsoDateTime, publicSeed: isString }),
  round: fields({
    battleId: isId,
    round: between(1),
    boxId: isId,
    drops: nested(listOf(drop)),
  }),
  settled: fields({ battleId: isId, winnerSeat: nullable(between(1)) }),
  dissolved: fields({ battleId: isId }),
};
