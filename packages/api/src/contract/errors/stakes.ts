import type { ErrorCatalogue } from './catalogue';

/** Refusals about a stake held in escrow by a game (GAMES.md section 0 "Stakes"). */
export const stakesErrors = {
  'errors.stakeSettled': {
    zh: '该投注已结算或已退还',
    en: 'This stake has already been settled or refunded',
    vi: 'Khoản đặt cược này đã được thanh toán hoặc hoàn trả',
    ko: '이 베팅은 이미 정산되었거나 환불되었습니다',
    tw: '該投注已結算或已退還',
  },
} satisfies ErrorCatalogue;
