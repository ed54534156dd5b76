import type * as SocketContract from '../contract/socket';
import type {
  DownCid,
  GameEventName,
  GameMessage,
  SocketDown,
  SocketUp,
  UpCid,
  gameEvents,
} from '../contract/socket';
import { SOCKET_POLICY_CLOSE, SocketCid, encodeSocketFrame } from '../contract/socketCids';
import type { z } from 'zod';

/** The message schemas (zod), loaded when the first message arrives: not with the first screen. */
type SocketSchemas = typeof SocketContract;
const loadSchemas = (): Promise<SocketSchemas> => import('../contract/socket');

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
type GameEventData<N extends GameEventName> = z.output<(typeof gameEvents)[N]>;

/**
 * The site's websocket (SPEC sections 4 and 7): authenticates with the token on open (11 out, 12
 * back; retried every second while not valid), sends a heartbeat every 7 s, reconnects 3 s after an
 * error or a close until `close()` is called, and hands each valid message to the subscribers of
 * its cid. Game channels entered with `enterGame` are entered again after a reconnect, and
 * `onOpen` tells live stores to reload what they may have missed while closed. The message
 * schemas (and zod) load when the first message arrives; messages wait for them in order.
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
  private readonly openHandlers = new Set<() => void>();
  private schemas: SocketSchemas | null = null;
  /** Messages that came before the schemas, with the socket that brought them, in order. */
  private waiting: { socket: WebSocketLike; text: string }[] | null = null;

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
      for (const game of this.games) this.send(SocketCid.enterGame, { game });
      this.heartbeat = setInterval(() => this.send(SocketCid.heartbeat, {}), HEARTBEAT_INTERVAL_MS);
      for (const handler of this.openHandlers) handler();
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.arrived(socket, event.data);
    };
    socket.onerror = () => this.dropped(socket);
    socket.onclose = (event) => this.dropped(socket, (event as { code?: number } | null)?.code);
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
  onGameEvent<N extends GameEventName>(event: N, handler: Handler<GameEventData<N>>): () => void {
    return addTo(this.eventHandlers, event, handler);
  }

  /**
   * Calls `handler` with every cid 1100 message of channel `game` (payload not yet checked), in
   * arrival order, so a live store can follow the channel's sequence numbers.
   */
  onChannel(game: string, handler: Handler<GameMessage>): () => void {
    return addTo(this.channelHandlers, game, handler);
  }

  /** Calls `handler` each time a connection opens, the first and every reconnect. */
  onOpen(handler: () => void): () => void {
    this.openHandlers.add(handler);
    return () => void this.openHandlers.delete(handler);
  }

  enterGame(game: string): void {
    this.games.add(game);
    this.send(SocketCid.enterGame, { game });
  }

  leaveGame(game: string): void {
    this.games.delete(game);
    this.send(SocketCid.leaveGame, { game });
  }

  /** Hands `text` on once the schemas are loaded (the first message loads them). */
  private arrived(socket: WebSocketLike, text: string): void {
    if (this.schemas) {
      this.receive(this.schemas, text);
      return;
    }
    if (this.waiting) {
      this.waiting.push({ socket, text });
      return;
    }
    this.waiting = [{ socket, text }];
    void loadSchemas().then((schemas) => {
      this.schemas = schemas;
      const waiting = this.waiting ?? [];
      this.waiting = null;
      // A message of a socket closed meanwhile is dropped, as it would have been on arrival.
      for (const message of waiting)
        if (message.socket === this.socket) this.receive(schemas, message.text);
    });
  }

  private receive(schemas: SocketSchemas, text: string): void {
    const { decodeSocketFrame, socketMessages } = schemas;
    const frame = decodeSocketFrame(text);
    if (!frame || !(frame.cid in socketMessages)) return;
    const cid = frame.cid as DownCid;
    const parsed = socketMessages[cid].down.safeParse(frame.data);
    if (!parsed.success) return;
    if (cid === SocketCid.authResult) this.authResult(parsed.data as SocketDown<12>);
    if (cid === SocketCid.gameMessage) this.gameEvent(schemas, parsed.data as SocketDown<1100>);
    for (const handler of this.handlers.get(cid) ?? []) (handler as Handler<unknown>)(parsed.data);
  }

  private authResult({ isValid }: { isValid: boolean }): void {
    this.authenticated = isValid;
    if (!isValid) this.authRetryTimer = setTimeout(() => this.authenticate(), AUTH_RETRY_DELAY_MS);
  }

  private gameEvent({ gameEvents }: SocketSchemas, message: GameMessage): void {
    for (const handler of this.channelHandlers.get(message.game) ?? [])
      (handler as Handler<GameMessage>)(message);
    if (!(message.event in gameEvents)) return;
    const payload = gameEvents[message.event as GameEventName].safeParse(message.payload);
    if (!payload.success) return;
    for (const handler of this.eventHandlers.get(message.event) ?? [])
      (handler as Handler<unknown>)(payload.data);
  }

  /**
   * An error or a close of `socket`: reconnect in 3 s (30 s after a close for a broken limit)
   * unless we closed it (once per socket).
   */
  private dropped(socket: WebSocketLike, closeCode?: number): void {
    if (this.socket !== socket) return;
    this.teardown();
    if (this.closedByUs) return;
    const delay =
      closeCode === SOCKET_POLICY_CLOSE ? POLICY_RECONNECT_DELAY_MS : RECONNECT_DELAY_MS;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private teardown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.clearAuthRetry();
    this.authenticated = false;
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

function addTo<K>(map: Map<K, Set<Handler<never>>>, key: K, handler: Handler<never>): () => void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(handler);
  return () => void set.delete(handler);
}
