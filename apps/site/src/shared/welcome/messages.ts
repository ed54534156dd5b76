import { defineMessages } from 'react-intl';

/** The welcome after registering: the greeting, the next step and its ways. */
export const welcomeMessages = defineMessages({
  title: { id: 'welcome.title', defaultMessage: '注册成功，欢迎加入！' },
  nextStep: {
    id: 'welcome.nextStep',
    defaultMessage: '下一步：首次充值任意金额即升为 VIP1，之后每天都能免费开一次每日免费箱。',
  },
  toRecharge: { id: 'welcome.toRecharge', defaultMessage: '去首充' },
  toFreeCase: { id: 'welcome.toFreeCase', defaultMessage: '看每日免费箱' },
  dismiss: { id: 'welcome.dismiss', defaultMessage: '知道了' },
});
