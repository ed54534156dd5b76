import type { Locale } from './errors';

/**
 * The websocket messages of SPEC section 7 without their schemas (those are in socket.ts): the
 * ids, the names and the frame encoding, which the site needs before any message arrives. On the
 * wire every frame is the JSON text of `{ cid, data }` where `data` is itself a JSON string.
 */
export const SocketCid = {
  /** Client → server: authenticate with the token. */
  auth: 11,
  /** Server → client: the result of 11. */
  authResult: 12,
  /** Heartbeat both ways; the answer carries onlineNum. */
  heartbeat: 2,
  /** A roll room the player joined was settled; the site reloads user info. */
  rollSettled: 101,
  /** The player won an activity goods prize. */
  activityGoodsPrize: 102,
  /** The player won a new-year prize. */
  newYearPrize: 103,
  /** A game event (e.g. activity.prize, a battle round) for the games the client entered. */
  gameMessage: 1100,
  /** Enter and leave a game channel (a game, or one room of it). */
  enterGame: 1001,
  leaveGame: 1002,
} as const;
export type SocketCid = (typeof SocketCid)[keyof typeof SocketCid];

/**
 * The close code of a socket that broke one of the server's limits (RFC 6455's 1008, policy
 * violation: too many frames, sockets or channels). The site waits longer than after other closes
 * before it connects again, so a refused tab does not knock every 3 seconds.
 */
export const SOCKET_POLICY_CLOSE = 1008;

/**
 * The close code (RFC 6455 "service restart") a server process sends every socket when it drains
 * for a restart: the client reconnects at once, reaching another process, and enters its channels
 * again from the last event number it holds, so it misses no event.
 */
export const SERVICE_RESTART_CLOSE_CODE = 1012;

/** Where the websocket is served on the HTTP port (SPEC section 7). */
export const SOCKET_PATH = '/ws';

/** How many of a channel's latest events the server keeps for clients that enter it again. */
export const CHANNEL_REPLAY_EVENTS = 200;
/** How long the server keeps them after the channel's last event. */
export const CHANNEL_REPLAY_SECONDS = 120;

/**
 * A game channel: 'home', 'crash', 'battle', one room such as 'battle:12' or 'roll:7', or a named
 * one such as the group chat's 'chat:lobby'.
 */
export const GAME_CHANNEL_PATTERN = /^[a-z]+(?::(?:\d+|[a-z]+))?$/;

/** The game event of a win announcement (SPEC section 3 "Prize announcement"). */
export const PRIZE_EVENT = 'activity.prize';

/**
 * The live-drop channel of one language, e.g. 'drops:en': drops carry item and box names, and an
 * event reaches everyone in the channel alike, so each language has its own channel.
 */
export function liveDropsChannel(locale: Locale): string {
  return `drops:${locale}`;
}

/** The event of new drops on a live-drop channel (payload: liveDropsEvent in records.ts). */
export const LIVE_DROPS_EVENT = 'drops.new';

/**
 * The schema of the live-drop event, loaded when asked: the live-drop ticker is on the first
 * screen, which carries no zod.
 */
export const loadLiveDropsEvent = () => import('./records').then((module) => module.liveDropsEvent);

export function encodeSocketFrame(cid: number, data: unknown): string {
  return JSON.stringify({ cid, data: JSON.stringify(data) });
}
