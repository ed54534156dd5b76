import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the crash screen (GAMES.md section 2); SPEC's four refusals come from the contract. */
export const crashMessages = defineMessages({
  curve: { id: 'crash.curve', defaultMessage: '本局倍数曲线' },
  waiting: { id: 'crash.waiting', defaultMessage: '等待下一局' },
  startsIn: defineMessage<{ seconds: string }>({
    id: 'crash.startsIn',
    defaultMessage: '{seconds} 秒后起飞',
  }),
  bettingOpen: { id: 'crash.bettingOpen', defaultMessage: '下注中' },
  running: { id: 'crash.running', defaultMessage: '飞行中' },
  crashedAt: defineMessage<{ multiplier: string }>({
    id: 'crash.crashedAt',
    defaultMessage: '爆点 {multiplier}',
  }),
  crashed: { id: 'crash.crashed', defaultMessage: '已爆炸' },
  stake: { id: 'crash.stake', defaultMessage: '下注金额' },
  quickAmounts: { id: 'crash.quickAmounts', defaultMessage: '快捷金额' },
  half: { id: 'crash.half', defaultMessage: '½' },
  double: { id: 'crash.double', defaultMessage: '×2' },
  max: { id: 'crash.max', defaultMessage: '最大' },
  autoCashOut: { id: 'crash.autoCashOut', defaultMessage: '自动逃跑' },
  autoCashOutAt: { id: 'crash.autoCashOutAt', defaultMessage: '逃跑倍数' },
  bet: { id: 'crash.bet', defaultMessage: '下注' },
  betNext: { id: 'crash.betNext', defaultMessage: '下一局下注' },
  queued: { id: 'crash.queued', defaultMessage: '已预约下一局，点击取消' },
  escape: defineMessage<{ payout: string }>({
    id: 'crash.escape',
    defaultMessage: '逃跑 {payout}',
  }),
  escapeWaiting: { id: 'crash.escapeWaiting', defaultMessage: '逃跑（等待起飞）' },
  escapeLocked: {
    id: 'crash.escapeLocked',
    defaultMessage: '倒计时结束、曲线起飞后才能逃跑',
  },
  escaped: defineMessage<{ multiplier: string; payout: string }>({
    id: 'crash.escaped',
    defaultMessage: '已逃跑 {multiplier}，获得 {payout}',
  }),
  // Said by the layout's live region; worded apart from the line on the page, which it repeats.
  announceEscaped: defineMessage<{ multiplier: string; payout: string }>({
    id: 'crash.announceEscaped',
    defaultMessage: '逃跑成功：{multiplier}，获得 {payout}',
  }),
  lost: defineMessage<{ stake: string }>({
    id: 'crash.lost',
    defaultMessage: '未能逃跑，损失 {stake}',
  }),
  myBet: defineMessage<{ stake: string }>({
    id: 'crash.myBet',
    defaultMessage: '本局下注 {stake}',
  }),
  myAuto: defineMessage<{ multiplier: string }>({
    id: 'crash.myAuto',
    defaultMessage: '自动逃跑 {multiplier}',
  }),
  limits: defineMessage<{ min: string; max: string; maxProfit: string }>({
    id: 'crash.limits',
    defaultMessage: '单注 {min} - {max}，单局最高盈利 {maxProfit}',
  }),
  balance: { id: 'crash.balance', defaultMessage: '余额' },
  players: { id: 'crash.players', defaultMessage: '本局玩家' },
  playersSummary: defineMessage<{ count: number; total: string }>({
    id: 'crash.playersSummary',
    defaultMessage: '{count} 人下注，共 {total}',
  }),
  noPlayers: { id: 'crash.noPlayers', defaultMessage: '本局还没有人下注' },
  player: { id: 'crash.player', defaultMessage: '玩家' },
  playerStake: { id: 'crash.playerStake', defaultMessage: '下注' },
  playerResult: { id: 'crash.playerResult', defaultMessage: '结果' },
  riding: { id: 'crash.riding', defaultMessage: '飞行中' },
  busted: { id: 'crash.busted', defaultMessage: '失败' },
  history: { id: 'crash.history', defaultMessage: '最近爆点' },
  historyRound: defineMessage<{ roundId: number; multiplier: string }>({
    id: 'crash.historyRound',
    defaultMessage: '第 {roundId} 局，爆点 {multiplier}，点击验证',
  }),
  fairness: { id: 'crash.fairness', defaultMessage: '公平性验证' },
  fairnessHow: {
    id: 'crash.fairnessHow',
    defaultMessage:
      '每局的哈希来自一条预先提交的 SHA-256 哈希链，爆点还取决于链提交之后才出现的盐值。每局下注前公布它的承诺（本局哈希的 SHA-256），爆炸后公布哈希本身。任何一局都可以按下面的公式在浏览器中重算，并逐步校验到终点哈希。',
  },
  chain: { id: 'crash.chain', defaultMessage: '当前哈希链' },
  nextChain: {
    id: 'crash.nextChain',
    defaultMessage: '下一条哈希链（已提交；盐值设定后从下一局起使用）',
  },
  terminalHash: { id: 'crash.terminalHash', defaultMessage: '终点哈希' },
  committedAt: { id: 'crash.committedAt', defaultMessage: '提交时间' },
  saltSource: { id: 'crash.saltSource', defaultMessage: '盐值来源' },
  salt: { id: 'crash.salt', defaultMessage: '盐值' },
  saltedAt: { id: 'crash.saltedAt', defaultMessage: '盐值设定时间' },
  saltPending: {
    id: 'crash.saltPending',
    defaultMessage: '尚未设定：这个公开值出现后由运营方填入，在此之前这条链不进行任何一局',
  },
  noSalt: {
    id: 'crash.noSalt',
    defaultMessage: '这条链在有盐值之前提交，它各局的爆点消息只是 crash',
  },
  commitment: { id: 'crash.commitment', defaultMessage: '本局承诺' },
  noChain: {
    id: 'crash.noChain',
    defaultMessage: '还没有哈希链：运营方提交一条链并在其盐值出现后填入，游戏才开始',
  },
  loadFailed: { id: 'crash.loadFailed', defaultMessage: '游戏连接失败' },
  retry: { id: 'crash.retry', defaultMessage: '重试' },
});
