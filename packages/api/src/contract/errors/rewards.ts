import type { ErrorCatalogue } from './catalogue';

/** Refusals of the reward calls: welfare boxes, the turntable (GAMES.md section 6). */
export const rewardsErrors = {
  'errors.welfareTierNotFound': {
    zh: '福利箱不存在',
    en: 'There is no such welfare box',
    vi: 'Hộp phúc lợi không tồn tại',
    ko: '해당 복지 상자가 없습니다',
    tw: '福利箱不存在',
  },
  'errors.welfareLocked': {
    zh: '达到 VIP{level} 才能开启此福利箱',
    en: 'This welfare box unlocks at VIP{level}',
    vi: 'Hộp phúc lợi này mở khóa ở VIP{level}',
    ko: '이 복지 상자는 VIP{level}부터 열 수 있습니다',
    tw: '達到 VIP{level} 才能開啟此福利箱',
  },
  'errors.welfareOpenedToday': {
    zh: '今天已开启过此福利箱，请明天 00:05 后再来',
    en: 'You opened this welfare box today; come back after 00:05 tomorrow',
    vi: 'Hôm nay bạn đã mở hộp phúc lợi này, hãy quay lại sau 00:05 ngày mai',
    ko: '오늘 이미 이 복지 상자를 열었습니다. 내일 00:05 이후에 다시 오세요',
    tw: '今天已開啟過此福利箱，請明天 00:05 後再來',
  },
  'errors.welfareRefreshing': {
    zh: '福利箱刷新中，00:05 后可开启',
    en: 'Welfare boxes are refreshing; they open at 00:05',
    vi: 'Hộp phúc lợi đang làm mới, có thể mở sau 00:05',
    ko: '복지 상자를 새로 고치는 중입니다. 00:05부터 열 수 있습니다',
    tw: '福利箱刷新中，00:05 後可開啟',
  },
  'errors.welfarePoints': {
    zh: '福利积分不足，需要 {points} 积分',
    en: 'Not enough welfare points: {points} needed',
    vi: 'Không đủ điểm phúc lợi, cần {points} điểm',
    ko: '복지 포인트가 부족합니다. {points}포인트가 필요합니다',
    tw: '福利積分不足，需要 {points} 積分',
  },
  'errors.freeCaseLocked': {
    zh: '达到 VIP{level} 即可每天免费开启一次',
    en: 'The free case unlocks at VIP{level}: then it opens once a day',
    vi: 'Hộp miễn phí mở khóa ở VIP{level}, sau đó mở được mỗi ngày một lần',
    ko: '무료 상자는 VIP{level}부터 하루 한 번 열 수 있습니다',
    tw: '達到 VIP{level} 即可每天免費開啟一次',
  },
  'errors.freeCaseOpenedToday': {
    zh: '今天已开启过免费箱，明天 00:00 后再来',
    en: 'You opened today’s free case; come back after 00:00',
    vi: 'Hôm nay bạn đã mở hộp miễn phí, hãy quay lại sau 00:00',
    ko: '오늘의 무료 상자를 이미 열었습니다. 00:00 이후에 다시 오세요',
    tw: '今天已開啟過免費箱，明天 00:00 後再來',
  },
  'errors.turntableSpun': {
    zh: '本周已抽过奖，周日 23:59:59 后重置',
    en: 'You have spun this week; the wheel resets after Sunday 23:59:59',
    vi: 'Tuần này bạn đã quay, vòng quay đặt lại sau 23:59:59 Chủ nhật',
    ko: '이번 주에 이미 돌렸습니다. 일요일 23:59:59 이후 초기화됩니다',
    tw: '本週已抽過獎，週日 23:59:59 後重置',
  },
} as const satisfies ErrorCatalogue;
