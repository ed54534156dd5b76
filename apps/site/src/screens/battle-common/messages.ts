import { defineMessage, defineMessages } from 'react-intl';

/** Words every battle screen shares: room kinds, modes, states, the filter. */
export const battleMessages = {
  ...defineMessages({
    kindOfficial: { id: 'battle.kind.official', defaultMessage: '官方' },
    kindAnchor: { id: 'battle.kind.anchor', defaultMessage: '主播' },
    kindPlayer: { id: 'battle.kind.player', defaultMessage: '玩家' },
    modeClassic: { id: 'battle.mode.classic', defaultMessage: '经典模式' },
    modeClown: { id: 'battle.mode.clown', defaultMessage: '小丑模式' },
    modeClassicHint: {
      id: 'battle.mode.classicHint',
      defaultMessage: '总价值最高的玩家赢走所有饰品',
    },
    modeClownHint: {
      id: 'battle.mode.clownHint',
      defaultMessage: '总价值最低的玩家赢走所有饰品',
    },
    statusWaiting: { id: 'battle.status.waiting', defaultMessage: '等待中' },
    statusRunning: { id: 'battle.status.running', defaultMessage: '进行中' },
    statusFinished: { id: 'battle.status.finished', defaultMessage: '已结束' },
    statusDissolved: { id: 'battle.status.dissolved', defaultMessage: '已解散' },
    locked: { id: 'battle.locked', defaultMessage: '需要密码' },
    cost: { id: 'battle.cost', defaultMessage: '每人花费' },
    join: { id: 'battle.join', defaultMessage: '加入' },
    watch: { id: 'battle.watch', defaultMessage: '观战' },
    view: { id: 'battle.view', defaultMessage: '查看' },
    create: { id: 'battle.create', defaultMessage: '创建对战' },
    filterType: { id: 'battle.filter.type', defaultMessage: '房间' },
    filterMode: { id: 'battle.filter.mode', defaultMessage: '模式' },
    filterSort: { id: 'battle.filter.sort', defaultMessage: '排序' },
    all: { id: 'battle.filter.all', defaultMessage: '全部' },
    sortNewest: { id: 'battle.sort.newest', defaultMessage: '最新' },
    sortDearest: { id: 'battle.sort.dearest', defaultMessage: '价格最高' },
    sortCheapest: { id: 'battle.sort.cheapest', defaultMessage: '价格最低' },
    winner: { id: 'battle.winner', defaultMessage: '获胜者' },
    tie: { id: 'battle.tie', defaultMessage: '平局' },
    bot: { id: 'battle.bot', defaultMessage: '机器人' },
    you: { id: 'battle.you', defaultMessage: '我' },
    freeSeat: { id: 'battle.freeSeat', defaultMessage: '空位' },
    retry: { id: 'battle.retry', defaultMessage: '重新加载' },
    loadFailed: { id: 'battle.loadFailed', defaultMessage: '加载失败，请检查网络后重试' },
    fairness: { id: 'battle.fairness', defaultMessage: '公平性验证' },
  }),
  seats: defineMessage<{ taken: number; count: number }>({
    id: 'battle.seats',
    defaultMessage: '{taken}/{count} 人',
  }),
  seatCount: defineMessage<{ count: number }>({
    id: 'battle.seatCount',
    defaultMessage: '{count} 人',
  }),
  rounds: defineMessage<{ count: number }>({
    id: 'battle.rounds',
    defaultMessage: '{count} 回合',
  }),
  roomNumber: defineMessage<{ id: number }>({
    id: 'battle.roomNumber',
    defaultMessage: '房间 #{id}',
  }),
  boxCount: defineMessage<{ name: string; count: number }>({
    id: 'battle.boxCount',
    defaultMessage: '{name} ×{count}',
  }),
};
