import type { ErrorCatalogue } from './catalogue';

/** Refusals of the box calls and of every debit (SPEC sections 5 and 8). */
export const boxesErrors = {
  'errors.insufficientBalance': {
    zh: '余额不足',
    en: 'Insufficient balance',
    vi: 'Số dư không đủ',
    ko: '잔액이 부족합니다',
    tw: '餘額不足',
  },
  'errors.boxNotFound': {
    zh: '箱子不存在或已下架',
    en: 'This box does not exist or is no longer available',
    vi: 'Hộp không tồn tại hoặc đã ngừng bán',
    ko: '상자가 없거나 판매가 중지되었습니다',
    tw: '箱子不存在或已下架',
  },
  'errors.openCount': {
    zh: '每次可开启 1 到 5 个箱子',
    en: 'You can open 1 to 5 boxes at a time',
    vi: 'Mỗi lần có thể mở từ 1 đến 5 hộp',
    ko: '한 번에 1~5개의 상자를 열 수 있습니다',
    tw: '每次可開啟 1 到 5 個箱子',
  },
  'errors.priceRange': {
    zh: '最低价格不能高于最高价格',
    en: 'The minimum price must not exceed the maximum price',
    vi: 'Giá tối thiểu không được lớn hơn giá tối đa',
    ko: '최저 가격은 최고 가격보다 클 수 없습니다',
    tw: '最低價格不能高於最高價格',
  },
  'errors.probabilityRange': {
    zh: '最低概率不能高于最高概率',
    en: 'The minimum probability must not exceed the maximum probability',
    vi: 'Xác suất tối thiểu không được lớn hơn xác suất tối đa',
    ko: '최저 확률은 최고 확률보다 클 수 없습니다',
    tw: '最低機率不能高於最高機率',
  },
  'errors.seedPairChanged': {
    zh: '您的种子对刚刚已更换，请重试',
    en: 'Your seed pair changed meanwhile; please try again',
    vi: 'Cặp hạt giống của bạn vừa được thay đổi, vui lòng thử lại',
    ko: '시드 쌍이 방금 변경되었습니다. 다시 시도하세요',
    tw: '您的種子對剛剛已更換，請重試',
  },
  'errors.rollNotFound': {
    zh: '找不到这次开箱记录',
    en: 'No such roll',
    vi: 'Không tìm thấy lượt quay này',
    ko: '해당 추첨 기록이 없습니다',
    tw: '找不到這次開箱紀錄',
  },
} satisfies ErrorCatalogue;
