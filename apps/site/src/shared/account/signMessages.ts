import { defineMessages } from 'react-intl';

export const signMessages = defineMessages({
  title: { id: 'sign.title', defaultMessage: '登录' },
  byPassword: { id: 'sign.byPassword', defaultMessage: '密码登录' },
  byCode: { id: 'sign.byCode', defaultMessage: '验证码登录' },
  account: { id: 'sign.account', defaultMessage: '账号' },
  accountPlaceholder: { id: 'sign.accountPlaceholder', defaultMessage: '手机号或用户名' },
  submit: { id: 'sign.submit', defaultMessage: '登录' },
  toRegister: { id: 'sign.toRegister', defaultMessage: '没有账号？立即注册' },
  toForget: { id: 'sign.toForget', defaultMessage: '忘记密码' },
});
