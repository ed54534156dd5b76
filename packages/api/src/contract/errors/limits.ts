import type { ErrorCatalogue } from './catalogue';

/**
 * Responsible-gaming refusals (issue 19): a pause, a loss limit, a deposit limit. Apart from the
 * other domains because the site recognises them in a refusal's text (limitRefusal.ts) on the
 * screens that stake coins, which need no other error text.
 */
export const limitsErrors = {
  'errors.playPaused': {
    zh: '您正处于冷静期或自我排除期，期间无法游戏和充值',
    en: 'You are on a cool-off or self-exclusion: no play or recharge until it ends',
    vi: 'Bạn đang trong thời gian tạm nghỉ hoặc tự loại trừ, không thể chơi hay nạp tiền',
    ko: '휴식 기간 또는 자가 제한 기간 중에는 게임과 충전을 할 수 없습니다',
    tw: '您正處於冷靜期或自我排除期，期間無法遊戲和儲值',
  },
  'errors.lossLimitDay': {
    zh: '这笔投入将超出您设定的每日亏损限额 {limit}',
    en: 'This would take you past your daily loss limit of {limit}',
    vi: 'Khoản này sẽ vượt hạn mức lỗ mỗi ngày {limit} của bạn',
    ko: '설정한 일일 손실 한도 {limit}을(를) 넘게 됩니다',
    tw: '這筆投入將超出您設定的每日虧損限額 {limit}',
  },
  'errors.lossLimitWeek': {
    zh: '这笔投入将超出您设定的每周亏损限额 {limit}',
    en: 'This would take you past your weekly loss limit of {limit}',
    vi: 'Khoản này sẽ vượt hạn mức lỗ mỗi tuần {limit} của bạn',
    ko: '설정한 주간 손실 한도 {limit}을(를) 넘게 됩니다',
    tw: '這筆投入將超出您設定的每週虧損限額 {limit}',
  },
  'errors.lossLimitMonth': {
    zh: '这笔投入将超出您设定的每月亏损限额 {limit}',
    en: 'This would take you past your monthly loss limit of {limit}',
    vi: 'Khoản này sẽ vượt hạn mức lỗ mỗi tháng {limit} của bạn',
    ko: '설정한 월간 손실 한도 {limit}을(를) 넘게 됩니다',
    tw: '這筆投入將超出您設定的每月虧損限額 {limit}',
  },
  'errors.depositLimitDay': {
    zh: '超出您设定的每日充值限额，目前还可充值 {remaining}',
    en: 'This passes your daily deposit limit; you can still deposit {remaining}',
    vi: 'Vượt hạn mức nạp mỗi ngày, bạn còn có thể nạp {remaining}',
    ko: '일일 충전 한도를 넘습니다. 남은 충전 가능 금액은 {remaining}입니다',
    tw: '超出您設定的每日儲值限額，目前還可儲值 {remaining}',
  },
  'errors.depositLimitWeek': {
    zh: '超出您设定的每周充值限额，目前还可充值 {remaining}',
    en: 'This passes your weekly deposit limit; you can still deposit {remaining}',
    vi: 'Vượt hạn mức nạp mỗi tuần, bạn còn có thể nạp {remaining}',
    ko: '주간 충전 한도를 넘습니다. 남은 충전 가능 금액은 {remaining}입니다',
    tw: '超出您設定的每週儲值限額，目前還可儲值 {remaining}',
  },
  'errors.depositLimitMonth': {
    zh: '超出您设定的每月充值限额，目前还可充值 {remaining}',
    en: 'This passes your monthly deposit limit; you can still deposit {remaining}',
    vi: 'Vượt hạn mức nạp mỗi tháng, bạn còn có thể nạp {remaining}',
    ko: '월간 충전 한도를 넘습니다. 남은 충전 가능 금액은 {remaining}입니다',
    tw: '超出您設定的每月儲值限額，目前還可儲值 {remaining}',
  },
} as const satisfies ErrorCatalogue;
