import { defineMessages } from 'react-intl';

/** Route names of the account screens, for the page title (SPEC section 2 catalogue labels). */
export const accountRouteNames = defineMessages({
  login: { id: 'route.login', defaultMessage: '登录' },
  register: { id: 'route.register', defaultMessage: '注册' },
  forgetPW: { id: 'route.forgetPW', defaultMessage: '找回密码' },
  userCenter: { id: 'route.userCenter', defaultMessage: '个人中心' },
  userInfo: { id: 'route.userInfo', defaultMessage: '个人信息' },
  personalEdit: { id: 'route.personalEdit', defaultMessage: '编辑资料' },
  personalHead: { id: 'route.personalHead', defaultMessage: '头像与头像框' },
  message: { id: 'route.message', defaultMessage: '站内信' },
  messageDetail: { id: 'route.messageDetail', defaultMessage: '消息详情' },
  vip: { id: 'route.vip', defaultMessage: 'VIP' },
  download: { id: 'route.download', defaultMessage: 'APP下载' },
});
