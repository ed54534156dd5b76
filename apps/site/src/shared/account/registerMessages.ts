import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const registerMessages = {
  ...defineMessages({
    title: { id: 'register.title', defaultMessage: '注册' },
    nickName: { id: 'register.nickName', defaultMessage: '昵称（选填）' },
    nickNamePlaceholder: { id: 'register.nickNamePlaceholder', defaultMessage: '3-10个字符' },
    inviteCode: { id: 'register.inviteCode', defaultMessage: '邀请码（选填）' },
    adult: { id: 'register.adult', defaultMessage: '我已年满18岁' },
    submit: { id: 'register.submit', defaultMessage: '注册' },
    toSign: { id: 'register.toSign', defaultMessage: '已有账号？去登录' },
  }),
  /** The tags wrap the links to the user agreement and the privacy policy. */
  agreement: defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
    id: 'register.agreement',
    defaultMessage: '我已阅读并同意<terms>《用户协议》</terms>和<privacy>《隐私政策》</privacy>',
  }),
};
