import {
  DEFAULT_PLATFORM_ID,
  MODULE_ON,
  type ArticleType,
  type ChannelInfo,
  type GoodsBgImage,
  type ModuleItem,
  type ModuleName,
} from '@skinbox/api';
import { makeAutoObservable, onBecomeObserved, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { STORAGE_KEYS } from './storageKeys';

/** The channel code used when the site lookup fails (SPEC section 4: defaults are used). */
export const DEFAULT_CHANNEL_CODE = '';

/** Where the third-party scripts of the site lookup come from; the site configures them. */
export interface SiteScripts {
  /** The web-analytics script for a site key (keyWord). */
  analytics(keyWord: string): string;
  /** The customer-chat widget script. */
  chatWidget: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Site-wide data (SPEC section 7, start-up): the platform and channel from the site lookup, the
 * config list, the module switches, goods background images and the JSON articles of types
 * ActivityConfig and OtherConfig.
 */
export class AppStore {
  platformId = DEFAULT_PLATFORM_ID;
  channelCode = DEFAULT_CHANNEL_CODE;
  /** The whole answer of the site lookup; null until it succeeds. */
  channel: ChannelInfo | null = null;
  configs = new Map<string, string>();
  modules: ModuleItem[] = [];
  /** Whether a module list ever came; until then menus cannot tell an off module from no answer. */
  modulesKnown = false;
  /** Failed asks for the module list in a row, so the site can retry at growing intervals. */
  moduleListFailures = 0;
  goodsBgImages: GoodsBgImage[] = [];
  /** The parsed `content` of each ActivityConfig / OtherConfig article, in `sort` order. */
  activityConfig: unknown[] = [];
  otherConfig: unknown[] = [];

  constructor(private readonly root: RootStore) {
    // What an earlier visit's lookup stored serves until this visit's lookup answers.
    const storedPlatform = Number(root.storage.getItem(STORAGE_KEYS.platformId));
    if (Number.isInteger(storedPlatform) && storedPlatform > 0) this.platformId = storedPlatform;
    this.channelCode = root.storage.getItem(STORAGE_KEYS.channelCode) ?? DEFAULT_CHANNEL_CODE;
    makeAutoObservable<this, 'root'>(this, { root: false });
    // Asked the first time a view reads them, not at start-up: 56 KB that no first screen shows
    // would share a phone's bandwidth with the scripts that screen waits for.
    let asked = false;
    onBecomeObserved(this, 'goodsBgImages', () => {
      if (asked) return;
      asked = true;
      void this.loadGoodsBgImages();
    });
  }

  /**
   * Code 0: store platformId and channelCode, keep the channel, load the analytics script with
   * keyWord and the customer-chat widget. A failure or another code: the defaults.
   */
  async siteLookup(siteUrl: string): Promise<void> {
    const result = await this.root.api.index.siteLookup({ siteUrl });
    runInAction(() => {
      if (!result.ok) {
        this.platformId = DEFAULT_PLATFORM_ID;
        this.channelCode = DEFAULT_CHANNEL_CODE;
        this.channel = null;
        return;
      }
      const channel = result.data;
      this.platformId = channel.platformId;
      this.channelCode = channel.channelCode;
      this.channel = channel;
      this.root.storage.setItem(STORAGE_KEYS.platformId, String(channel.platformId));
      this.root.storage.setItem(STORAGE_KEYS.channelCode, channel.channelCode);
    });
    if (result.ok) {
      // The default channel has no analytics site key: nothing to count under.
      if (result.data.keyWord)
        this.root.loadScript(this.root.scripts.analytics(result.data.keyWord));
      this.root.loadScript(this.root.scripts.chatWidget);
    }
  }

  async loadConfigList(): Promise<void> {
    const result = await this.root.api.index.getConfigList();
    if (!result.ok) return;
    runInAction(() => {
      this.configs = new Map(result.data.map((item) => [item.itemKey, item.itemValue]));
    });
  }

  config(key: string): string | undefined {
    return this.configs.get(key);
  }

  /** The platform and channel the site answers as, in one value to compare. */
  get siteKey(): string {
    return `${this.platformId} ${this.channelCode}`;
  }

  /**
   * The module switches of the current platform and channel; an answer asked for a platform or
   * channel left since is dropped.
   */
  async loadModules(): Promise<void> {
    const asked = this.siteKey;
    const result = await this.root.api.index.getModuleList({ platformId: this.platformId });
    if (asked !== this.siteKey) return;
    runInAction(() => {
      if (!result.ok) {
        this.moduleListFailures += 1;
        return;
      }
      this.modules = result.data;
      this.modulesKnown = true;
      this.moduleListFailures = 0;
    });
  }

  /** A module is on only when its status equals 1 (SPEC section 4); unknown modules are off. */
  isModuleOn(name: ModuleName): boolean {
    return this.modules.some((module) => module.name === name && module.status === MODULE_ON);
  }

  async loadGoodsBgImages(): Promise<void> {
    const result = await this.root.api.index.getGoodsBgImages();
    if (!result.ok) return;
    runInAction(() => {
      this.goodsBgImages = result.data;
    });
  }

  goodsBgImage(type: number, goodsLevel: number): string | undefined {
    return this.goodsBgImages.find((bg) => bg.type === type && bg.goodsLevel === goodsLevel)?.image;
  }

  async loadActivityConfig(): Promise<void> {
    const contents = await this.jsonArticles('ActivityConfig');
    if (contents) runInAction(() => (this.activityConfig = contents));
  }

  async loadOtherConfig(): Promise<void> {
    const contents = await this.jsonArticles('OtherConfig');
    if (contents) runInAction(() => (this.otherConfig = contents));
  }

  /** Articles whose content is JSON; content that does not parse is left out. */
  private async jsonArticles(type: ArticleType): Promise<unknown[] | null> {
    const result = await this.root.api.index.getArticleList({ type, platformId: this.platformId });
    if (!result.ok) return null;
    return [...result.data]
      .sort((a, b) => a.sort - b.sort)
      .map((article) => parseJson(article.content))
      .filter((content) => content !== undefined);
  }
}
