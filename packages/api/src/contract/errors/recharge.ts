import type { ErrorCatalogue } from './catalogue';

/** Recharge and card top-up refusals, SPEC sections 5 and 8. */
export const rechargeErrors = {
  'errors.rechargeAmountRequired': {
    zh: '请选择充值金额',
    en: 'Choose an amount to recharge',
    vi: 'Hãy chọn số tiền nạp',
    ko: '충전 금액을 선택하세요',
    tw: '請選擇儲值金額',
  },
  'errors.rechargeLinkEmpty': {
    zh: '充值链接为空，请联系客服',
    en: 'The recharge link is empty, please contact customer service',
    vi: 'Liên kết nạp tiền trống, vui lòng liên hệ chăm sóc khách hàng',
    ko: '충전 링크가 비어 있습니다. 고객센터에 문의하세요',
    tw: '儲值連結為空，請聯繫客服',
  },
  'errors.rechargeOrderNotFound': {
    zh: '充值订单不存在',
    en: 'No such recharge order',
    vi: 'Không tìm thấy đơn nạp tiền',
    ko: '충전 주문을 찾을 수 없습니다',
    tw: '儲值訂單不存在',
  },
  'errors.cardRequired': {
    zh: '请输入卡号和卡密',
    en: 'Enter the card number and password',
    vi: 'Hãy nhập số thẻ và mật khẩu thẻ',
    ko: '카드 번호와 비밀번호를 입력하세요',
    tw: '請輸入卡號和卡密',
  },
  'errors.cardInvalid': {
    zh: '卡号或卡密错误',
    en: 'Wrong card number or password',
    vi: 'Số thẻ hoặc mật khẩu thẻ không đúng',
    ko: '카드 번호 또는 비밀번호가 올바르지 않습니다',
    tw: '卡號或卡密錯誤',
  },
} satisfies ErrorCatalogue;
