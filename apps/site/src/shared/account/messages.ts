import { defineMessage, defineMessages } from 'react-intl';

/** Texts shared by the account screens (form parts, the code sender, the page frame). */
export const accountMessages = defineMessages({
  mobile: { id: 'account.mobile', defaultMessage: '手机号' },
  mobilePlaceholder: { id: 'account.mobilePlaceholder', defaultMessage: '请输入手机号' },
  code: { id: 'account.code', defaultMessage: '验证码' },
  codePlaceholder: { id: 'account.codePlaceholder', defaultMessage: '请输入6位验证码' },
  sendCode: { id: 'account.sendCode', defaultMessage: '获取验证码' },
  resendIn: defineMessage<{ sec: number }>({
    id: 'account.resendIn',
    defaultMessage: '{sec}秒后重新获取',
  }),
  codeSent: { id: 'account.codeSent', defaultMessage: '验证码已发送' },
  password: { id: 'account.password', defaultMessage: '密码' },
  passwordPlaceholder: { id: 'account.passwordPlaceholder', defaultMessage: '6-16位密码' },
  confirmPassword: { id: 'account.confirmPassword', defaultMessage: '确认密码' },
  signInFirst: { id: 'account.signInFirst', defaultMessage: '请先登录' },
  signIn: { id: 'account.signIn', defaultMessage: '登录' },
  save: { id: 'account.save', defaultMessage: '保存' },
  saved: { id: 'account.saved', defaultMessage: '已保存' },
  notSet: { id: 'account.notSet', defaultMessage: '未设置' },
});
