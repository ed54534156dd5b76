import type { Locale } from '@skinbox/api';

type Text = Record<Locale, string>;

/**
 * The in-site messages the server writes itself, in the five languages. A message stores its
 * template key and params and is translated when the player reads it, in the player's language.
 */
export const messageTemplates = {
  welcome: {
    title: {
      zh: '欢迎来到 SkinBox',
      en: 'Welcome to SkinBox',
      vi: 'Chào mừng đến với SkinBox',
      ko: 'SkinBox에 오신 것을 환영합니다',
      tw: '歡迎來到 SkinBox',
    },
    content: {
      zh: '注册成功！请妥善保管账号，祝您游戏愉快。',
      en: 'You are signed up! Keep your account safe and have fun.',
      vi: 'Đăng ký thành công! Hãy bảo vệ tài khoản và chúc bạn vui vẻ.',
      ko: '가입을 축하합니다! 계정을 안전하게 관리하시고 즐거운 시간 보내세요.',
      tw: '註冊成功！請妥善保管帳號，祝您遊戲愉快。',
    },
  },
  realNamePassed: {
    title: {
      zh: '实名认证成功',
      en: 'Real-name verification passed',
      vi: 'Xác minh danh tính thành công',
      ko: '실명 인증 완료',
      tw: '實名認證成功',
    },
    content: {
      zh: '您已完成实名认证，奖励 {amount} 已到账。',
      en: 'Your real name is verified; the reward of {amount} is in your balance.',
      vi: 'Bạn đã xác minh danh tính, phần thưởng {amount} đã vào tài khoản.',
      ko: '실명 인증이 완료되어 보상 {amount}이(가) 지급되었습니다.',
      tw: '您已完成實名認證，獎勵 {amount} 已到帳。',
    },
  },
  avatarPassed: {
    title: {
      zh: '头像审核通过',
      en: 'Avatar approved',
      vi: 'Ảnh đại diện đã được duyệt',
      ko: '아바타 승인',
      tw: '頭像審核通過',
    },
    content: {
      zh: '您上传的头像已通过审核。',
      en: 'The avatar you uploaded passed the review.',
      vi: 'Ảnh đại diện bạn tải lên đã được duyệt.',
      ko: '업로드한 아바타가 심사를 통과했습니다.',
      tw: '您上傳的頭像已通過審核。',
    },
  },
  avatarFailed: {
    title: {
      zh: '头像审核未通过',
      en: 'Avatar refused',
      vi: 'Ảnh đại diện không được duyệt',
      ko: '아바타 반려',
      tw: '頭像審核未通過',
    },
    content: {
      zh: '您上传的头像未通过审核，请更换后重新上传。',
      en: 'The avatar you uploaded did not pass the review; please upload another one.',
      vi: 'Ảnh đại diện của bạn không được duyệt, vui lòng tải ảnh khác.',
      ko: '업로드한 아바타가 심사를 통과하지 못했습니다. 다른 이미지를 올려 주세요.',
      tw: '您上傳的頭像未通過審核，請更換後重新上傳。',
    },
  },
  rankingPrize: {
    title: {
      zh: '排行榜奖励到账',
      en: 'Ranking prize paid',
      vi: 'Đã nhận thưởng bảng xếp hạng',
      ko: '랭킹 보상 지급',
      tw: '排行榜獎勵到帳',
    },
    content: {
      zh: '恭喜！您在 {day} 的流水排行榜中获得第 {rank} 名，红包与奖池奖励 {amount} 金币已到账。',
      en: 'Congratulations! You placed {rank} on the turnover board of {day}; your red packet and pool share of {amount} coins are in your balance.',
      vi: 'Chúc mừng! Bạn đứng hạng {rank} trên bảng doanh thu ngày {day}, lì xì và phần quỹ thưởng {amount} xu đã vào tài khoản.',
      ko: '축하합니다! {day} 거래액 랭킹 {rank}위로 홍바오와 상금 풀 보상 {amount}코인이 지급되었습니다.',
      tw: '恭喜！您在 {day} 的流水排行榜中獲得第 {rank} 名，紅包與獎池獎勵 {amount} 金幣已到帳。',
    },
  },
  timedBoxDraw: {
    title: {
      zh: '定时宝箱已开奖',
      en: 'Your timed box was drawn',
      vi: 'Hộp hẹn giờ đã mở thưởng',
      ko: '타이머 상자 추첨 완료',
      tw: '定時寶箱已開獎',
    },
    content: {
      zh: '您参与的定时宝箱已开奖，价值 {price} 金币的饰品已放入背包。',
      en: 'The timed box you joined has been drawn: an item worth {price} coins is in your bag.',
      vi: 'Hộp hẹn giờ bạn tham gia đã mở thưởng, vật phẩm trị giá {price} xu đã vào túi đồ.',
      ko: '참여한 타이머 상자가 추첨되어 {price}코인 상당의 아이템이 가방에 들어갔습니다.',
      tw: '您參與的定時寶箱已開獎，價值 {price} 金幣的飾品已放入背包。',
    },
  },
  /** An operator's answer in the support inbox (support/): the answer as the operator wrote it. */
  supportAnswer: {
    title: {
      zh: '客服回复了您的留言',
      en: 'Customer service answered you',
      vi: 'Bộ phận hỗ trợ đã trả lời bạn',
      ko: '고객센터에서 답변을 보냈습니다',
      tw: '客服回覆了您的留言',
    },
    content: {
      zh: '{answer}',
      en: '{answer}',
      vi: '{answer}',
      ko: '{answer}',
      tw: '{answer}',
    },
  },
  /** A reserved event opened (reserve/): the event's name in each language is a param. */
  reserveOpened: {
    title: {
      zh: '您预约的活动已开启',
      en: 'An event you reserved is open',
      vi: 'Sự kiện bạn đặt trước đã mở',
      ko: '예약한 이벤트가 시작되었습니다',
      tw: '您預約的活動已開啟',
    },
    content: {
      zh: '您预约的「{zh}」现已开启，快来参与吧！',
      en: '"{en}", which you reserved, is open now. Come and join!',
      vi: '"{vi}" mà bạn đã đặt trước hiện đã mở. Hãy tham gia ngay!',
      ko: '예약하신 「{ko}」이(가) 지금 시작되었습니다. 지금 참여하세요!',
      tw: '您預約的「{tw}」現已開啟，快來參與吧！',
    },
  },
} satisfies Record<string, { title: Text; content: Text }>;

export type MessageTemplate = keyof typeof messageTemplates;

export function isMessageTemplate(key: string): key is MessageTemplate {
  return key in messageTemplates;
}

export function fill(template: string, params: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The name of the sign-up red packet (SPEC section 3 "Register red packet"). */
export const registerPacketName: Text = {
  zh: '新人注册红包',
  en: 'Sign-up red packet',
  vi: 'Lì xì đăng ký',
  ko: '가입 홍바오',
  tw: '新人註冊紅包',
};
