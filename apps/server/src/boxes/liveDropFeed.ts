import { newestOpenIds } from './rules/liveDropSample';

/**
 * How long a process gathers box openings before it sends them to the live-drop channels: a busy
 * site sends one event a second per process and language instead of one per opening.
 */
export const LIVE_DROPS_TICK_MS = 1000;

/**
 * The most drops one event carries (the newest of its tick). The ticker slides a few drops a
 * second at most, so more would only cost every client bandwidth it cannot show.
 */
export const LIVE_DROPS_PER_EVENT = 5;

/**
 * Gathers the open ids of committed box openings and hands the newest LIVE_DROPS_PER_EVENT of them
 * to `send` once per tick. The tick starts with the first opening after a quiet spell, so an idle
 * server keeps no timer. A failing send is reported to `onError`; its drops are not sent again
 * (clients load the list over HTTP when they connect).
 *
 * A process timer, not a database job (GAMES.md section 0): the tick moves no money and owes no
 * one anything. The drops are already in open_records; a tick lost to a restart only means the
 * ticker shows them when its clients reload the list, and each process sends its own openings.
 */
export class LiveDropFeed {
  private pending: number[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (openIds: number[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(openIds: readonly number[]) {
    this.pending = newestOpenIds([...this.pending, ...openIds], LIVE_DROPS_PER_EVENT);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), LIVE_DROPS_TICK_MS);
    // A pending tick never keeps a stopping process alive.
    this.timer.unref?.();
  }

  /** Drops what is pending: the server is closing. */
  close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  private flush() {
    this.timer = null;
    const openIds = this.pending;
    this.pending = [];
    this.send(openIds).catch(this.onError);
  }
}
