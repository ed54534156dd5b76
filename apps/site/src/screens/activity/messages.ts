import { defineMessage, defineMessages } from 'react-intl';

export const activityMessages = {
  ...defineMessages({
    none: { id: 'activity.none', defaultMessage: '当前没有进行中的活动，敬请期待' },
    home: { id: 'activity.home', defaultMessage: '返回首页' },
    myTurnover: { id: 'activity.myTurnover', defaultMessage: '我的活动流水' },
    prizes: { id: 'activity.prizes', defaultMessage: '活动奖品' },
    claim: { id: 'activity.claim', defaultMessage: '领取' },
    claimed: { id: 'activity.claimed', defaultMessage: '已领取' },
    rules: {
      id: 'activity.rules',
      defaultMessage:
        '活动期间在开箱与对战中消耗的金币计入活动流水，流水达到奖品的要求即可领取该饰品，每件奖品每位玩家限领一次，领取的饰品放入背包。',
    },
  }),
  needs: defineMessage<{ turnover: string }>({
    id: 'activity.needs',
    defaultMessage: '流水满 {turnover}',
  }),
  won: defineMessage<{ name: string }>({
    id: 'activity.won',
    defaultMessage: '已领取「{name}」，饰品已放入背包',
  }),
};
