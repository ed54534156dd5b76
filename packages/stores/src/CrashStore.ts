import {
  crashEventReaders,
  CRASH_CHANNEL,
  type ApiResult,
  type CrashEvents,
  type CrashPlayer,
  type CrashState,
  type GameMessage,
} from '@skinbox/api';
import { makeObservable, runInAction } from 'mobx';
import { LiveChannelStore } from './LiveChannelStore';
import { ServerClock } from './ServerClock';
import type { LiveSocket, StoreApi } from './ports';

/** How many crashed rounds the history strip keeps (the state call brings as many). */
export const CRASH_HISTORY_LENGTH = 20;

/**
 * Where the round stands for a client: no round yet ('waiting', before the loop's first round),
 * taking bets until its start time, running until the crash event, crashed until the next round.
 */
export type CrashPhase = 'waiting' | 'betting' | 'running' | 'crashed';

export interface CrashStoreOptions {
  api: Pick<StoreApi, 'crash'>;
  socket: LiveSocket;
  /** The local clock in ms since the epoch (tests pass a fake one). */
  clock?: () => number;
  /** The root store's server clock, shared by every game's store. */
  serverClock?: ServerClock;
}

type Event = keyof CrashEvents;

const isCrashEvent = (event: string): event is Event => Object.hasOwn(crashEventReaders, event);

function upsertPlayer(players: readonly CrashPlayer[], player: CrashPlayer): CrashPlayer[] {
  const index = players.findIndex((p) => p.betId === player.betId);
  if (index === -1) return [...players, player];
  return players.map((p, i) => (i === index ? player : p));
}

/** One pass for a whole step's cash-outs: a round's crowd reaches one target together. */
function upsertPlayers(players: readonly CrashPlayer[], changed: readonly CrashPlayer[]) {
  const byBet = new Map(changed.map((player) => [player.betId, player]));
  const updated = players.map((player) => {
    const next = byBet.get(player.betId);
    byBet.delete(player.betId);
    return next ?? player;
  });
  return [...updated, ...byBet.values()];
}

/** `state` with `changed` players in the round's list, and the player's own bet among them. */
function withPlayers(state: CrashState, changed: readonly CrashPlayer[]): CrashState {
  const mine = changed.find((player) => player.betId === state.myBet?.betId);
  return {
    ...state,
    players: upsertPlayers(state.players, changed),
    myBet:
      mine && state.myBet
        ? {
            ...state.myBet,
            cashedOutAt: mine.cashedOutAt,
            payout: mine.payout,
            status: mine.status,
          }
        : state.myBet,
  };
}

/**
 * The crash screen's live state (GAMES.md sections 0 and 2): the `crash` channel's snapshot over
 * HTTP and its events over the socket (LiveChannelStore: resync on a sequence gap, a reconnect, or
 * events during a load), the player's own bet, and the server's clock. Clients draw the curve from
 * the round's start time on the server's clock (`serverNow`, the shared ServerClock): measured by
 * the snapshot's serverTime, then raised by every tick that shows the server further ahead.
 */
export class CrashStore {
  readonly live: LiveChannelStore<CrashState>;
  readonly serverClock: ServerClock;

  constructor(private readonly options: CrashStoreOptions) {
    this.serverClock = options.serverClock ?? new ServerClock(options.clock);
    this.live = new LiveChannelStore<CrashState>({
      socket: options.socket,
      channel: CRASH_CHANNEL,
      load: () => this.load(),
      apply: (state, message) => this.apply(state, message),
    });
    makeObservable<this, 'options'>(this, {
      serverClock: false,
      options: false,
    });
  }

  get state(): CrashState | null {
    return this.live.state;
  }

  start() {
    this.live.start();
  }

  stop() {
    this.live.stop();
  }

  /** The server's clock now, as well as this client knows it. */
  serverNow(): number {
    return this.serverClock.now();
  }

  /** Server time minus local time, in ms. */
  get clockOffsetMs(): number {
    return this.serverClock.offsetMs;
  }

  /** The phase at `serverNow` (ms since the epoch on the server's clock). */
  phaseAt(serverNow: number): CrashPhase {
    const round = this.state?.round;
    if (!round) return 'waiting';
    if (round.crashPoint !== null) return 'crashed';
    return serverNow < Date.parse(round.startsAt) ? 'betting' : 'running';
  }

