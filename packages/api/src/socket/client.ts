import type { DownCid, GameMessage, SocketDown, SocketUp, UpCid } from '../contract/socket';
import {
  SERVICE_RESTART_CLOSE_CODE,
  SOCKET_POLICY_CLOSE,
  SocketCid,
  encodeSocketFrame,
} from '../contract/socketCids';
import { gameEventReaders, readDownFrame, type ReadGameEvent } from './readDown';

/** SPEC section 9: heartbeat every 7 s, reconnect 3 s after an error or close, auth retry 1 s. */
export const HEARTBEAT_INTERVAL_MS = 7_000;
export const RECONNECT_DELAY_MS = 3_000;
export const AUTH_RETRY_DELAY_MS = 1_000;
/**
 * The wait after the server closed the socket for a broken limit (SOCKET_POLICY_CLOSE: too many
 * frames, or too many sockets of one address or account): a refused tab knocks twice a minute,
 * not every 3 seconds.
 */
export const POLICY_RECONNECT_DELAY_MS = 30_000;

/** The part of the browser WebSocket the client uses; `ws` in Node has the same shape. */
export interface WebSocketLike {
  readonly readyState: number;
  send(text: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  /** The browser's CloseEvent carries `code`; `ws` passes the same shape. */
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
const OPEN = 1;

export interface SocketClientOptions {
  url: string;
  /** Read on every authentication, so a later sign-in is picked up. */
  getToken(): string | null;
  /** Defaults to the global WebSocket (the browser's). */
  createSocket?: (url: string) => WebSocketLike;
}

type Handler<T> = (data: T) => void;
type GameEventData<N extends ReadGameEvent> = NonNullable<ReturnType<(typeof gameEventReaders)[N]>>;

/**
 * The site's websocket (SPEC sections 4 and 7): authenticates with the token on open (11 out, 12
 * back; retried every second while not valid), sends a heartbeat every 7 s, reconnects 3 s after an
 * error or a close until `close()` is called (at once when the server closed it for a restart,
 * SERVICE_RESTART_CLOSE_CODE), and hands each valid message to the subscribers of its cid. Game
 * channels entered with `enterGame` are entered again after a reconnect from the last event
 * number the client holds: the server replays what it kept since, the client delivers the
 * channel's events in order without repeats, and `onChannelResumed` says whether the channel came
 * back whole or a live store must reload it. Messages are checked against the contract by
 * readDown.ts, without zod: a message the contract refuses is dropped.
 */
export class SocketClient {
  private socket: WebSocketLike | null = null;
  private closedByUs = true;
  private authenticated = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private authRetryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly handlers = new Map<number, Set<Handler<never>>>();
  private readonly eventHandlers = new Map<string, Set<Handler<never>>>();
  private readonly games = new Set<string>();
  private readonly channelHandlers = new Map<string, Set<Handler<never>>>();
  private readonly resumeHandlers = new Map<string, Set<Handler<never>>>();
  /** The last event number delivered of each entered channel. */
  private readonly lastSeq = new Map<string, number>();
  /**
   * Channels entered on this connection whose answer (1001) has not come yet: their events wait
   * here, since the server's replay and live events may cross. `since` is what was asked from;
   * undefined for a first entry.
   */
  private readonly entering = new Map<string, { since: number | undefined; held: GameMessage[] }>();
  private readonly openHandlers = new Set<() => void>();

  constructor(private readonly options: SocketClientOptions) {}

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Whether the server accepted the token on this connection. */
  get isAuthenticated(): boolean {
    return this.authenticated;
  }

  connect(): void {
    this.closedByUs = false;
    if (this.socket) return;
    const create =
      this.options.createSocket ??
      ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.authenticate();
      for (const game of this.games) this.sendEnter(game);
      this.heartbeat = setInterval(() => this.send(SocketCid.heartbeat, {}), HEARTBEAT_INTERVAL_MS);
      for (const handler of this.openHandlers) handler();
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.receive(event.data);
    };
    socket.onerror = () => this.dropped(socket, RECONNECT_DELAY_MS);
    socket.onclose = (event) => {
      const code = (event as { code?: unknown } | null)?.code;
      this.dropped(socket, reconnectDelayAfter(code));
    };
  }

  /** Sends the token (cid 11) when open and a token is stored; the answer (12) sets isAuthenticated. */
  authenticate(): void {
    this.clearAuthRetry();
    const token = this.options.getToken();
    if (token && this.isOpen) this.send(SocketCid.auth, { token });
  }

  /** Closes for good (logout): no reconnect until `connect()` is called again. */
  close(): void {
    this.closedByUs = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.teardown();
    socket?.close();
  }

  send<C extends UpCid>(cid: C, data: SocketUp<C>): boolean {
    if (!this.socket || !this.isOpen) return false;
    this.socket.send(encodeSocketFrame(cid, data));
    return true;
  }

  /** Calls `handler` with the parsed data of every valid message of `cid`; returns the unsubscribe. */
  subscribe<C extends DownCid>(cid: C, handler: Handler<SocketDown<C>>): () => void {
    return addTo(this.handlers, cid, handler);
  }

  /** Subscribes to one game event carried by cid 1100, e.g. 'activity.prize'. */
  onGameEvent<N extends ReadGameEvent>(event: N, handler: Handler<GameEventData<N>>): () => void {
    return addTo(this.eventHandlers, event, handler);
  }

  /**
   * Calls `handler` with every cid 1100 message of channel `game` (payload not yet checked), in
   * arrival order, so a live store can follow the channel's sequence numbers.
   */
  onChannel(game: string, handler: Handler<GameMessage>): () => void {
    return addTo(this.channelHandlers, game, handler);
  }

  /**
   * Calls `handler` after channel `game` was entered again on a new connection: `true` when every
   * event since the last one delivered has been delivered (replayed), `false` when some are gone
   * (too old, or the server's numbering restarted) and the channel's state must be loaded again.
   */
  onChannelResumed(game: string, handler: Handler<boolean>): () => void {
    return addTo(this.resumeHandlers, game, handler);
  }

  /** Calls `handler` each time a connection opens, the first and every reconnect. */
  onOpen(handler: () => void): () => void {
    this.openHandlers.add(handler);
    return () => void this.openHandlers.delete(handler);
  }

  enterGame(game: string): void {
    if (this.games.has(game)) return;
    this.games.add(game);
    this.sendEnter(game);
  }

  leaveGame(game: string): void {
    this.games.delete(game);
    this.lastSeq.delete(game);
    this.entering.delete(game);
    this.send(SocketCid.leaveGame, { game });
  }

  /** Enters `game` on the open connection, from the last event held if any. */
  private sendEnter(game: string): void {
    const since = this.lastSeq.get(game);
    const sent = this.send(SocketCid.enterGame, since === undefined ? { game } : { game, since });
    if (sent) this.entering.set(game, { since, held: [] });
  }

  private receive(text: string): void {
    const frame = readDownFrame(text);
    if (!frame) return;
    const { cid, data } = frame;
    if (cid === SocketCid.authResult) this.authResult(data as SocketDown<12>);
    if (cid === SocketCid.gameMessage) this.channelMessage(data as SocketDown<1100>);
    if (cid === SocketCid.enterGame) this.entered(data as SocketDown<1001>);
    for (const handler of this.handlers.get(cid) ?? []) (handler as Handler<unknown>)(data);
  }

  private authResult({ isValid }: { isValid: boolean }): void {
    this.authenticated = isValid;
    if (!isValid) this.authRetryTimer = setTimeout(() => this.authenticate(), AUTH_RETRY_DELAY_MS);
  }

  /** A channel event: held while its channel is being entered, dropped if already delivered. */
  private channelMessage(message: GameMessage): void {
    const entering = this.entering.get(message.game);
    if (entering) {
      entering.held.push(message);
      return;
    }
    const last = this.lastSeq.get(message.game);
    if (last !== undefined && message.seq <= last) return;
    if (this.games.has(message.game)) this.lastSeq.set(message.game, message.seq);
    this.gameEvent(message);
  }

  /**
   * The server's answer to entering `game`, after its replay: the held events go out in order,
   * once each, and a re-entry reports whether it covered every event up to the channel's number.
   */
  private entered({ game, seq }: SocketDown<1001>): void {
    const entering = this.entering.get(game);
    if (!entering) return;
    this.entering.delete(game);
    const { since, held } = entering;
    // The server's numbering restarted (a single process came back): start from its number.
    if (since !== undefined && seq !== undefined && seq < since) this.lastSeq.set(game, seq);
    held.sort((a, b) => a.seq - b.seq);
    let whole = since !== undefined && seq !== undefined && seq >= since;
    for (const message of held) {
      const last = this.lastSeq.get(game);
      if (last !== undefined && message.seq <= last) continue;
      if (last !== undefined && message.seq !== last + 1) whole = false;
      this.channelMessage(message);
    }
    const last = this.lastSeq.get(game);
    if (seq !== undefined && (last === undefined || last < seq)) {
      // Events up to `seq` exist that neither the replay nor the live channel brought.
      if (since !== undefined) whole = false;
      else this.lastSeq.set(game, seq);
    }
    if (since === undefined) return;
    for (const handler of this.resumeHandlers.get(game) ?? []) (handler as Handler<boolean>)(whole);
  }

  private gameEvent(message: GameMessage): void {
    for (const handler of this.channelHandlers.get(message.game) ?? [])
      (handler as Handler<GameMessage>)(message);
    if (!Object.hasOwn(gameEventReaders, message.event)) return;
    const payload = gameEventReaders[message.event as ReadGameEvent](message.payload);
    if (payload === null) return;
    for (const handler of this.eventHandlers.get(message.event) ?? [])
      (handler as Handler<unknown>)(payload);
  }

  /** An error or a close of `socket`: reconnect after `delayMs` unless we closed it (once). */
  private dropped(socket: WebSocketLike, delayMs: number): void {
    if (this.socket !== socket) return;
    this.teardown();
    if (this.closedByUs) return;
    if (delayMs === 0) {
      this.connect();
      return;
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delayMs);
  }

  private teardown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clearAuthRetry();
    this.authenticated = false;
    // Events held for an answer that will not come: the next connection replays them.
    this.entering.clear();
    if (this.socket) {
      // Silence the old socket; a no-op error handler because `ws` throws on unheard errors.
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = null;
      this.socket.onerror = () => undefined;
    }
    this.socket = null;
  }

  private clearAuthRetry(): void {
    if (this.authRetryTimer) clearTimeout(this.authRetryTimer);
    this.authRetryTimer = null;
  }
}

/**
 * How long to wait before connecting again after a close with `code`: at once after a service
 * restart (another process is there), 30 s after a close for a broken limit, else 3 s.
 */
function reconnectDelayAfter(code: unknown): number {
  if (code === SERVICE_RESTART_CLOSE_CODE) return 0;
  if (code === SOCKET_POLICY_CLOSE) return POLICY_RECONNECT_DELAY_MS;
  return RECONNECT_DELAY_MS;
}

function addTo<K>(map: Map<K, Set<Handler<never>>>, key: K, handler: Handler<never>): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(handler);
  return () => void set.delete(handler);
}
