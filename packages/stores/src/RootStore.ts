import { AnnouncementsStore } from './AnnouncementsStore';
import { AppStore, type SiteScripts } from './AppStore';
import type { StoreApi, StoreSocket } from './ports';
import { PrefsStore } from './PrefsStore';
import { ServerClock } from './ServerClock';
import { PrizesStore } from './PrizesStore';
import { SocketStore } from './SocketStore';
import type { KeyValueStorage } from './storage';
import { UiStore } from './UiStore';
import { UserStore } from './UserStore';

export interface RootStoreOptions {
  /** The typed calls (createApi over an HttpClient); tests pass a fake transport or a real server. */
  api: StoreApi;
  socket: StoreSocket;
  storage: KeyValueStorage;
  /** The router's navigate (the stores know nothing of React). */
  navigate(path: string): void;
  /** Adds a script element to the page. */
  loadScript(src: string): void;
  scripts: SiteScripts;
}

/**
 * Creates every store and hands them the injected services (MobX "Defining data stores": the
 * domain stores reach each other through the root).
 */
export class RootStore {
  readonly api: StoreApi;
  readonly socket: StoreSocket;
  readonly storage: KeyValueStorage;
  readonly navigate: (path: string) => void;
  readonly loadScript: (src: string) => void;
  readonly scripts: SiteScripts;

  readonly prefs: PrefsStore;
  readonly ui: UiStore;
  readonly app: AppStore;
  readonly user: UserStore;
  readonly announcements: AnnouncementsStore;
  /** The player's own prizes (cid 102 and 103) waiting for their toast. */
  readonly prizes: PrizesStore;
  readonly realtime: SocketStore;
  /** The server's clock, one for every game's store (battle, crash, roll). */
  readonly serverClock = new ServerClock();

  constructor(options: RootStoreOptions) {
    this.api = options.api;
    this.socket = options.socket;
    this.storage = options.storage;
    this.navigate = options.navigate;
    this.loadScript = options.loadScript;
    this.scripts = options.scripts;
    this.prefs = new PrefsStore(options.storage);
    this.ui = new UiStore();
    this.app = new AppStore(this);
    this.user = new UserStore(this);
    this.announcements = new AnnouncementsStore();
    this.prizes = new PrizesStore();
    this.realtime = new SocketStore(this);
  }

  /**
   * Start-up (SPEC section 7): the site lookup (it decides platform and channel), the config list,
   * module list and other config, the token check, and the socket (the goods backgrounds load when
   * a view first reads them: AppStore). What does
   * not depend on the platform starts beside the lookup, and so do the module switches, asked for
   * the platform and channel an earlier visit stored (or the defaults) and asked again only when
   * the lookup names others: the home's boxes wait for the switches, and two round trips in a row
   * before them are the longest wait of a returning player's first screen on a slow phone.
   */
  async start(siteUrl: string): Promise<void> {
    const siteBefore = this.app.siteKey;
    const modulesBefore = this.app.loadModules();
    const session = this.user.start();
    await this.app.siteLookup(siteUrl);
    this.realtime.connect();
    await Promise.all([
      session,
      this.app.siteKey === siteBefore ? modulesBefore : this.app.loadModules(),
      this.app.loadConfigList(),
      this.app.loadOtherConfig(),
    ]);
  }

  dispose() {
    this.announcements.dispose();
    this.realtime.dispose();
  }
}
