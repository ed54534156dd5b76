import type { ErrorCatalogue } from './catalogue';

/** Bag refusals, SPEC section 5 ("Bag") and section 8. */
export const bagErrors = {
  'errors.bagSellNoneChosen': {
    zh: '请选择要出售的饰品',
    en: 'Choose the items to sell',
    vi: 'Hãy chọn vật phẩm muốn bán',
    ko: '판매할 아이템을 선택하세요',
    tw: '請選擇要出售的飾品',
  },
  'errors.bagSellExtracting': {
    zh: '提取中的饰品不能出售',
    en: 'Items being extracted cannot be sold',
    vi: 'Vật phẩm đang rút không thể bán',
    ko: '인출 중인 아이템은 판매할 수 없습니다',
    tw: '提取中的飾品不能出售',
  },
  'errors.bagSellExtracted': {
    zh: '已提取的饰品不能出售',
    en: 'Extracted items cannot be sold',
    vi: 'Vật phẩm đã rút không thể bán',
    ko: '인출된 아이템은 판매할 수 없습니다',
    tw: '已提取的飾品不能出售',
  },
  'errors.bagExtractNoneChosen': {
    zh: '请选择要提取的饰品',
    en: 'Choose the items to extract',
    vi: 'Hãy chọn vật phẩm muốn rút',
    ko: '인출할 아이템을 선택하세요',
    tw: '請選擇要提取的飾品',
  },
  'errors.bagExtractExtracted': {
    zh: '饰品已提取，不能再次提取',
    en: 'An item has already been extracted and cannot be extracted again',
    vi: 'Vật phẩm đã được rút, không thể rút lại',
    ko: '이미 인출된 아이템은 다시 인출할 수 없습니다',
    tw: '飾品已提取，不能再次提取',
  },
  'errors.bagCancelNoneChosen': {
    zh: '请选择要取消提取的饰品',
    en: 'Choose the items whose extraction to cancel',
    vi: 'Hãy chọn vật phẩm muốn hủy rút',
    ko: '인출을 취소할 아이템을 선택하세요',
    tw: '請選擇要取消提取的飾品',
  },
  'errors.bagCancelNotExtracting': {
    zh: '饰品不在提取中，无法取消提取',
    en: 'Items that are not being extracted cannot be cancelled',
    vi: 'Vật phẩm không ở trạng thái đang rút, không thể hủy',
    ko: '인출 중이 아닌 아이템은 취소할 수 없습니다',
    tw: '飾品不在提取中，無法取消提取',
  },
  'errors.bagItemUnavailable': {
    zh: '饰品不在背包中',
    en: 'This item is not in your bag',
    vi: 'Vật phẩm không có trong túi của bạn',
    ko: '가방에 없는 아이템입니다',
    tw: '飾品不在背包中',
  },
  'errors.tradeLinkRequired': {
    zh: '请先绑定交易链接',
    en: 'Bind your trade link first',
    vi: 'Vui lòng liên kết đường dẫn giao dịch trước',
    ko: '먼저 거래 링크를 연결하세요',
    tw: '請先綁定交易連結',
  },
  // Issue 26: items leave the site after a first real payment, and once bonuses and gifts are
  // unlocked by turnover.
  'errors.extractNeedsPayment': {
    zh: '首次充值后才能提取饰品，请先充值',
    en: 'Items leave the site after a first real payment: recharge first',
    vi: 'Vật phẩm chỉ được rút sau lần nạp tiền thật đầu tiên: hãy nạp tiền trước',
    ko: '첫 실제 충전 후에 아이템을 인출할 수 있습니다. 먼저 충전하세요',
    tw: '首次儲值後才能提取飾品，請先儲值',
  },
  'errors.extractNeedsTurnover': {
    zh: '奖励与赠送需完成流水后才能提取：还需开箱或对战流水 {amount} 金币',
    en: 'Bonuses and gifts unlock with turnover: open boxes or battle for {amount} more coins before extracting',
    vi: 'Thưởng và quà tặng mở khóa theo doanh thu: hãy mở hộp hoặc đấu hộp thêm {amount} xu trước khi rút',
    ko: '보너스와 선물은 거래액으로 잠금 해제됩니다. 인출하려면 상자 열기나 배틀로 {amount}코인을 더 사용하세요',
    tw: '獎勵與贈送需完成流水後才能提取：還需開箱或對戰流水 {amount} 金幣',
  },
} satisfies ErrorCatalogue;
