import { defineMessages } from 'react-intl';

export const forgetMessages = defineMessages({
  title: { id: 'forgetPW.title', defaultMessage: '找回密码' },
  newPassword: { id: 'forgetPW.newPassword', defaultMessage: '新密码' },
  submit: { id: 'forgetPW.submit', defaultMessage: '重置密码' },
  done: { id: 'forgetPW.done', defaultMessage: '密码已重置，请用新密码登录' },
  toSign: { id: 'forgetPW.toSign', defaultMessage: '返回登录' },
});
