import { defineMessage, defineMessages } from 'react-intl';

export const fairnessMessages = {
  ...defineMessages({
    heading: { id: 'fairness.heading', defaultMessage: '公平性验证' },
    explain: {
      id: 'fairness.explain',
      defaultMessage:
        '本站每一个随机结果都能由公布的种子重算：下面的公式就是服务器使用的公式，不多不少。下方的计算器会在您的浏览器中重算您种子对的任何一次抽取。',
    },
    seeds: { id: 'fairness.seeds', defaultMessage: '我的种子' },
    serverSeedHash: { id: 'fairness.serverSeedHash', defaultMessage: '服务端种子哈希' },
    clientSeed: { id: 'fairness.clientSeed', defaultMessage: '客户端种子' },
    nonce: { id: 'fairness.nonce', defaultMessage: '随机数' },
    newClientSeed: { id: 'fairness.newClientSeed', defaultMessage: '新的客户端种子' },
    change: { id: 'fairness.change', defaultMessage: '更换客户端种子' },
    revealed: { id: 'fairness.revealed', defaultMessage: '已公开的上一组种子' },
    serverSeed: { id: 'fairness.serverSeed', defaultMessage: '服务端种子' },
    verify: { id: 'fairness.verify', defaultMessage: '验证结果' },
    cursor: { id: 'fairness.cursor', defaultMessage: '游标' },
    box: { id: 'fairness.box', defaultMessage: '箱子' },
    game: { id: 'fairness.game', defaultMessage: '游戏' },
    chooseBox: { id: 'fairness.chooseBox', defaultMessage: '请选择箱子' },
    calculate: { id: 'fairness.calculate', defaultMessage: '计算' },
    notRevealed: {
      id: 'fairness.notRevealed',
      defaultMessage: '这次开箱的服务端种子尚未公开：更换客户端种子后即可验证。',
    },
    hashMatches: { id: 'fairness.hashMatches', defaultMessage: '服务端种子与公布的哈希一致' },
    hashDiffers: { id: 'fairness.hashDiffers', defaultMessage: '服务端种子与公布的哈希不一致' },
    serverMatches: { id: 'fairness.serverMatches', defaultMessage: '与服务器记录的票号一致' },
    serverDiffers: { id: 'fairness.serverDiffers', defaultMessage: '与服务器记录的票号不一致' },
    seedRequired: {
      id: 'fairness.seedRequired',
      defaultMessage: '请填写服务端种子、客户端种子和随机数',
    },
  }),
  rolls: defineMessage<{ rolls: number }>({
    id: 'fairness.rolls',
    defaultMessage: '共 {rolls} 次',
  }),
  ticket: defineMessage<{ ticket: number }>({
    id: 'fairness.ticket',
    defaultMessage: '票号 {ticket}',
  }),
  item: defineMessage<{ name: string; from: number; to: number }>({
    id: 'fairness.item',
    defaultMessage: '开出 {name}（区间 {from} – {to}）',
  }),
  rollOf: defineMessage<{ rollId: number }>({
    id: 'fairness.rollOf',
    defaultMessage: '记录 #{rollId}',
  }),
};
