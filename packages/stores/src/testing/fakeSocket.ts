import type { GameEventName, GameMessage } from '@skinbox/api';
import { vi } from 'vitest';
import type { StoreSocket } from '../ports';

type Listener = (data: never) => void;

/** A socket that records what the stores ask of it and lets a test deliver messages. */
export class FakeSocket implements StoreSocket {
  connect = vi.fn();
  authenticate = vi.fn();
  close = vi.fn();
  /** The channels entered and not left, as the server would see them. */
  readonly channels = new Set<string>();
  enterGame = vi.fn((game: string) => void this.channels.add(game));
  leaveGame = vi.fn((game: string) => void this.channels.delete(game));
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly openListeners = new Set<() => void>();

  onChannel: StoreSocket['onChannel'] = (game, handler) => this.listen(`channel:${game}`, handler);
  onOpen: StoreSocket['onOpen'] = (handler) => {
    this.openListeners.add(handler);
    return () => void this.openListeners.delete(handler);
  };

  /** Delivers a cid 1100 message of a channel, as the client hands it to onChannel. */
  emitChannel(message: GameMessage) {
    for (const listener of this.listeners.get(`channel:${message.game}`) ?? [])
      (listener as (m: GameMessage) => void)(message);
  }

  onChannelResumed: StoreSocket['onChannelResumed'] = (game, handler) =>
    this.listen(`resumed:${game}`, handler);

  /**
   * Opens a connection (a reconnect after the first); each entered channel comes back whole when
   * `whole` (the server replayed what was missed), else it must be loaded again.
   */
  open({ whole = false }: { whole?: boolean } = {}) {
    for (const listener of this.openListeners) listener();
    for (const game of this.channels)
      for (const listener of this.listeners.get(`resumed:${game}`) ?? [])
        (listener as (whole: boolean) => void)(whole);
  }

  subscribe: StoreSocket['subscribe'] = (cid, handler) => this.listen(`cid:${cid}`, handler);
  onGameEvent: StoreSocket['onGameEvent'] = (event, handler) =>
    this.listen(`event:${event}`, handler);

  /** Delivers data as if a valid message of `cid` had arrived. */
  emit(cid: number, data: unknown) {
    for (const listener of this.listeners.get(`cid:${cid}`) ?? [])
      (listener as (d: unknown) => void)(data);
  }

  emitGameEvent(event: GameEventName, data: unknown) {
    for (const listener of this.listeners.get(`event:${event}`) ?? [])
      (listener as (d: unknown) => void)(data);
  }

  private listen(key: string, handler: Listener) {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }
}
