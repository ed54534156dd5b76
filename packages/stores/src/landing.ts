import { STORAGE_KEYS } from './storageKeys';
import type { KeyValueStorage } from './storage';

/** Query parameters read on arrival (SPEC section 3). */
export const LANDING_PARAMS = {
  referralCode: 'code',
  /** An ad click id stored with the device suffix. */
  clickId: 'click_id',
  bdVid: 'bd_vid',
  appId: 'AppID',
  openId: 'OpenID',
} as const;

/** The device suffix appended to a stored click id: 1 desktop, 2 mobile. */
export const CLICK_ID_SUFFIX = { desktop: '1', mobile: '2' } as const;

/** What an older site stored when it joined two missing values. */
export const UNDEFINED_WX_PAIR = 'undefined,undefined';

export interface LandingContext {
  /** The query string of the first page, e.g. location.search. */
  search: string;
  isMobile: boolean;
  /** Makes the device id; crypto.randomUUID in the site. */
  randomId(): string;
}

/**
 * Stores what the player arrived with: the referral code (only if none is stored yet), the ad
 * click id, the messaging-app ids and a device id generated once.
 */
export function captureLanding(storage: KeyValueStorage, context: LandingContext): void {
  const params = new URLSearchParams(context.search);

  const referralCode = params.get(LANDING_PARAMS.referralCode);
  if (referralCode && !storage.getItem(STORAGE_KEYS.luckFcode))
    storage.setItem(STORAGE_KEYS.luckFcode, referralCode);

  const clickId = params.get(LANDING_PARAMS.clickId);
  const bdVid = params.get(LANDING_PARAMS.bdVid);
  if (clickId) {
    const suffix = context.isMobile ? CLICK_ID_SUFFIX.mobile : CLICK_ID_SUFFIX.desktop;
    storage.setItem(STORAGE_KEYS.bdVid, `${clickId}${suffix}`);
  } else if (bdVid) {
    storage.setItem(STORAGE_KEYS.bdVid, bdVid);
  }

  const appId = params.get(LANDING_PARAMS.appId);
  const openId = params.get(LANDING_PARAMS.openId);
  if (appId && openId) storage.setItem(STORAGE_KEYS.wxVid, `${appId},${openId}`);
  if (storage.getItem(STORAGE_KEYS.wxVid) === UNDEFINED_WX_PAIR)
    storage.removeItem(STORAGE_KEYS.wxVid);

  if (!storage.getItem(STORAGE_KEYS.deviceUuid))
    storage.setItem(STORAGE_KEYS.deviceUuid, context.randomId());
}
