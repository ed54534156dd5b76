import { defineMessage, defineMessages } from 'react-intl';

export const rankingMessages = {
  ...defineMessages({
    heading: { id: 'dailyRank.heading', defaultMessage: '每日流水榜' },
    tab: { id: 'dailyRank.tab', defaultMessage: '每日奖励' },
    today: { id: 'dailyRank.today', defaultMessage: '今日（实时）' },
    yesterday: { id: 'dailyRank.yesterday', defaultMessage: '昨日' },
    settlesIn: { id: 'dailyRank.settlesIn', defaultMessage: '距今日结算' },
    settling: { id: 'dailyRank.settling', defaultMessage: '昨日榜单结算中，奖励将很快发放' },
    turnover: { id: 'dailyRank.turnover', defaultMessage: '流水' },
    prize: { id: 'dailyRank.prize', defaultMessage: '奖励' },
    prizeSoFar: { id: 'dailyRank.prizeSoFar', defaultMessage: '预计奖励' },
    emptyToday: {
      id: 'dailyRank.emptyToday',
      defaultMessage: '今天还没有人上榜，开箱或对战即可上榜',
    },
    emptyYesterday: { id: 'dailyRank.emptyYesterday', defaultMessage: '昨天没有人上榜' },
    signIn: { id: 'dailyRank.signIn', defaultMessage: '登录后查看我的排名' },
  }),
  rules: defineMessage<{
    first: string;
    second: string;
    third: string;
    pool: string;
  }>({
    id: 'dailyRank.rules',
    defaultMessage:
      '按当日开箱与对战消耗的金币排名，每天 00:00 结算：第 1–3 名分别获得 {first}、{second}、{third} 金币红包，前 10 名各得 {pool} 金币奖池的十分之一。',
  }),
  threshold: defineMessage<{ minTurnover: string }>({
    id: 'dailyRank.threshold',
    defaultMessage: '获奖门槛：当日流水满 {minTurnover} 金币，名次奖励全额发放',
  }),
  belowThreshold: defineMessage({
    id: 'dailyRank.belowThreshold',
    defaultMessage: '未达门槛',
  }),
  toQualify: defineMessage<{ amount: string }>({
    id: 'dailyRank.toQualify',
    defaultMessage: '再流水 {amount} 金币即达获奖门槛',
  }),
  mine: defineMessage<{ rank: number; turnover: string }>({
    id: 'dailyRank.mine',
    defaultMessage: '我的排名：第 {rank} 名 · 流水 {turnover}',
  }),
  unranked: defineMessage<{ turnover: string }>({
    id: 'dailyRank.unranked',
    defaultMessage: '暂未上榜 · 流水 {turnover}',
  }),
  place: defineMessage<{ rank: number }>({ id: 'dailyRank.place', defaultMessage: '第 {rank} 名' }),
  date: defineMessage<{ date: string }>({ id: 'dailyRank.date', defaultMessage: '{date} 榜单' }),
};
