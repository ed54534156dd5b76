import { MONEY_PATTERN } from '@skinbox/rules';
import type { DownCid, PrizeAnnouncement, SocketDown } from '../contract/socket';
import { GAME_CHANNEL_PATTERN, PRIZE_EVENT, SocketCid } from '../contract/socketCids';

/**
 * The server's messages read without zod: the socket client runs with the site's first screen,
 * and zod with the message schemas was a sixth of it. Each reader takes what the contract's
 * schema (contract/socket.ts socketMessages, gameEvents) takes and gives what it gives, the
 * listed fields alone, or null; readDown.test.ts holds the two side by side.
 */
type Fields = Record<string, unknown>;
type Reader<T> = (data: unknown) => T | null;
/** Whether a field's value passes; `present` says whether the field is there at all. */
type Check<V> = (value: unknown, present: boolean) => value is V;
type Checked<C> = { [K in keyof C]: C[K] extends Check<infer V> ? V : never };

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isId = (value: unknown): value is number => isCount(value) && value > 0;
const isMoney = (value: unknown): value is string => isString(value) && MONEY_PATTERN.test(value);
const isChannel = (value: unknown): value is string =>
  isString(value) && GAME_CHANNEL_PATTERN.test(value);

/** `data` when it is an object whose every field passes its check, with those fields only. */
function fields<C extends Record<string, Check<unknown>>>(checks: C): Reader<Checked<C>> {
  return (data) => {
    if (!isObject(data)) return null;
    const read: Fields = {};
    for (const [name, check] of Object.entries(checks)) {
      const present = Object.hasOwn(data, name);
      if (!check(data[name], present)) return null;
      if (present) read[name] = data[name];
    }
    return read as Checked<C>;
  };
}

const optional =
  <V>(check: (value: unknown) => value is V) =>
  (value: unknown): value is V | undefined =>
    value === undefined || check(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isEvent = (value: unknown): value is string => isString(value) && value.length > 0;
const isBoxType = (value: unknown): value is 1 | 2 => value === 1 || value === 2;

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
    boxType: isBoxType,
    boxId: isId,
  }),
} as const satisfies Record<string, Reader<PrizeAnnouncement>>;
export type ReadGameEvent = keyof typeof gameEventReaders;
