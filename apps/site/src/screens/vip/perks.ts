import type { MessageDescriptor } from 'react-intl';
import { vipMessages } from './messages';

/** The perk keys of getVipLevelList and their texts; an unknown key is not shown. */
export const PERK_TEXTS: Record<string, MessageDescriptor> = {
  vipRedPacket: vipMessages.perk_vipRedPacket,
  avatarUpload: vipMessages.perk_avatarUpload,
  vipTimedBox5: vipMessages.perk_vipTimedBox5,
  vipTimedBox10: vipMessages.perk_vipTimedBox10,
  avatarFrame: vipMessages.perk_avatarFrame,
};
