import type { ErrorCatalogue } from './catalogue';

/** Refusals of item replacement (SPEC sections 5, 8 and 9). */
export const extendErrors = {
  'errors.replaceTooFew': {
    zh: '请至少选择3件饰品',
    en: 'Choose at least 3 items',
    vi: 'Hãy chọn ít nhất 3 vật phẩm',
    ko: '아이템을 3개 이상 선택하세요',
    tw: '請至少選擇3件飾品',
  },
  'errors.replaceTooMany': {
    zh: '置换数量超过上限',
    en: 'Too many items for one replacement',
    vi: 'Số lượng vượt quá giới hạn thay thế',
    ko: '교체 수량이 최대치를 넘었습니다',
    tw: '置換數量超過上限',
  },
  'errors.replaceValueTooLow': {
    zh: '所选饰品总价值需大于40金币',
    en: 'The chosen items must be worth more than 40 coins',
    vi: 'Tổng giá trị vật phẩm phải lớn hơn 40 xu',
    ko: '선택한 아이템의 총 가치는 40코인을 넘어야 합니다',
    tw: '所選飾品總價值需大於40金幣',
  },
  'errors.replaceTargetRequired': {
    zh: '请选择目标饰品',
    en: 'Choose a target item',
    vi: 'Hãy chọn vật phẩm mục tiêu',
    ko: '목표 아이템을 선택하세요',
    tw: '請選擇目標飾品',
  },
  'errors.replaceTargetOutOfRange': {
    zh: '目标饰品超出可置换范围',
    en: 'The target is worth too much for this offer',
    vi: 'Vật phẩm mục tiêu vượt quá phạm vi thay thế',
    ko: '목표 아이템이 교체 가능 범위를 벗어났습니다',
    tw: '目標飾品超出可置換範圍',
  },
  'errors.replaceTargetUnavailable': {
    zh: '目标饰品库存不足',
    en: 'The target item is out of stock',
    vi: 'Vật phẩm mục tiêu đã hết hàng',
    ko: '목표 아이템의 재고가 부족합니다',
    tw: '目標飾品庫存不足',
  },
  'errors.replaceValueOverBag': {
    zh: '置换价值超过背包价值',
    en: 'The replacement value exceeds your bag value',
    vi: 'Giá trị thay thế vượt quá giá trị túi đồ',
    ko: '교체 가치가 가방 가치를 초과합니다',
    tw: '置換價值超過背包價值',
  },
  'errors.replaceValueFarBelowBag': {
    zh: '置换价值远低于背包价值',
    en: 'The replacement value is too far below your bag value',
    vi: 'Giá trị thay thế thấp hơn quá nhiều so với giá trị túi đồ',
    ko: '교체 가치가 가방 가치보다 너무 낮습니다',
    tw: '置換價值遠低於背包價值',
  },
} satisfies ErrorCatalogue;
