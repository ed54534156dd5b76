import { defineMessage, defineMessages } from 'react-intl';

/** The battle room's own words. */
export const battleDetailMessages = {
  ...defineMessages({
    missing: { id: 'battleDetail.missing', defaultMessage: '没有指定对战房间' },
    share: { id: 'battleDetail.share', defaultMessage: '分享' },
    copied: { id: 'battleDetail.copied', defaultMessage: '房间链接已复制，发给好友即可加入' },
    joinSeat: { id: 'battleDetail.joinSeat', defaultMessage: '加入' },
    waitingPlayer: { id: 'battleDetail.waitingPlayer', defaultMessage: '等待玩家加入' },
    fillBots: { id: 'battleDetail.fillBots', defaultMessage: '机器人补位' },
    fillBotsHint: {
      id: 'battleDetail.fillBotsHint',
      defaultMessage: '空位由机器人补齐，对战立即开始',
    },
    passwordTitle: { id: 'battleDetail.passwordTitle', defaultMessage: '输入房间密码' },
    password: { id: 'battleDetail.password', defaultMessage: '房间密码' },
    passwordNeeded: { id: 'battleDetail.passwordNeeded', defaultMessage: '请输入房间密码' },
    total: { id: 'battleDetail.total', defaultMessage: '总价值' },
    settling: { id: 'battleDetail.settling', defaultMessage: '结算中…' },
    victory: { id: 'battleDetail.victory', defaultMessage: '胜利' },
    failure: { id: 'battleDetail.failure', defaultMessage: '失败' },
    tieNote: {
      id: 'battleDetail.tieNote',
      defaultMessage: '平局：没有赢家，每位玩家保留自己开出的饰品',
    },
    haul: { id: 'battleDetail.haul', defaultMessage: '赢走的饰品' },
    ownDrops: { id: 'battleDetail.ownDrops', defaultMessage: '你开出的饰品已放入背包' },
    toBag: { id: 'battleDetail.toBag', defaultMessage: '去背包查看' },
    again: { id: 'battleDetail.again', defaultMessage: '再来一场' },
    lobby: { id: 'battleDetail.lobby', defaultMessage: '对战大厅' },
    dissolved: {
      id: 'battleDetail.dissolved',
      defaultMessage: '房间 15 分钟内未满员，已自动解散，费用已原路退回',
    },
    seeds: { id: 'battleDetail.seeds', defaultMessage: '公平性' },
    serverSeedHash: { id: 'battleDetail.serverSeedHash', defaultMessage: '服务器种子哈希' },
    publicSeed: { id: 'battleDetail.publicSeed', defaultMessage: '公共种子' },
    seedsHint: {
      id: 'battleDetail.seedsHint',
      defaultMessage: '服务器种子在创建时已锁定（上方为其哈希），对战结束后公开，可逐回合验证',
    },
    boxes: { id: 'battleDetail.boxes', defaultMessage: '回合箱子' },
    lanes: { id: 'battleDetail.lanes', defaultMessage: '玩家' },
    leading: { id: 'battleDetail.leading', defaultMessage: '领先' },
    won: { id: 'battleDetail.won', defaultMessage: '获胜' },
    settlement: { id: 'battleDetail.settlement', defaultMessage: '结算：投入、带走与净收益' },
    stake: { id: 'battleDetail.stake', defaultMessage: '投入' },
    take: { id: 'battleDetail.take', defaultMessage: '带走' },
    net: { id: 'battleDetail.net', defaultMessage: '净收益' },
    leadBar: { id: 'battleDetail.leadBar', defaultMessage: '领先程度' },
  }),
  victoryDown: defineMessage<{ loss: string }>({
    id: 'battleDetail.victoryDown',
    defaultMessage: '赢下对战，但净亏 {loss}',
  }),
  title: defineMessage<{ id: number }>({
    id: 'battleDetail.title',
    defaultMessage: '对战 #{id}',
  }),
  dissolveIn: defineMessage<{ time: string }>({
    id: 'battleDetail.dissolveIn',
    defaultMessage: '{time} 后仍未满员将自动解散并退款',
  }),
  startsIn: defineMessage<{ seconds: number }>({
    id: 'battleDetail.startsIn',
    defaultMessage: '{seconds} 秒后开始',
  }),
  round: defineMessage<{ round: number; rounds: number }>({
    id: 'battleDetail.round',
    defaultMessage: '第 {round}/{rounds} 回合',
  }),
  winnerTakes: defineMessage<{ name: string }>({
    id: 'battleDetail.winnerTakes',
    defaultMessage: '{name} 获胜，赢走全部饰品',
  }),
  seatLabel: defineMessage<{ seat: number }>({
    id: 'battleDetail.seatLabel',
    defaultMessage: '{seat} 号位',
  }),
  joinPaying: defineMessage<{ cost: string }>({
    id: 'battleDetail.joinPaying',
    defaultMessage: '加入需支付 {cost}',
  }),
  roundLead: defineMessage<{ round: number; seat: number; total: string }>({
    id: 'battleDetail.roundLead',
    defaultMessage: '第 {round} 回合结束，{seat} 号位领先，共 {total}',
  }),
  roundTie: defineMessage<{ round: number }>({
    id: 'battleDetail.roundTie',
    defaultMessage: '第 {round} 回合结束，目前持平',
  }),
};
