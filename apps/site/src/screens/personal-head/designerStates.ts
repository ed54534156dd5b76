import { AvatarStatus } from '@skinbox/api';
import type { AvatarChooserState } from './useAvatarChooser';

const noop = () => {};

const pic = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><circle cx="28" cy="28" r="28" fill="hsl(${hue},60%,55%)"/></svg>`,
  )}`;
const OWN_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#8847ff"/><circle cx="40" cy="32" r="16" fill="#fff"/></svg>',
)}`;
const AVATARS = [0, 40, 80, 160, 220, 300].map((hue, i) => ({ id: i + 1, image: pic(hue) }));

/**
 * The avatar chooser as designers review it: a VIP2 player (no own picture yet), a VIP5 player
 * who may upload one, and their picture waiting for review in the uploader's one slot.
 */
export function designerState(state: 'vip2' | 'canUpload' | 'underReview'): AvatarChooserState {
  return {
    avatars: {
      list: AVATARS,
      uploadVipLevel: 5,
      avaterStatus: state === 'underReview' ? AvatarStatus.reviewing : 0,
      pendingAvater: state === 'underReview' ? OWN_PICTURE : '',
    },
    frames: [
      { id: 1, name: '青铜', image: pic(30), vipLevel: 1, unlocked: true, inUse: true },
      { id: 2, name: '白银', image: pic(200), vipLevel: 3, unlocked: false, inUse: false },
      { id: 3, name: '黄金', image: pic(50), vipLevel: 8, unlocked: false, inUse: false },
    ],
    current: AVATARS[1]?.image ?? '',
    userLevel: state === 'vip2' ? 2 : 5,
    busy: false,
    picked: [],
    pick: noop,
    oversize: false,
    refuseOversize: noop,
    upload: noop,
    chooseAvatar: noop,
    chooseFrame: noop,
  };
}
