import { AnnouncementsStore } from './AnnouncementsStore';
import { AppStore, type SiteScripts } from './AppStore';
import type { StoreApi, StoreSocket } from './ports';
import { PrefsStore } from './PrefsStore';
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
   * Start-up (SPEC section 7): the site lookup first (it decides platform and channel), then the
   * config list, module list, goods backgrounds and other config, the token check, and the socket.
   */
  async start(siteUrl: string): Promise<void> {
    await this.app.siteLookup(siteUrl);
    this.realtime.connect();
    await Promise.all([
      this.app.loadConfigList(),
      this.app.loadModules(),
      this.app.loadGoodsBgImages(),
      this.app.loadOtherConfig(),
      this.user.start(),
    ]);
  }

  dispose() {
    this.announcements.dispose();
    this.realtime.dispose();
  }
}
