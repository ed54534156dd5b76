import type { ErrorCatalogue } from './catalogue';

/** Crash refusals: SPEC section 5 "Crash" and section 8's four messages, then the limits. */
export const crashErrors = {
  'errors.crashLoginFirst': {
    zh: '请先登录再下注',
    en: 'Log in before betting',
    vi: 'Vui lòng đăng nhập trước khi đặt cược',
    ko: '베팅하려면 먼저 로그인하세요',
    tw: '請先登入再下注',
  },
  'errors.crashSetBet': {
    zh: '请设置下注金额',
    en: 'Set a bet amount',
    vi: 'Vui lòng nhập số tiền cược',
    ko: '베팅 금액을 설정하세요',
    tw: '請設定下注金額',
  },
  'errors.crashNotStarted': {
    zh: '游戏尚未开始，无法逃跑',
    en: 'The game has not started, so you cannot escape yet',
    vi: 'Trò chơi chưa bắt đầu nên chưa thể thoát',
    ko: '게임이 아직 시작되지 않아 탈출할 수 없습니다',
    tw: '遊戲尚未開始，無法逃跑',
  },
  'errors.crashAlreadySettled': {
    zh: '本局游戏已结算',
    en: 'This game is already settled',
    vi: 'Ván này đã được thanh toán',
    ko: '이번 게임은 이미 정산되었습니다',
    tw: '本局遊戲已結算',
  },
  'errors.crashBettingClosed': {
    zh: '本局已停止下注，请等待下一局',
    en: 'Betting for this round has closed; wait for the next round',
    vi: 'Ván này đã ngừng nhận cược, vui lòng chờ ván sau',
    ko: '이번 라운드의 베팅이 마감되었습니다. 다음 라운드를 기다리세요',
    tw: '本局已停止下注，請等待下一局',
  },
  'errors.crashAlreadyBet': {
    zh: '您本局已经下注',
    en: 'You already have a bet in this round',
    vi: 'Bạn đã đặt cược trong ván này',
    ko: '이번 라운드에 이미 베팅했습니다',
    tw: '您本局已經下注',
  },
  'errors.crashNoBet': {
    zh: '您本局没有下注',
    en: 'You have no bet in this round',
    vi: 'Bạn không có cược nào trong ván này',
    ko: '이번 라운드에 베팅하지 않았습니다',
    tw: '您本局沒有下注',
  },
  'errors.crashStakeTooSmall': {
    zh: '最低下注金额为 {min}',
    en: 'The smallest bet is {min}',
    vi: 'Mức cược thấp nhất là {min}',
    ko: '최소 베팅 금액은 {min}입니다',
    tw: '最低下注金額為 {min}',
  },
  'errors.crashStakeTooLarge': {
    zh: '最高下注金额为 {max}',
    en: 'The largest bet is {max}',
    vi: 'Mức cược cao nhất là {max}',
    ko: '최대 베팅 금액은 {max}입니다',
    tw: '最高下注金額為 {max}',
  },
  'errors.crashAutoCashOutTooLow': {
    zh: '自动逃跑倍数不能低于 1.01x',
    en: 'The auto cash-out must be at least 1.01x',
    vi: 'Hệ số rút tự động phải từ 1.01x trở lên',
    ko: '자동 캐시아웃 배수는 1.01x 이상이어야 합니다',
    tw: '自動逃跑倍數不能低於 1.01x',
  },
} satisfies ErrorCatalogue;
