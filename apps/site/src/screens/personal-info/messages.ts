import { defineMessage, defineMessages } from 'react-intl';

export const personalInfoMessages = defineMessages({
  title: { id: 'personalInfo.title', defaultMessage: '账户与安全' },
  account: { id: 'personalInfo.account', defaultMessage: '账号信息' },
  accountName: { id: 'personalInfo.accountName', defaultMessage: '账号' },
  mobile: { id: 'personalInfo.mobile', defaultMessage: '手机号' },
  spreadCode: { id: 'personalInfo.spreadCode', defaultMessage: '我的推广码' },
  tradeLink: { id: 'personalInfo.tradeLink', defaultMessage: 'Steam交易链接' },
  tradeLinkHint: {
    id: 'personalInfo.tradeLinkHint',
    defaultMessage: '绑定后不可修改，提取和充值前必须绑定',
  },
  tradeLinkBound: { id: 'personalInfo.tradeLinkBound', defaultMessage: '已绑定，不可修改' },
  bind: { id: 'personalInfo.bind', defaultMessage: '绑定' },
  bound: { id: 'personalInfo.bound', defaultMessage: '绑定成功' },
  inviteCode: { id: 'personalInfo.inviteCode', defaultMessage: '邀请人邀请码' },
  inviteCodeHint: { id: 'personalInfo.inviteCodeHint', defaultMessage: '邀请码只能修改一次' },
  inviteCodeConfirmTitle: {
    id: 'personalInfo.inviteCodeConfirmTitle',
    defaultMessage: '确认修改邀请码',
  },
  inviteCodeConfirm: defineMessage<{ code: string }>({
    id: 'personalInfo.inviteCodeConfirm',
    defaultMessage: '邀请码只能修改一次，确认改为 {code} 吗？',
  }),
  inviteCodeChanged: {
    id: 'personalInfo.inviteCodeChanged',
    defaultMessage: '已修改过，不可再次修改',
  },
  realNameTitle: { id: 'personalInfo.realNameTitle', defaultMessage: '实名认证' },
  realName: { id: 'personalInfo.realName', defaultMessage: '真实姓名' },
  idNumber: { id: 'personalInfo.idNumber', defaultMessage: '身份证号' },
  verified: { id: 'personalInfo.verified', defaultMessage: '已认证' },
  verify: { id: 'personalInfo.verify', defaultMessage: '提交认证' },
  reward: defineMessage<{ amount: string }>({
    id: 'personalInfo.reward',
    defaultMessage: '认证成功奖励 {amount} 金币',
  }),
  passwordTitle: { id: 'personalInfo.passwordTitle', defaultMessage: '修改密码' },
  oldPassword: { id: 'personalInfo.oldPassword', defaultMessage: '原密码' },
  newPassword: { id: 'personalInfo.newPassword', defaultMessage: '新密码' },
  passwordChanged: {
    id: 'personalInfo.passwordChanged',
    defaultMessage: '密码已修改，其他设备已退出登录',
  },
});
