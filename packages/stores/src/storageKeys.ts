/** The local-storage keys of SPEC section 3 (the preference keys live in PrefsStore). */
export const STORAGE_KEYS = {
  /** The login token, under one constant key. */
  token: 'skinbox_token',
  platformId: 'platformId',
  channelCode: 'channelCode',
  /** Referral code from the `code` query parameter. */
  luckFcode: 'luck_fcode',
  /** Ad click id. */
  bdVid: 'bd_vid',
  /** "AppID,OpenID" of a messaging-app browser. */
  wxVid: 'wx_vid',
  deviceUuid: 'device_uuid',
} as const;
