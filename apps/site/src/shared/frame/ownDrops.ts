import { makeAutoObservable } from 'mobx';

/**
 * The player's own box drops that the live-drop ticker keeps back until the player's reels have
 * shown them: the server sends a drop to the live channel about a second after it is rolled, while
 * the opener's reels take several seconds to stop on it, so the ticker would give the result away.
 *
 * While an opening is asked for, its drops' ids are not known yet: every drop newer than the
 * newest one the ticker had then waits (the answer comes before the channel's next tick, so this
 * lasts a moment). Once the answer names the drops, only they wait, until `release`.
 */
export class OwnDropsHold {
  /** While an opening is asked for: the newest drop id the ticker had when it was asked. */
  askedAfter: number | null = null;
  readonly held = new Set<number>();

  constructor() {
    makeAutoObservable(this);
  }

  /** An opening is asked for; `newestShown` is the newest drop id the ticker holds (0 if none). */
  ask(newestShown: number) {
    this.askedAfter = newestShown;
  }

  /** The opening answered with these drops (an empty list: it was refused). */
  hold(dropIds: readonly number[]) {
    this.askedAfter = null;
    for (const id of dropIds) this.held.add(id);
  }

  /** The reels have shown these drops (or the page that spun them closed). */
  release(dropIds: readonly number[]) {
    for (const id of dropIds) this.held.delete(id);
  }

  /** Whether the ticker may show the drop `id` now. */
  shows(id: number): boolean {
    if (this.held.has(id)) return false;
    return this.askedAfter === null || id <= this.askedAfter;
  }
}

/** The one hold of this page: the box page fills it, the ticker reads it. */
export const ownDrops = new OwnDropsHold();
