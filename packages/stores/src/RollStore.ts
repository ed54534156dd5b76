import { roll, SocketCid, type ApiResult, type GameMessage, type RollDetail } from '@skinbox/api';
import { makeObservable, runInAction } from 'mobx';
import { LiveChannelStore } from './LiveChannelStore';
import { ServerClock } from './ServerClock';
import type { LiveSocket, StoreApi, StoreSocket } from './ports';

export interface RollStoreOptions {
  api: Pick<StoreApi, 'roll'>;
  socket: LiveSocket & Pick<StoreSocket, 'subscribe'>;
  rollId: number;
  /** The local clock in ms since the epoch (tests pass a fake one). */
  clock?: () => number;
  /** The root store's server clock, shared by every game's store. */
  serverClock?: ServerClock;
}

/**
 * The room after one of its channel's events. A join adds its participant once (one already in
 * the snapshot changes nothing); the draw sets the status, and the store reloads the room for its
 * winners and seeds.
 */
export function applyRollEvent(detail: RollDetail, message: GameMessage): RollDetail {
  if (message.event === 'joined') {
    const joined = roll.rollEventReaders.joined(message.payload);
    if (!joined) return detail;
    const { participant, participants } = joined;
    if (detail.participantList.some((p) => p.userId === participant.userId)) {
      return { ...detail, participants: Math.max(detail.participants, participants) };
    }
    return {
      ...detail,
      participants: Math.max(detail.participants + 1, participants),
      participantList: [...detail.participantList, participant],
    };
  }
  if (message.event === 'drawn') {
    const drawn = roll.rollEventReaders.drawn(message.payload);
    return drawn ? { ...detail, status: drawn.status } : detail;
  }
  return detail;
}

/**
 * One roll room's live state (GAMES.md sections 0 and 3): the room over HTTP, its `roll:<id>`
 * channel over the socket (LiveChannelStore: resync on a sequence gap, a reconnect, or events
 * during a load). The draw reloads the room, whether its channel says so or SPEC's cid 101 does
 * (a participant hears 101 even with the room's page closed: the socket store reloads the user).
 */
export class RollStore {
  readonly live: LiveChannelStore<RollDetail>;
  readonly serverClock: ServerClock;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(private readonly options: RollStoreOptions) {
    this.serverClock = options.serverClock ?? new ServerClock(options.clock);
    this.live = new LiveChannelStore<RollDetail>({
      socket: options.socket,
      channel: roll.rollChannel(options.rollId),
      load: () => this.load(),
      apply: applyRollEvent,
    });
    makeObservable<this, 'options' | 'unsubscribes'>(this, {
      serverClock: false,
      options: false,
      unsubscribes: false,
    });
  }

  get state(): RollDetail | null {
    return this.live.state;
  }

  get rollId() {
    return this.options.rollId;
  }

  start() {
    if (this.unsubscribes.length > 0) return;
    const { socket, rollId } = this.options;
    this.unsubscribes.push(
      socket.onChannel(roll.rollChannel(rollId), (message) => {
        if (message.event === 'drawn') void this.live.resync();
      }),
      socket.subscribe(SocketCid.rollSettled, (data) => {
        if (data.rollId === rollId) void this.live.resync();
      }),
    );
    this.live.start();
  }

  stop() {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.live.stop();
  }

  /** Loads the room again, e.g. when its countdown ran out and no word of the draw came yet. */
  resync() {
    return this.live.resync();
  }

  /** The server's clock now, as well as this client knows it. */
  serverNow(): number {
    return this.serverClock.now();
  }

  /** Server time minus local time, in ms. */
  get clockOffsetMs(): number {
    return this.serverClock.offsetMs;
  }

  /** Ms left until the draw on the server's clock (0 once due). */
  remainingMs(): number {
    const drawAt = this.state ? Date.parse(this.state.drawAt) : 0;
    return Math.max(0, drawAt - this.serverNow());
  }

  /** Joins the room (with its password when it has one); the answer is the room as it is now. */
  async join(password?: string): Promise<ApiResult<RollDetail>> {
    const sent = this.serverClock.local();
    const result = await this.options.api.roll.join({
      rollId: this.options.rollId,
      ...(password ? { password } : {}),
    });
    if (result.ok) this.show(result.data, sent);
    return result;
  }

  private show(detail: RollDetail, sent: number) {
    this.serverClock.answered(detail.serverNow, sent);
    runInAction(() => {
      this.live.state = detail;
    });
  }

  private async load(): Promise<RollDetail> {
    const sent = this.serverClock.local();
    const answer = await this.options.api.roll.detail({ rollId: this.options.rollId });
    if (!answer.ok) throw new Error(answer.msg);
    this.serverClock.answered(answer.data.serverNow, sent);
    return answer.data;
  }
}
