import { defineMessage, defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  packetTitle: { id: 'app.packetTitle', defaultMessage: '新人红包' },
  packetIntro: { id: 'app.packetIntro', defaultMessage: '注册成功，送你一个新人红包' },
  packetOpen: { id: 'app.packetOpen', defaultMessage: '拆红包' },
  packetGot: defineMessage<{ money: string }>({
    id: 'app.packetGot',
    defaultMessage: '恭喜获得 {money} 金币',
  }),
  packetClose: { id: 'app.packetClose', defaultMessage: '收下' },
  bindTitle: { id: 'app.bindTitle', defaultMessage: '绑定手机号' },
  bindIntro: { id: 'app.bindIntro', defaultMessage: '为了账户安全，请绑定手机号' },
  bindSubmit: { id: 'app.bindSubmit', defaultMessage: '绑定' },
});
