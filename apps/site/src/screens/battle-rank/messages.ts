import { defineMessage, defineMessages } from 'react-intl';

/** The battle rank's words. */
export const battleRankMessages = {
  ...defineMessages({
    day: { id: 'battleRank.day', defaultMessage: '今日' },
    week: { id: 'battleRank.week', defaultMessage: '本周' },
    empty: { id: 'battleRank.empty', defaultMessage: '这段时间还没有玩家在对战中获胜' },
    note: {
      id: 'battleRank.note',
      defaultMessage: '按玩家在对战中赢走的饰品价值排名，机器人和测试账号不参与排名',
    },
  }),
  place: defineMessage<{ rank: number }>({
    id: 'battleRank.place',
    defaultMessage: '第 {rank} 名',
  }),
  period: defineMessage<{ from: string; to: string }>({
    id: 'battleRank.period',
    defaultMessage: '统计时间：{from} 至 {to}',
  }),
};
