import { defineMessage, defineMessages } from 'react-intl';

export const contractMessages = {
  ...defineMessages({
    heading: { id: 'contract.heading', defaultMessage: '汰换合约' },
    rules: {
      id: 'contract.rules',
      defaultMessage:
        '放入3至10件饰品（总价值V），签订后从价值在 V/4 至 4V 之间的奖池中抽出一件。奖池与概率在签订前公示，结果可验证。',
    },
    offerTitle: { id: 'contract.offerTitle', defaultMessage: '① 放入饰品' },
    ladderTitle: { id: 'contract.ladderTitle', defaultMessage: '② 奖池与概率' },
    historyTitle: { id: 'contract.historyTitle', defaultMessage: '我的合约' },
    preview: { id: 'contract.preview', defaultMessage: '查看奖池与概率' },
    sign: { id: 'contract.sign', defaultMessage: '签订合约' },
    clear: { id: 'contract.clear', defaultMessage: '清空' },
    previewFirst: {
      id: 'contract.previewFirst',
      defaultMessage: '放入3至10件饰品后查看奖池，签订前可看到每件奖品的概率',
    },
    emptyBag: { id: 'contract.emptyBag', defaultMessage: '背包中没有可放入合约的饰品' },
    noHistory: { id: 'contract.noHistory', defaultMessage: '还没有签订过合约' },
    verify: { id: 'contract.verify', defaultMessage: '验证' },
    verified: { id: 'contract.verified', defaultMessage: '验证通过：重新计算的票号与奖品一致' },
    mismatch: { id: 'contract.mismatch', defaultMessage: '验证失败：重新计算的结果不一致' },
    hidden: {
      id: 'contract.hidden',
      defaultMessage: '服务端种子尚未公开：在公平性验证页更换客户端种子后即可验证',
    },
    fairness: { id: 'contract.fairness', defaultMessage: '公平性验证' },
    seedHash: { id: 'contract.seedHash', defaultMessage: '服务端种子哈希' },
    clientSeed: { id: 'contract.clientSeed', defaultMessage: '客户端种子' },
  }),
  chosen: defineMessage<{ count: number; total: string }>({
    id: 'contract.chosen',
    defaultMessage: '已放入 {count}/10 件，合约价值 {total}',
  }),
  summary: defineMessage<{ value: string; expected: string; rtp: string }>({
    id: 'contract.summary',
    defaultMessage: '合约价值 {value}，奖品期望价值 {expected}（返还率 {rtp}%）',
  }),
  odds: defineMessage<{ probability: string; from: number; to: number }>({
    id: 'contract.odds',
    defaultMessage: '{probability}% · 票号 {from}–{to}',
  }),
  nonce: defineMessage<{ nonce: number }>({
    id: 'contract.nonce',
    defaultMessage: '随机数序号 {nonce}',
  }),
  confirm: defineMessage<{ count: number; value: string }>({
    id: 'contract.confirm',
    defaultMessage: '用 {count} 件饰品（价值 {value}）签订合约？放入的饰品将被消耗，不能撤回。',
  }),
  won: defineMessage<{ name: string; price: string; ticket: number }>({
    id: 'contract.won',
    defaultMessage: '合约完成：获得 {name}（{price}），票号 {ticket}，已放入背包',
  }),
  record: defineMessage<{
    value: string;
    name: string;
    price: string;
    ticket: number;
    nonce: number;
  }>({
    id: 'contract.record',
    defaultMessage: '价值 {value} → {name}（{price}）· 票号 {ticket} · 序号 {nonce}',
  }),
};
