import type { PrizeAnnouncement } from '@skinbox/api';
import { makeAutoObservable, observableRef } from 'mobx';

/** SPEC section 9: one announcement every 6 s; the fireworks overlay stays 5 s after each. */
export const ANNOUNCEMENT_INTERVAL_MS = 6_000;
export const FIREWORKS_MS = 5_000;

/**
 * Live win announcements (event activity.prize, SPEC section 4): queued newest-first, shown one at
 * a time by taking from the end of the queue every 6 s. An event that arrives while nothing runs is
 * shown at once and starts the timer; a tick that finds the queue empty stops it.
 */
export class AnnouncementsStore {
  queue: PrizeAnnouncement[] = [];
  current: PrizeAnnouncement | null = null;
  fireworksVisible = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private fireworksTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    makeAutoObservable<this, 'timer' | 'fireworksTimer'>(this, {
      timer: observableRef,
      fireworksTimer: false,
    });
  }

  get running(): boolean {
    return this.timer !== null;
  }

  push(announcement: PrizeAnnouncement) {
    this.queue.unshift(announcement);
    if (this.timer) return;
    this.showNext();
    this.timer = setInterval(() => this.tick(), ANNOUNCEMENT_INTERVAL_MS);
  }

  /** Stops every timer (the root store's dispose). */
  dispose() {
    this.stop();
    this.hideFireworks();
  }

  private tick() {
    if (this.queue.length === 0) this.stop();
    else this.showNext();
  }

  private showNext() {
    this.current = this.queue.pop() ?? null;
    this.fireworksVisible = true;
    if (this.fireworksTimer) clearTimeout(this.fireworksTimer);
    this.fireworksTimer = setTimeout(() => this.hideFireworks(), FIREWORKS_MS);
  }

  private hideFireworks() {
    if (this.fireworksTimer) clearTimeout(this.fireworksTimer);
    this.fireworksTimer = null;
    this.fireworksVisible = false;
  }

  private stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.current = null;
  }
}
