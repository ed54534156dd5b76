import { ClientPlatform } from '@skinbox/api';
import { STORAGE_KEYS, type RootStore } from '@skinbox/stores';
import type { Layout } from '../../layout/device';

/** What sign-in and sign-up send about where the player came from (SPEC section 3 keys). */
export function attributionOf(store: RootStore, layout: Layout) {
  const read = (key: string) => store.storage.getItem(key) ?? undefined;
  return {
    clientPlatform: layout === 'p' ? ClientPlatform.pc : ClientPlatform.h5,
    platformId: store.app.platformId,
    deviceUuid: read(STORAGE_KEYS.deviceUuid),
    bdVid: read(STORAGE_KEYS.bdVid),
    wxVid: read(STORAGE_KEYS.wxVid),
  };
}
