import {
  LIVE_DROPS_EVENT,
  LIVE_DROPS_FIRST_CALL,
  liveDropsChannel,
  loadLiveDropsEvent,
  type GameMessage,
  type Locale,
  type OpenBoxRecord,
} from '@skinbox/api';
import { LiveChannelStore } from './LiveChannelStore';
import type { LiveSocket, StoreApi } from './ports';

/** How many drops the ticker holds: its first page's. */
export const LIVE_DROPS = LIVE_DROPS_FIRST_CALL.limit;

/**
 * How long after start the store enters its channel. Entering brings the socket's first message,
 * and the first message loads the message schemas (zod, about 24 KB gzip): after this they load
 * once the first screen has settled, not with it. The list itself loads at once.
 */
export const LIVE_DROPS_JOIN_DELAY_MS = 5000;

export interface LiveDropsStoreOptions {
  api: Pick<StoreApi, 'records'>;
  socket: LiveSocket;
  /** The language the names come in: the list is loaded in it and its channel is entered. */
  locale: Locale;
}

/**
 * `incoming` drops put in front of `list`: newest (highest id) first, each drop once (an event may
 * carry a drop the snapshot loaded at the same moment has already), at most `max`.
 */
export function prependDrops(
  list: readonly OpenBoxRecord[],
  incoming: readonly OpenBoxRecord[],
  max: number,
): OpenBoxRecord[] {
  const byId = new Map<number, OpenBoxRecord>();
  for (const drop of [...incoming, ...list]) if (!byId.has(drop.id)) byId.set(drop.id, drop);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, max);
}

/**
 * The live drops of box openings, newest first, for the ticker on every page: the list is loaded
 * over HTTP at once; LIVE_DROPS_JOIN_DELAY_MS later the store enters the language's live-drop
 * channel (drops:en, …), loads the list again (drops of the wait would be missed otherwise), and
 * puts the channel's drops in front of it as they arrive. LiveChannelStore loads the list again
 * after a reconnect (drops sent while closed are gone) or a gap in the channel's numbering; the
 * socket client reconnects on its own every few seconds, so no poll is needed while it is down.
 */
export class LiveDropsStore {
  readonly live: LiveChannelStore<OpenBoxRecord[]>;
  /** The event's schema, loaded before the channel is entered. */
  private eventSchema: EventSchema | null = null;
  private joinTimer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  private joined = false;

  constructor(private readonly options: LiveDropsStoreOptions) {
    this.live = new LiveChannelStore<OpenBoxRecord[]>({
      socket: options.socket,
      channel: liveDropsChannel(options.locale),
      load: () => this.load(),
      apply: (list, message) => this.apply(list, message),
    });
  }

  /** Null until the first list arrives. */
  get drops(): OpenBoxRecord[] | null {
    return this.live.state;
  }

  start() {
    if (this.started) return;
    this.started = true;
    void this.live.resync();
    this.joinTimer = setTimeout(() => {
      this.joinTimer = null;
      void loadLiveDropsEvent().then((schema) => {
        this.eventSchema = schema;
        if (!this.started) return;
        this.joined = true;
        this.live.start();
      });
    }, LIVE_DROPS_JOIN_DELAY_MS);
  }

  stop() {
    if (!this.started) return;
    this.started = false;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.joinTimer = null;
    if (this.joined) this.live.stop();
    this.joined = false;
  }

  private async load(): Promise<OpenBoxRecord[]> {
    const answer = await this.options.api.records.getAllOpenBoxRecords(LIVE_DROPS_FIRST_CALL);
    if (!answer.ok) throw new Error(answer.msg);
    return answer.data.list;
  }

  /** One event of the channel applied to the list; one the contract refuses leaves it as it is. */
  private apply(list: OpenBoxRecord[], message: GameMessage): OpenBoxRecord[] {
    if (message.event !== LIVE_DROPS_EVENT || !this.eventSchema) return list;
    const event = this.eventSchema.safeParse(message.payload);
    return event.success ? prependDrops(list, event.data.list, LIVE_DROPS) : list;
  }
}

type EventSchema = Awaited<ReturnType<typeof loadLiveDropsEvent>>;
