export { LANGUAGES, PREF_KEYS, PrefsStore, type Language } from './PrefsStore';
export { memoryStorage, type KeyValueStorage } from './storage';
export { STORAGE_KEYS } from './storageKeys';
export {
  CLICK_ID_SUFFIX,
  LANDING_PARAMS,
  UNDEFINED_WX_PAIR,
  captureLanding,
  type LandingContext,
} from './landing';
export { UiStore } from './UiStore';
export { LOGOUT_REDIRECT, UserStore } from './UserStore';
export { AppStore, DEFAULT_CHANNEL_CODE, type SiteScripts } from './AppStore';
export { ANNOUNCEMENT_INTERVAL_MS, AnnouncementsStore, FIREWORKS_MS } from './AnnouncementsStore';
export { SocketStore } from './SocketStore';
export { PrizesStore, type PersonalPrize } from './PrizesStore';
export { RootStore, type RootStoreOptions } from './RootStore';
export { createRootStore, type SiteStoreOptions } from './createRootStore';
export { StoresProvider, useStores } from './context';
export type { LiveSocket, StoreApi, StoreSocket } from './ports';
export { LiveChannelStore, MAX_LOADS_PER_SYNC, type LiveChannelOptions } from './LiveChannelStore';
export {
  CRASH_HISTORY_LENGTH,
  CrashStore,
  type CrashPhase,
  type CrashStoreOptions,
} from './CrashStore';
export { applyRollEvent, RollStore, type RollStoreOptions } from './RollStore';
export {
  LIVE_DROPS,
  LIVE_DROPS_JOIN_DELAY_MS,
  LiveDropsStore,
  prependDrops,
  type LiveDropsStoreOptions,
} from './LiveDropsStore';
export {
  BattleStore,
  applyBattleEvent,
  type BattleRoomState,
  type BattleStoreOptions,
} from './BattleStore';
export {
  BattleLobbyStore,
  LOBBY_ROOMS,
  applyLobbyEvent,
  type BattleLobbyOptions,
  type BattleLobbyState,
  type LobbyRoom,
} from './BattleLobbyStore';
export { ServerClock } from './ServerClock';
