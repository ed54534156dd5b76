import type { ErrorCatalogue } from './catalogue';

/**
 * Refusals of referral, group chat, the support inbox, reservations and the
 * module switches (issue 19).
 */
export const socialErrors = {
  'errors.inviteCodeCycle': {
    zh: '不能填写由您邀请的玩家的邀请码',
    en: 'You cannot use the invite code of a player you invited',
    vi: 'Không thể dùng mã mời của người chơi do bạn mời',
    ko: '내가 초대한 플레이어의 초대 코드는 사용할 수 없습니다',
    tw: '不能填寫由您邀請的玩家的邀請碼',
  },
  'errors.spreadUserNotFound': {
    zh: '该玩家不是您邀请的',
    en: 'That player was not invited by you',
    vi: 'Người chơi này không do bạn mời',
    ko: '내가 초대한 플레이어가 아닙니다',
    tw: '該玩家不是您邀請的',
  },
  'errors.spreadNoBox': {
    zh: '您没有可开启的推广箱子',
    en: 'You have no spread box to open',
    vi: 'Bạn không có hộp giới thiệu nào để mở',
    ko: '열 수 있는 추천 상자가 없습니다',
    tw: '您沒有可開啟的推廣箱子',
  },
  'errors.chatEmpty': {
    zh: '请输入消息内容',
    en: 'Type a message first',
    vi: 'Vui lòng nhập tin nhắn',
    ko: '메시지를 입력하세요',
    tw: '請輸入訊息內容',
  },
  'errors.chatTooLong': {
    zh: '消息最多 200 个字',
    en: 'A message has at most 200 characters',
    vi: 'Tin nhắn tối đa 200 ký tự',
    ko: '메시지는 최대 200자입니다',
    tw: '訊息最多 200 個字',
  },
  'errors.chatTooFast': {
    zh: '发言太快了，请稍后再发',
    en: 'You are posting too fast; wait a moment',
    vi: 'Bạn gửi quá nhanh, vui lòng đợi một chút',
    ko: '메시지를 너무 빨리 보내고 있습니다. 잠시 후 다시 보내세요',
    tw: '發言太快了，請稍後再發',
  },
  'errors.chatSlowMode': {
    zh: '聊天室太热闹了：慢速模式，每人每{seconds}秒一条',
    en: 'The room is busy: slow mode, one line every {seconds} s each',
    vi: 'Phòng chat đang quá đông: chế độ chậm, mỗi người một tin mỗi {seconds} giây',
    ko: '채팅방이 붐빕니다: 슬로우 모드, 한 사람당 {seconds}초에 한 줄',
    tw: '聊天室太熱鬧了：慢速模式，每人每{seconds}秒一條',
  },
  'errors.chatMuted': {
    zh: '您已被管理员禁言，暂时无法发言',
    en: 'An operator muted you; you cannot post for now',
    vi: 'Bạn đã bị quản trị viên cấm chat, tạm thời không thể gửi tin',
    ko: '운영자에 의해 채팅이 금지되어 지금은 보낼 수 없습니다',
    tw: '您已被管理員禁言，暫時無法發言',
  },
  'errors.supportEmpty': {
    zh: '请输入您的问题',
    en: 'Describe your question first',
    vi: 'Vui lòng nhập câu hỏi của bạn',
    ko: '문의 내용을 입력하세요',
    tw: '請輸入您的問題',
  },
  'errors.supportTooLong': {
    zh: '留言最多 500 个字',
    en: 'A message has at most 500 characters',
    vi: 'Tin nhắn tối đa 500 ký tự',
    ko: '메시지는 최대 500자입니다',
    tw: '留言最多 500 個字',
  },
  'errors.supportTooFast': {
    zh: '留言太频繁，客服会尽快回复您',
    en: 'Too many messages; support will answer you soon',
    vi: 'Bạn gửi quá nhiều tin, bộ phận hỗ trợ sẽ sớm trả lời',
    ko: '메시지가 너무 많습니다. 곧 답변드리겠습니다',
    tw: '留言太頻繁，客服會盡快回覆您',
  },
  'errors.reserveNotFound': {
    zh: '该预约活动不存在',
    en: 'There is no such event to reserve',
    vi: 'Không có sự kiện đặt trước này',
    ko: '예약할 수 있는 이벤트가 없습니다',
    tw: '該預約活動不存在',
  },
  'errors.reserveOpened': {
    zh: '该活动已开启，无需预约',
    en: 'This event is already open; no reservation needed',
    vi: 'Sự kiện đã mở, không cần đặt trước',
    ko: '이미 시작된 이벤트라 예약할 필요가 없습니다',
    tw: '該活動已開啟，無需預約',
  },
  'errors.moduleOff': {
    zh: '该功能暂未开放',
    en: 'This feature is switched off',
    vi: 'Tính năng này hiện đang tắt',
    ko: '이 기능은 현재 사용할 수 없습니다',
    tw: '該功能暫未開放',
  },
} satisfies ErrorCatalogue;
