import type { GameMessage } from '@skinbox/api';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { LiveSocket } from './ports';

/** A sync that keeps seeing events while it loads gives up waiting for a quiet moment after this. */
export const MAX_LOADS_PER_SYNC = 3;

export interface LiveChannelOptions<State> {
  socket: LiveSocket;
  /** The game channel, e.g. 'crash' or 'battle:42'. */
  channel: string;
  /** The channel's whole state over HTTP. */
  load(): Promise<State>;
  /**
   * The state after one event. An event may already be in a snapshot loaded at the same moment,
   * so it should set what it carries (a player's bet, the round's phase) rather than add to it.
   */
  apply(state: State, message: GameMessage): State;
}

/**
 * The base of every live screen state (GAMES.md section 0 "Channels"): the state comes over HTTP,
 * changes over the socket. `start` enters the channel and loads a snapshot; each cid 1100 event of
 * the channel is applied in order. Loading again (a resync) happens when an event's sequence
 * number is not the last one plus one (a missed event, or the server's numbering restarted), when
 * the socket reconnected and the server could not replay every event sent while it was closed
 * (`onChannelResumed`), and when an event arrived while a snapshot was loading (the snapshot may
 * predate it).
 */
export class LiveChannelStore<State> {
  state: State | null = null;
  loading = false;
  /** The last load failed; the next gap, reconnect or resync() tries again. */
  failed = false;
  private lastSeq: number | null = null;
  private eventsWhileLoading = false;
  private reloadAsked = false;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(private readonly options: LiveChannelOptions<State>) {
    makeObservable<this, 'options'>(this, {
      state: observableRef,
      loading: observable,
      failed: observable,
      options: false,
    });
  }

  get channel() {
    return this.options.channel;
  }

  start() {
    const { socket, channel } = this.options;
    if (this.unsubscribes.length > 0) return;
    this.unsubscribes.push(
      socket.onChannel(channel, (message) => this.receive(message)),
      socket.onChannelResumed(channel, (whole) => {
        if (!whole) void this.resync();
      }),
    );
    socket.enterGame(channel);
    void this.resync();
  }

  stop() {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.options.socket.leaveGame(this.options.channel);
  }

  /** Loads the snapshot again (at once, or after the load under way). */
  async resync(): Promise<void> {
    if (this.loading) {
      this.reloadAsked = true;
      return;
    }
    runInAction(() => {
      this.loading = true;
    });
    try {
      for (let load = 1; ; load++) {
        this.eventsWhileLoading = false;
        this.reloadAsked = false;
        const state = await this.options.load();
        const quiet = !this.eventsWhileLoading && !this.reloadAsked;
        if (quiet || load === MAX_LOADS_PER_SYNC) {
          runInAction(() => {
            this.state = state;
            this.failed = false;
          });
          return;
        }
      }
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private receive(message: GameMessage) {
    const expected = this.lastSeq === null ? message.seq : this.lastSeq + 1;
    this.lastSeq = message.seq;
    if (this.loading) {
      this.eventsWhileLoading = true;
      return;
    }
    if (this.state === null) return;
    if (message.seq !== expected) {
      void this.resync();
      return;
    }
    const next = this.options.apply(this.state, message);
    runInAction(() => {
      this.state = next;
    });
  }
}
