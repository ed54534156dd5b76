import {
  battle,
  type ApiResult,
  type BattleBox,
  type BattleDetail,
  type BattleRound,
  type GameMessage,
} from '@skinbox/api';
import { seatOutcome } from '@skinbox/rules';
import { makeObservable, runInAction } from 'mobx';
import { LiveChannelStore } from './LiveChannelStore';
import { ServerClock } from './ServerClock';
import type { LiveSocket, StoreApi } from './ports';

/** One room as its screen needs it: the room, and its boxes' contents (events name goods by id). */
export interface BattleRoomState {
  detail: BattleDetail;
  boxes: ReadonlyMap<number, BattleBox>;
}

export interface BattleStoreOptions {
  api: Pick<StoreApi, 'battle'>;
  socket: LiveSocket;
  battleId: number;
  /** The local clock in ms since the epoch (tests pass a fake one). */
  clock?: () => number;
  /** The root store's server clock, shared by every game's store. */
  serverClock?: ServerClock;
}

type RoomEvents = typeof battle.battleRoomEventReaders;
type RoomEvent = keyof RoomEvents;
type ParsedEvent = {
  [E in RoomEvent]: { event: E; payload: NonNullable<ReturnType<RoomEvents[E]>> };
}[RoomEvent];
const isRoomEvent = (event: string): event is RoomEvent =>
  Object.hasOwn(battle.battleRoomEventReaders, event);

/** A round event's drops as the room shows them: each goods found in the round's box. */
function roundOf(
  payload: {
    round: number;
    boxId: number;
    drops: ReadonlyArray<{ seat: number; goodsId: number; price: string; ticket: number }>;
  },
  boxes: ReadonlyMap<number, BattleBox>,
): BattleRound | null {
  const items = boxes.get(payload.boxId)?.items ?? [];
  const drops = payload.drops.map((drop) => {
    const goods = items.find((item) => item.goods.goodsId === drop.goodsId)?.goods;
    // The price the drop was rolled at, as the server stored it.
    return goods
      ? { seat: drop.seat, goods: { ...goods, price: drop.price }, ticket: drop.ticket }
      : null;
  });
  if (drops.some((drop) => drop === null)) return null;
  return { round: payload.round, boxId: payload.boxId, drops: drops.filter((d) => d !== null) };
}

/**
 * The room after one of its channel's events. Each event sets what it carries (a seat, the start,
 * a round, the winner), so one already in the snapshot changes nothing. A round whose goods the
 * room's boxes do not name leaves the state as it is (the next load brings it).
 */
export function applyBattleEvent(state: BattleRoomState, message: GameMessage): BattleRoomState {
  if (!isRoomEvent(message.event)) return state;
  const payload = battle.battleRoomEventReaders[message.event](message.payload);
  if (payload === null) return state;
  const detail = state.detail;
  const next = (change: Partial<BattleDetail>) => ({ ...state, detail: { ...detail, ...change } });
  const event = { event: message.event, payload } as ParsedEvent;
  switch (event.event) {
    case 'seated':
      return next({
        seats: detail.seats.map((s) =>
          s.seat === event.payload.seat.seat ? event.payload.seat : s,
        ),
      });
    case 'started':
      return next({
        status: 'running',
        startedAt: event.payload.startedAt,
        publicSeed: event.payload.publicSeed,
      });
    case 'round': {
      if (detail.revealed.some((r) => r.round === event.payload.round)) return state;
      const round = roundOf(event.payload, state.boxes);
      if (!round) return state;
      return next({
        revealed: [...detail.revealed, round].sort((a, b) => a.round - b.round),
      });
    }
    case 'settled': {
      const { winnerSeat } = event.payload;
      return next({
        status: 'finished',
        winnerSeat,
        // SPEC section 4: a tie shows as failure to everyone (the shared seatOutcome).
        outcome: detail.mySeat === null ? null : seatOutcome(winnerSeat, detail.mySeat),
      });
    }
    case 'dissolved':
      return next({ status: 'dissolved' });
  }
}

/**
 * One battle room's live state (GAMES.md sections 0 and 1): the room and its boxes over HTTP, the
 * `battle:<id>` channel's events over the socket (LiveChannelStore: resync on a sequence gap, a
 * reconnect, or events during a load). Every viewer runs the same show from the room's start time
 * on the server's clock, so the store keeps the offset between the two clocks.
 */
export class BattleStore {
  readonly live: LiveChannelStore<BattleRoomState>;
  readonly serverClock: ServerClock;
  private boxes = new Map<number, BattleBox>();

  constructor(private readonly options: BattleStoreOptions) {
    this.serverClock = options.serverClock ?? new ServerClock(options.clock);
    this.live = new LiveChannelStore<BattleRoomState>({
      socket: options.socket,
      channel: battle.battleRoomChannel(options.battleId),
      load: () => this.load(),
      apply: applyBattleEvent,
    });
    makeObservable<this, 'options' | 'boxes'>(this, {
      serverClock: false,
      options: false,
      boxes: false,
    });
  }

  get state(): BattleRoomState | null {
    return this.live.state;
  }

  get battleId() {
    return this.options.battleId;
  }

  start() {
    this.live.start();
  }

  stop() {
    this.live.stop();
  }

  /** Server time minus local time, in ms. */
  get clockOffsetMs(): number {
    return this.serverClock.offsetMs;
  }

  /** The server's clock now, as well as this client knows it. */
  serverNow(): number {
    return this.serverClock.now();
  }

  /** Takes a free seat (with the room's password when it has one); the room reloads on success. */
  async join(seat: number, password?: string): Promise<ApiResult<BattleDetail>> {
    const sent = this.serverClock.local();
    const result = await this.options.api.battle.join({
      battleId: this.options.battleId,
      seat,
      ...(password ? { password } : {}),
    });
    if (result.ok) this.show(result.data, sent);
    return result;
  }

  /** The creator fills every free seat with bots, which starts the battle. */
  /**
   * Fills the free seats with bots; `userCode` (made in the player's browser) becomes the creator's
   * user code, so the public seed's last input comes after the room's seed was committed.
   */
  async fillBots(userCode?: string): Promise<ApiResult<BattleDetail>> {
    const sent = this.serverClock.local();
    const result = await this.options.api.battle.fillBots({
      battleId: this.options.battleId,
      ...(userCode ? { userCode } : {}),
    });
    if (result.ok) this.show(result.data, sent);
    return result;
  }

  /** A room the server answered with: newer than the state, whatever events have said. */
  private show(detail: BattleDetail, sent: number) {
    this.serverClock.answered(detail.serverNow, sent);
    runInAction(() => {
      this.live.state = { detail, boxes: this.boxes };
    });
  }

  private async load(): Promise<BattleRoomState> {
    const sent = this.serverClock.local();
    const answer = await this.options.api.battle.detail({ battleId: this.options.battleId });
    const received = this.serverClock.local();
    if (!answer.ok) throw new Error(answer.msg);
    const detail = answer.data;
    const missing = detail.boxes
      .map((line) => line.box.boxId)
      .filter((boxId, index, all) => all.indexOf(boxId) === index && !this.boxes.has(boxId));
    const loaded = await Promise.all(
      missing.map((boxId) => this.options.api.battle.boxDetails({ boxId })),
    );
    for (const box of loaded) {
      if (!box.ok) throw new Error(box.msg);
      this.boxes.set(box.data.boxId, box.data);
    }
    this.serverClock.answered(detail.serverNow, sent, received);
    return { detail, boxes: new Map(this.boxes) };
  }
}
