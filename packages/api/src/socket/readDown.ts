import {
  fields,
  isBoolean,
  isCount,
  isId,
  isMoney,
  isObject,
  isString,
  oneOf,
  optional,
  type Reader,
} from '../contract/readers';
import type { DownCid, PrizeAnnouncement, SocketDown } from '../contract/socket';
import { GAME_CHANNEL_PATTERN, PRIZE_EVENT, SocketCid } from '../contract/socketCids';

/**
 * The server's messages read without zod (contract/readers.ts): the socket client runs with the
 * site's first screen, and zod with the message schemas was a sixth of it. Each reader takes
 * what the contract's schema (contract/socket.ts socketMessages, gameEvents) takes and gives what
 * it gives; readDown.test.ts holds the two side by side.
 */
const isChannel = (value: unknown): value is string =>
  isString(value) && GAME_CHANNEL_PATTERN.test(value);
const isEvent = (value: unknown): value is string => isString(value) && value.length > 0;

const downReaders: { [C in DownCid]: Reader<SocketDown<C>> } = {
  [SocketCid.authResult]: fields({ isValid: isBoolean }),
  [SocketCid.heartbeat]: fields({ onlineNum: isCount }),
  [SocketCid.rollSettled]: fields({ rollId: isId }),
  [SocketCid.activityGoodsPrize]: fields({
    activityId: isId,
    goodsName: isString,
    image: isString,
    price: isMoney,
  }),
  [SocketCid.newYearPrize]: fields({ prizeName: isString, image: isString, amount: isMoney }),
  [SocketCid.gameMessage]: fields({
    game: isChannel,
    event: isEvent,
    // Any payload (each game's store reads its own), but one there.
    payload: (_payload: unknown, present: boolean): _payload is unknown => present,
    seq: isId,
  }),
  [SocketCid.enterGame]: fields({ game: isChannel, seq: optional(isCount) }),
  [SocketCid.leaveGame]: fields({ game: isChannel }),
};

/** A frame's cid and data when the frame is whole and the data is what the server may send. */
export function readDownFrame(text: string): { cid: DownCid; data: unknown } | null {
  let frame: unknown;
  let data: unknown;
  try {
    frame = JSON.parse(text);
    if (!isObject(frame) || !Number.isSafeInteger(frame.cid) || !isString(frame.data)) return null;
    data = JSON.parse(frame.data);
  } catch {
    return null;
  }
  const cid = frame.cid as DownCid;
  if (!Object.hasOwn(downReaders, cid)) return null;
  const read = (downReaders[cid] as Reader<unknown>)(data);
  return read === null ? null : { cid, data: read };
}

/** The game events the socket client hands to onGameEvent subscribers, by name. */
export const gameEventReaders = {
  [PRIZE_EVENT]: fields({
    nickName: isString,
    recoveryPrice: isMoney,
    avater: isString,
    boxType: oneOf(1, 2),
    boxId: isId,
  }),
} as const satisfies Record<string, Reader<PrizeAnnouncement>>;
export type ReadGameEvent = keyof typeof gameEventReaders;
