import type { ErrorCatalogue } from './catalogue';

/** Refusals of lucky items (GAMES.md section 4). */
export const luckyErrors = {
  'errors.luckyChance': {
    zh: '成功率需在 5% 到 80% 之间',
    en: 'The chance must be between 5% and 80%',
    vi: 'Tỉ lệ thành công phải từ 5% đến 80%',
    ko: '성공 확률은 5%~80% 사이여야 합니다',
    tw: '成功率需在 5% 到 80% 之間',
  },
  'errors.luckyGoodsNotFound': {
    zh: '该饰品不能用于幸运饰品',
    en: 'This item is not available for lucky tries',
    vi: 'Vật phẩm này không dùng được cho thử vận may',
    ko: '이 아이템은 행운 뽑기에 사용할 수 없습니다',
    tw: '該飾品不能用於幸運飾品',
  },
} satisfies ErrorCatalogue;
