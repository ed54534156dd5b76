import { PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/**
 * Connects the socket to the other stores: the heartbeat's onlineNum, a user-info reload when a
 * roll the player joined settles (cid 101), the player's own activity and new-year prizes (cid 102
 * and 103: a prize toast and a reload of the balance), and prize announcements (activity.prize).
 */
export class SocketStore {
  onlineNum = 0;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'unsubscribes'>(this, { root: false, unsubscribes: false });
  }

  connect() {
    const { socket } = this.root;
    if (this.unsubscribes.length === 0)
      this.unsubscribes.push(
        socket.subscribe(SocketCid.heartbeat, ({ onlineNum }) => this.setOnlineNum(onlineNum)),
        socket.subscribe(SocketCid.rollSettled, () => void this.root.user.loadInfo()),
        socket.subscribe(SocketCid.activityGoodsPrize, (prize) => {
          this.root.prizes.push({ kind: 'activityGoods', ...prize });
          void this.root.user.loadInfo();
        }),
        socket.subscribe(SocketCid.newYearPrize, (prize) => {
          this.root.prizes.push({ kind: 'newYear', ...prize });
          void this.root.user.loadInfo();
        }),
        socket.onGameEvent(PRIZE_EVENT, (prize) => this.root.announcements.push(prize)),
      );
    socket.connect();
  }

  setOnlineNum(count: number) {
    this.onlineNum = count;
  }

  dispose() {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.root.socket.close();
  }
}
