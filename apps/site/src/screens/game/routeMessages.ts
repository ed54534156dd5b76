import { defineMessages } from 'react-intl';

/** Translated route names of the game screens, for page titles (SPEC section 2 labels). */
export const gameRouteMessages = defineMessages({
  openbox: { id: 'route.openbox', defaultMessage: '开箱' },
  myBag: { id: 'route.myBag', defaultMessage: '我的背包' },
  myRecord: { id: 'route.myRecord', defaultMessage: '个人明细' },
  recharge: { id: 'route.recharge', defaultMessage: '充值' },
  mall: { id: 'route.mall', defaultMessage: '商城' },
  fairness: { id: 'route.fairness', defaultMessage: '公平性验证' },
  privacy: { id: 'route.privacy', defaultMessage: '隐私政策' },
  regulations: { id: 'route.regulations', defaultMessage: '用户协议' },
  compliance: { id: 'route.compliance', defaultMessage: '合规声明' },
  fandubo: { id: 'route.fandubo', defaultMessage: '反赌博公告' },
  notarized: { id: 'route.notarized', defaultMessage: '公证声明' },
  contact: { id: 'route.contact', defaultMessage: '联系我们' },
});
