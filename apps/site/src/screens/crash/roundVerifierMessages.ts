import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the crash screen's verifier (RoundVerifier), which loads as it nears the viewport: in
 * a file of their own, its chunk carries them rather than the screen's (firstScreenCatalogue.ts).
 */
export const roundVerifierMessages = defineMessages({
  roundId: { id: 'crash.roundId', defaultMessage: '局号' },
  verify: { id: 'crash.verify', defaultMessage: '验证' },
  verifying: { id: 'crash.verifying', defaultMessage: '正在逐步校验哈希链…' },
  notRevealed: {
    id: 'crash.notRevealed',
    defaultMessage: '这一局还没有结束，哈希在爆炸后公布',
  },
  roundHash: { id: 'crash.roundHash', defaultMessage: '本局哈希' },
  checkCommitment: {
    id: 'crash.checkCommitment',
    defaultMessage: '哈希的 SHA-256 等于开局前公布的承诺',
  },
  checkPoint: defineMessage<{ recomputed: string; stored: string }>({
    id: 'crash.checkPoint',
    defaultMessage: '重算爆点 {recomputed}，记录爆点 {stored}',
  }),
  checkChain: defineMessage<{ links: number; position: number }>({
    id: 'crash.checkChain',
    defaultMessage: '逐步计算 SHA-256：第 {links} 步到达终点哈希（本局位于链上第 {position} 位）',
  }),
  checkChainBroken: defineMessage<{ position: number }>({
    id: 'crash.checkChainBroken',
    defaultMessage: '{position} 步之内没有到达终点哈希',
  }),
  passed: { id: 'crash.passed', defaultMessage: '通过' },
  failedCheck: { id: 'crash.failedCheck', defaultMessage: '不通过' },
  verdictFair: { id: 'crash.verdictFair', defaultMessage: '这一局公平：所有校验通过' },
  verdictUnfair: {
    id: 'crash.verdictUnfair',
    defaultMessage: '校验不通过：这一局的记录与哈希不符',
  },
  houseEdge: defineMessage<{ edge: string }>({
    id: 'crash.houseEdge',
    defaultMessage: '庄家优势 {edge}',
  }),
});
