import { defineMessage, defineMessages } from 'react-intl';

export const rollProofMessages = {
  ...defineMessages({
    game: { id: 'rollProof.game', defaultMessage: '玩法前缀' },
    ticket: { id: 'rollProof.ticket', defaultMessage: '票号' },
    serverSeedHash: { id: 'rollProof.serverSeedHash', defaultMessage: '服务端种子哈希' },
    clientSeed: { id: 'rollProof.clientSeed', defaultMessage: '客户端种子' },
    nonce: { id: 'rollProof.nonce', defaultMessage: 'Nonce' },
    sealed: {
      id: 'rollProof.sealed',
      defaultMessage: '服务端种子尚未公开：在公平性验证页更换客户端种子后即可复算本次结果。',
    },
    fairness: { id: 'rollProof.fairness', defaultMessage: '前往公平性验证' },
  }),
  verify: defineMessage<{ rollId: number }>({
    id: 'rollProof.verify',
    defaultMessage: '验证结果（#{rollId}）',
  }),
  matches: defineMessage<{ ticket: number }>({
    id: 'rollProof.matches',
    defaultMessage: '已在浏览器中复算：票号 {ticket}，种子哈希与票号均一致',
  }),
  differs: defineMessage<{ ticket: number }>({
    id: 'rollProof.differs',
    defaultMessage: '复算结果为票号 {ticket}，与记录不一致',
  }),
};
