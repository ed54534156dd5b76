import type { GameEventName } from '@skinbox/api';
import { vi } from 'vitest';
import type { StoreSocket } from '../ports';

type Listener = (data: never) => void;

/** A socket that records what the stores ask of it and lets a test deliver messages. */
export class FakeSocket implements StoreSocket {
  connect = vi.fn();
  authenticate = vi.fn();
  close = vi.fn();
  private readonly listeners = new Map<string, Set<Listener>>();

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
