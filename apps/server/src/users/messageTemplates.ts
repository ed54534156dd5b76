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