  /** Places the player's bet in the round taking bets; the bet shows as theirs at once. */
  async bet(stake: string, autoCashOut: number | null): Promise<ApiResult<unknown>> {
    const result = await this.options.api.crash.bet({ stake, autoCashOut });
    if (result.ok) {
      const placed = result.data;
      this.update((state) =>
        state.round?.roundId === placed.roundId
          ? {
              ...state,
              myBet: {
                betId: placed.betId,
                stake,
                autoCashOut,
                cashedOutAt: null,
                payout: null,
                status: 'active',
              },
            }
          : state,
      );
    }
    return result;
  }

  /** Cashes the player's bet out; their cash-out shows at once, the event confirms it. */
  async escape(): Promise<ApiResult<unknown>> {
    const result = await this.options.api.crash.escape();
    if (result.ok) {
      const { roundId, multiplier, payout } = result.data;
      this.update((state) => {
        if (state.round?.roundId !== roundId || !state.myBet) return state;
        const betId = state.myBet.betId;
        const mine = state.players.find((p) => p.betId === betId);
        return {
          ...state,
          myBet: { ...state.myBet, cashedOutAt: multiplier, payout, status: 'cashed' },
          players: mine
            ? upsertPlayer(state.players, {
                ...mine,
                cashedOutAt: multiplier,
                payout,
                status: 'cashed',
              })
            : state.players,
        };
      });
    }
    return result;
  }

  private update(change: (state: CrashState) => CrashState) {
    const state = this.live.state;
    if (!state) return;
    const next = change(state);
    runInAction(() => {
      this.live.state = next;
    });
  }

  private async load(): Promise<CrashState> {
    const sent = this.serverClock.local();
    const result = await this.options.api.crash.state();
    if (!result.ok) throw new Error(result.msg);
    this.serverClock.answered(result.data.serverTime, sent);
    return result.data;
  }

  /** One event of the channel applied to the state; an event the contract does not know is skipped. */
  private apply(state: CrashState, message: GameMessage): CrashState {
    if (!isCrashEvent(message.event)) return state;
    const payload = crashEventReaders[message.event](message.payload);
    if (payload === null) return state;
    return this.applyEvent(state, { event: message.event, payload } as AnyEvent);
  }

  private applyEvent(state: CrashState, { event, payload }: AnyEvent): CrashState {
    const round = state.round;
    if (event === 'crash.round') {
      if (round?.roundId === payload.roundId) return state;
      return {
        ...state,
        round: { ...payload, crashPoint: null, hash: null },
        players: [],
        myBet: null,
      };
    }
    if (round?.roundId !== payload.roundId) {
      // A later round's event means this state missed that round's start (sent before this
      // client entered the channel, so no gap in the numbering showed it): load it.
      if (payload.roundId > (round?.roundId ?? 0)) queueMicrotask(() => void this.live.resync());
      return state;
    }
    switch (event) {
      case 'crash.bet':
      case 'crash.cashout':
        return withPlayers(state, [payload.player]);
      case 'crash.cashouts':
        return withPlayers(state, payload.players);
      case 'crash.tick': {
        this.serverClock.pushed(Date.parse(round.startsAt) + payload.elapsedMs);
        return state;
      }
      case 'crash.crash': {
        const lose = <B extends { status: CrashPlayer['status'] }>(bet: B): B =>
          bet.status === 'active' ? { ...bet, status: 'lost' } : bet;
        const past = {
          roundId: payload.roundId,
          crashPoint: payload.crashPoint,
          hash: payload.hash,
          startsAt: round.startsAt,
        };
        return {
          ...state,
          round: { ...round, crashPoint: payload.crashPoint, hash: payload.hash },
          players: state.players.map(lose),
          myBet: state.myBet && lose(state.myBet),
          history: [past, ...state.history.filter((r) => r.roundId !== payload.roundId)].slice(
            0,
            CRASH_HISTORY_LENGTH,
          ),
        };
      }
    }
  }
}

type AnyEvent = { [E in Event]: { event: E; payload: CrashEvents[E] } }[Event];
