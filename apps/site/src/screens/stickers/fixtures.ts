import type { StickerAlbum } from './useStickersScreen';

const NAMES = ['闪电', '骷髅', '皇冠', '火焰', '钻石', '奖杯', '幸运星', '龙'];

/** An album of eight with `active` stickers lit and one spare copy of the next. */
export function stickerAlbum(
  active = 3,
  rewardState: StickerAlbum['rewardState'] = 'locked',
): StickerAlbum {
  return {
    list: NAMES.map((name, i) => ({
      id: i + 1,
      name,
      image: '',
      count: i === active ? 1 : 0,
      isActive: i < active,
    })),
    rewardAmount: '8.88',
    rewardState,
  };
}
