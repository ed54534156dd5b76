import { AVATAR_UPLOAD_VIP_LEVEL } from '@skinbox/api';

/** SPEC sections 6 and 9: the VIP timed boxes open at these levels. */
export const VIP_TIMED_BOX_LEVELS = [5, 10] as const;

/**
 * What a level brings, as keys the site translates (vip.perk.<key>): the VIP red packet at the
 * levels an open VIP packet pays (redpackets/), avatar upload from VIP5, the VIP timed boxes at
 * VIP5 and VIP10, and new avatar frames at the levels that unlock one.
 */
export function vipPerks(
  level: number,
  frameLevels: readonly number[],
  redPacketLevels: ReadonlySet<number> = new Set(),
): string[] {
  const perks: string[] = [];
  if (redPacketLevels.has(level)) perks.push('vipRedPacket');
  if (level >= AVATAR_UPLOAD_VIP_LEVEL) perks.push('avatarUpload');
  for (const boxLevel of VIP_TIMED_BOX_LEVELS) {
    if (level >= boxLevel) perks.push(`vipTimedBox${boxLevel}`);
  }
  if (frameLevels.some((frameLevel) => frameLevel === level && level > 0))
    perks.push('avatarFrame');
  return perks;
}
