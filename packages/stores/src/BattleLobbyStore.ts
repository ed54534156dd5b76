import { battle, type BattleFilter, type BattleRoom, type GameMessage } from '@skinbox/api';
import { makeObservable, observableRef, runInAction } from 'mobx';
import { LiveChannelStore } from './LiveChannelStore';
import type { LiveSocket, StoreApi } from './ports';

/** How many open rooms the lobby shows: the newest (or dearest, or cheapest) first. */
export const LOBBY_ROOMS = 50;

/** A room in the lobby: as the list sent it, with the seats taken since. */
export interface LobbyRoom extends BattleRoom {
  taken: number;
}

export interface BattleLobbyState {
  rooms: LobbyRoom[];
  total: number;
}

export interface BattleLobbyOptions {
  api: Pick<StoreApi, 'battle'>;
  socket: LiveSocket;
  filter?: BattleFilter;
}

const lobbyRoom = (room: BattleRoom): LobbyRoom => ({
  ...room,
  taken: room.seats.filter((seat) => seat.player !== null).length,
});

/**
 * The lobby after one of its events: a room fills a seat, starts, or leaves the list (finished
 * or dissolved). A new room is not in the event (it carries counts only): the store loads the
 * list again for it.
 */
export function applyLobbyEvent(state: BattleLobbyState, message: GameMessage): BattleLobbyState {
  if (!Object.hasOwn(battle.battleLobbyEventReaders, message.event)) return state;
  const change = battle.battleLobbyEventReaders[message.event]?.(message.payload);
  if (!change) return state;
  if (change.status === 'finished' || change.status === 'dissolved') {
    const rooms = state.rooms.filter((room) => room.battleId !== change.battleId);
    return rooms.length === state.rooms.length
      ? state
      : { rooms, total: Math.max(0, state.total - 1) };
  }
  return {
    ...state,
    rooms: state.rooms.map((room) =>
      room.battleId === change.battleId
        ? { ...room, status: change.status, taken: change.taken }
        : room,
    ),
  };
}

/**
 * The battle lobby's live list (GAMES.md section 1): the open rooms under SPEC's battle filter
 * over HTTP, the `battle` channel's events over the socket (LiveChannelStore), and a reload when a
 * room appears.
 */
export class BattleLobbyStore {
  readonly live: LiveChannelStore<BattleLobbyState>;
  filter: BattleFilter;
  private stopNews: (() => void) | null = null;

  constructor(private readonly options: BattleLobbyOptions) {
    this.filter = options.filter ?? {};
    this.live = new LiveChannelStore<BattleLobbyState>({
      socket: options.socket,
      channel: battle.BATTLE_LOBBY_CHANNEL,
      load: () => this.load(),
      apply: applyLobbyEvent,
    });
    makeObservable<this, 'options' | 'stopNews'>(this, {
      filter: observableRef,
      options: false,
      stopNews: false,
    });
  }

  get state(): BattleLobbyState | null {
    return this.live.state;
  }

  start() {
    this.live.start();
    this.stopNews ??= this.options.socket.onChannel(battle.BATTLE_LOBBY_CHANNEL, (message) => {
      if (message.event === 'room.created') void this.live.resync();
    });
  }

  stop() {
    this.stopNews?.();
    this.stopNews = null;
    this.live.stop();
  }

  /** Shows the rooms of another filter (SPEC "Battle filter": type, subType, roomSort). */
  setFilter(filter: BattleFilter) {
    runInAction(() => {
      this.filter = filter;
    });
    return this.live.resync();
  }

  private async load(): Promise<BattleLobbyState> {
    const answer = await this.options.api.battle.list({ ...this.filter, pageSize: LOBBY_ROOMS });
    if (!answer.ok) throw new Error(answer.msg);
    return { rooms: answer.data.list.map(lobbyRoom), total: answer.data.total };
  }
}
