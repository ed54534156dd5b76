import { defineMessage, defineMessages } from 'react-intl';

export const signinMessages = {
  ...defineMessages({
    heading: { id: 'signinCalendar.heading', defaultMessage: '每日签到' },
    rules: {
      id: 'signinCalendar.rules',
      defaultMessage:
        '每天签到一次，连续签到 7 天为一个周期，奖励逐日提升；中断后从第 1 天重新开始。',
    },
    signIn: { id: 'signinCalendar.signIn', defaultMessage: '立即签到' },
    signedToday: { id: 'signinCalendar.signedToday', defaultMessage: '今日已签到' },
    signed: { id: 'signinCalendar.signed', defaultMessage: '已签到' },
    next: { id: 'signinCalendar.next', defaultMessage: '今日可签' },
    records: { id: 'signinCalendar.records', defaultMessage: '签到记录' },
    calendar: { id: 'signinCalendar.calendar', defaultMessage: '本周期签到奖励' },
  }),
  streak: defineMessage<{ days: number }>({
    id: 'signinCalendar.streak',
    defaultMessage: '已连续签到 {days} 天',
  }),
  day: defineMessage<{ day: number }>({ id: 'signinCalendar.day', defaultMessage: '第 {day} 天' }),
  award: defineMessage<{ kind: 'amount' | 'point'; amount: string }>({
    id: 'signinCalendar.award',
    defaultMessage: '{kind, select, point {{amount} 积分} other {{amount} 金币}}',
  }),
  done: defineMessage<{ day: number; award: string }>({
    id: 'signinCalendar.done',
    defaultMessage: '签到成功（第 {day} 天），获得 {award}',
  }),
};
