import { defineMessages } from 'react-intl';

export const registerMessages = defineMessages({
  title: { id: 'register.title', defaultMessage: '注册' },
  nickName: { id: 'register.nickName', defaultMessage: '昵称（选填）' },
  nickNamePlaceholder: { id: 'register.nickNamePlaceholder', defaultMessage: '3-10个字符' },
  inviteCode: { id: 'register.inviteCode', defaultMessage: '邀请码（选填）' },
  agreement: {
    id: 'register.agreement',
    defaultMessage: '我已阅读并同意《用户协议》和《隐私政策》',
  },
  adult: { id: 'register.adult', defaultMessage: '我已年满18岁' },
  submit: { id: 'register.submit', defaultMessage: '注册' },
  toSign: { id: 'register.toSign', defaultMessage: '已有账号？去登录' },
});
