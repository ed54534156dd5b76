import { defineMessage, defineMessages } from 'react-intl';

export const newYearMessages = {
  ...defineMessages({
    none: { id: 'newyear.none', defaultMessage: '新春活动尚未开启，敬请期待' },
    open: { id: 'newyear.open', defaultMessage: '拆红包' },
    nextIn: { id: 'newyear.nextIn', defaultMessage: '距下个红包' },
    prizes: { id: 'newyear.prizes', defaultMessage: '奖池与概率' },
    myDraws: { id: 'newyear.myDraws', defaultMessage: '我的新春红包' },
    noDraws: { id: 'newyear.noDraws', defaultMessage: '还没有拆过红包' },
    rules: {
      id: 'newyear.rules',
      defaultMessage:
        '活动期间，每个站点日（北京时间）开箱与对战流水达到要求即可拆一个新春红包，奖金由可验证的随机数在奖池中抽取，直接到账。',
    },
    prize: { id: 'newyear.prize', defaultMessage: '奖品' },
    amount: { id: 'newyear.amount', defaultMessage: '金额' },
    chance: { id: 'newyear.chance', defaultMessage: '概率' },
    tickets: { id: 'newyear.tickets', defaultMessage: '票号' },
  }),
  entry: defineMessage<{ today: string; entry: string }>({
    id: 'newyear.entry',
    defaultMessage: '今日流水 {today} / {entry}',
  }),
  won: defineMessage<{ name: string; amount: string }>({
    id: 'newyear.won',
    defaultMessage: '恭喜拆得「{name}」{amount} 金币，已到账',
  }),
  draw: defineMessage<{ day: string; name: string; amount: string }>({
    id: 'newyear.draw',
    defaultMessage: '{day} · {name} · {amount} 金币',
  }),
};
