import type { SocketCid, SocketDown } from '@skinbox/api';
import { makeAutoObservable } from 'mobx';

/** A prize the server told this player they won (SPEC section 7, cid 102 and 103). */
export type PersonalPrize =
  | ({ kind: 'activityGoods' } & SocketDown<typeof SocketCid.activityGoodsPrize>)
  | ({ kind: 'newYear' } & SocketDown<typeof SocketCid.newYearPrize>);

/**
 * The player's own prizes waiting to be shown as prize toasts, oldest first: one at a time, each
 * until the site says it was shown. Win announcements of other players are AnnouncementsStore's.
 */
export class PrizesStore {
  queue: PersonalPrize[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get current(): PersonalPrize | null {
    return this.queue[0] ?? null;
  }

  push(prize: PersonalPrize) {
    this.queue.push(prize);
  }

  /** The current prize was shown: the next one's turn. */
  shown() {
    this.queue.shift();
  }
}
