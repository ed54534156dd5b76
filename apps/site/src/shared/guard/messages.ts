import { defineMessages } from 'react-intl';

/** Why a guarded page does not open, and how it opens. */
export const guardMessages = defineMessages({
  signInWhy: {
    id: 'guard.signInWhy',
    defaultMessage: '这个页面属于你的账户，登录后才能查看；登录后会回到这里。',
  },
  battleWhy: {
    id: 'guard.battleWhy',
    defaultMessage: '对战需要开通对战资格，你的账户还没有开通。',
  },
  battleHow: {
    id: 'guard.battleHow',
    defaultMessage: '联系在线客服申请开通；开通前可以先看每日流水榜。',
  },
  signIn: { id: 'guard.signIn', defaultMessage: '登录' },
  toService: { id: 'guard.toService', defaultMessage: '联系客服开通' },
  toDailyRank: { id: 'guard.toDailyRank', defaultMessage: '看每日流水榜' },
});

/** One line for each guarded page: what a visitor would find there. */
export const guardPurposes = defineMessages({
  bag: {
    id: 'guard.purpose.bag',
    defaultMessage: '你开出和买到的饰品都在这里：出售、提取或拿去合成。',
  },
  record: {
    id: 'guard.purpose.record',
    defaultMessage: '你的每一笔充值、开箱、对战和提取的明细。',
  },
  recharge: { id: 'guard.purpose.recharge', defaultMessage: '用支付方式或卡密为账户充值金币。' },
  personal: {
    id: 'guard.purpose.personal',
    defaultMessage: '你的资料、余额、交易链接和账户设置。',
  },
  information: { id: 'guard.purpose.information', defaultMessage: '站点发给你的消息和通知。' },
  informationDetail: {
    id: 'guard.purpose.informationDetail',
    defaultMessage: '一条站内信的全文。',
  },
  vip: { id: 'guard.purpose.vip', defaultMessage: '你的VIP等级、升级进度和等级奖励。' },
  replacement: { id: 'guard.purpose.replacement', defaultMessage: '用背包里的饰品置换其他饰品。' },
  contract: {
    id: 'guard.purpose.contract',
    defaultMessage: '把多件饰品放进合约，换一件价值更高的饰品。',
  },
  rollDetail: {
    id: 'guard.purpose.rollDetail',
    defaultMessage: 'ROLL房的奖品、参与者和开奖结果。',
  },
  signin: {
    id: 'guard.purpose.signin',
    defaultMessage: '每天签到领取金币和积分，连续签到奖励更多。',
  },
  stickers: { id: 'guard.purpose.stickers', defaultMessage: '你收集到的贴纸图鉴。' },
  battle: {
    id: 'guard.purpose.battle',
    defaultMessage: '和其他玩家同开一组箱子，比拼开出的价值。',
  },
  createbattle: {
    id: 'guard.purpose.createbattle',
    defaultMessage: '选择箱子和人数，创建一场对战。',
  },
  battleBoxDetails: {
    id: 'guard.purpose.battleBoxDetails',
    defaultMessage: '对战箱子里的饰品和概率。',
  },
  rank: { id: 'guard.purpose.rank', defaultMessage: '对战玩家的排行榜。' },
  battleDetail: {
    id: 'guard.purpose.battleDetail',
    defaultMessage: '一场对战的座位、回合和结果。',
  },
  spread: { id: 'guard.purpose.spread', defaultMessage: '你的推广链接、邀请的玩家和推广收益。' },
  spreadUser: { id: 'guard.purpose.spreadUser', defaultMessage: '你邀请的玩家列表。' },
  spreadUserDetail: {
    id: 'guard.purpose.spreadUserDetail',
    defaultMessage: '一位受邀玩家带来的推广收益。',
  },
  limits: {
    id: 'guard.purpose.limits',
    defaultMessage: '设定充值和亏损上限、暂停一段时间或设置游戏时长提醒。',
  },
});
