import { z } from 'zod';
import { crashEvents } from './crash';
import { moneyString } from './moneySchema';
import { liveDropsEvent } from './records';
import { GAME_CHANNEL_PATTERN, LIVE_DROPS_EVENT, PRIZE_EVENT, SocketCid } from './socketCids';

/**
 * The websocket messages of SPEC section 7. On the wire every frame is the JSON text of
 * `{ cid, data }` where `data` is itself a JSON string (encodeSocketFrame / decodeSocketFrame).
 * `up` is what the client sends, `down` what the server sends, both as the parsed `data`.
 * The ids, names and encoding live in socketCids.ts (no zod), re-exported here.
 */
export {
  CHANNEL_REPLAY_EVENTS,
  CHANNEL_REPLAY_SECONDS,
  GAME_CHANNEL_PATTERN,
  LIVE_DROPS_EVENT,
  PRIZE_EVENT,
  SOCKET_POLICY_CLOSE,
  SERVICE_RESTART_CLOSE_CODE,
  SOCKET_PATH,
  SocketCid,
  encodeSocketFrame,
  liveDropsChannel,
  loadLiveDropsEvent,
} from './socketCids';
export { liveDropsEvent, type LiveDropsEvent } from './records';

export const gameChannel = z.string().regex(GAME_CHANNEL_PATTERN);

/** SPEC section 3 "Prize announcement" (event activity.prize); broadcast to every client. */
export const prizeAnnouncement = z.object({
  nickName: z.string(),
  recoveryPrice: moneyString,
  avater: z.string(),
  /** 1 a box opening, 2 a battle. */
  boxType: z.union([z.literal(1), z.literal(2)]),
  boxId: z.number().int().positive(),
});
export type PrizeAnnouncement = z.infer<typeof prizeAnnouncement>;

/**
 * Data of cid 1100: the event name, the game channel it came from, the event's payload and its
 * number in the channel (1, 2, 3 …; a client that sees a gap reloads the channel's state).
 */
export const gameMessage = z.object({
  game: gameChannel,
  event: z.string().min(1),
  payload: z.unknown(),
  seq: z.number().int().positive(),
});
export type GameMessage = z.infer<typeof gameMessage>;

/** Game events the contract knows the payload of. */
export const gameEvents = {
  [PRIZE_EVENT]: prizeAnnouncement,
  [LIVE_DROPS_EVENT]: liveDropsEvent,
  ...crashEvents,
} as const;
export type GameEventName = keyof typeof gameEvents;

export const socketMessages = {
  [SocketCid.auth]: { up: z.object({ token: z.string().min(1) }), down: z.never() },
  [SocketCid.authResult]: { up: z.never(), down: z.object({ isValid: z.boolean() }) },
  [SocketCid.heartbeat]: {
    up: z.object({}),
    down: z.object({ onlineNum: z.number().int().nonnegative() }),
  },
  [SocketCid.rollSettled]: {
    up: z.never(),
    down: z.object({ rollId: z.number().int().positive() }),
  },
  [SocketCid.activityGoodsPrize]: {
    up: z.never(),
    down: z.object({
      activityId: z.number().int().positive(),
      goodsName: z.string(),
      image: z.string(),
      price: moneyString,
    }),
  },
  [SocketCid.newYearPrize]: {
    up: z.never(),
    down: z.object({ prizeName: z.string(), image: z.string(), amount: moneyString }),
  },
  [SocketCid.gameMessage]: { up: z.never(), down: gameMessage },
  /**
   * The server confirms entering and leaving with the same cid. Entering again after a reconnect,
   * the client names the last event number it holds (`since`): the server first sends the
   * channel's events after it that it still keeps (CHANNEL_REPLAY_EVENTS, for
   * CHANNEL_REPLAY_SECONDS), then this answer with the channel's last number (`seq`, 0 before its
   * first event), so the client knows whether it missed anything the replay could not give back.
   */
  [SocketCid.enterGame]: {
    up: z.object({ game: gameChannel, since: z.number().int().nonnegative().optional() }),
    down: z.object({ game: gameChannel, seq: z.number().int().nonnegative().optional() }),
  },
  [SocketCid.leaveGame]: {
    up: z.object({ game: gameChannel }),
    down: z.object({ game: gameChannel }),
  },
} as const satisfies Record<SocketCid, { up: z.ZodType; down: z.ZodType }>;

export type SocketUp<C extends SocketCid> = z.input<(typeof socketMessages)[C]['up']>;
export type SocketDown<C extends SocketCid> = z.output<(typeof socketMessages)[C]['down']>;
/** The cids a client may send and the ones a server may send. */
export type UpCid = { [C in SocketCid]: SocketUp<C> extends never ? never : C }[SocketCid];
export type DownCid = { [C in SocketCid]: SocketDown<C> extends never ? never : C }[SocketCid];

/** The outer frame: data is a JSON string. */
export const socketFrame = z.object({ cid: z.number().int(), data: z.string() });
export type SocketFrame = z.infer<typeof socketFrame>;

/** Reads a frame: null for text that is not a frame or whose data is not JSON. */
export function decodeSocketFrame(text: string): { cid: number; data: unknown } | null {
  try {
    const frame = socketFrame.safeParse(JSON.parse(text));
    if (!frame.success) return null;
    return { cid: frame.data.cid, data: JSON.parse(frame.data.data) as unknown };
  } catch {
    return null;
  }
}
