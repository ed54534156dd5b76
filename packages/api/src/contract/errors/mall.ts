import type { ErrorCatalogue } from './catalogue';

/** Mall refusals, SPEC sections 5 ("Mall exchange") and 8. */
export const mallErrors = {
  'errors.mallNoneChosen': {
    zh: '请选择要兑换的饰品',
    en: 'Choose an item to exchange',
    vi: 'Hãy chọn vật phẩm muốn đổi',
    ko: '교환할 아이템을 선택하세요',
    tw: '請選擇要兌換的飾品',
  },
  'errors.mallExchangeFailed': {
    zh: '兑换失败',
    en: 'Exchange failed',
    vi: 'Đổi thất bại',
    ko: '교환에 실패했습니다',
    tw: '兌換失敗',
  },
  'errors.mallQuotaExceeded': {
    zh: '可兑换额度不足，开箱消费可增加额度',
    en: 'Your exchange quota is too low; opening boxes raises it',
    vi: 'Hạn mức đổi không đủ; mở hộp để tăng hạn mức',
    ko: '교환 한도가 부족합니다. 상자를 열면 한도가 늘어납니다',
    tw: '可兌換額度不足，開箱消費可增加額度',
  },
  'errors.mallSoldOut': {
    zh: '该饰品已兑完',
    en: 'This item is sold out',
    vi: 'Vật phẩm này đã hết',
    ko: '이 아이템은 품절되었습니다',
    tw: '該飾品已兌完',
  },
} satisfies ErrorCatalogue;
