import { defineMessages } from 'react-intl';

/**
 * The battle help page's words (BattleHelpView), in a file of their own: the page loads when it is
 * opened, and its chunk carries them rather than the lobby's (firstScreenCatalogue.ts).
 */
export const battleHelpMessages = defineMessages({
  intro: {
    id: 'battleGroup.help.intro',
    defaultMessage:
      '箱子对战是 2 到 8 名玩家开同样的箱子，比拼开出饰品的总价值。每个箱子是一个回合，所有玩家同时开启。',
  },
  createTitle: { id: 'battleGroup.help.createTitle', defaultMessage: '创建与加入' },
  create: {
    id: 'battleGroup.help.create',
    defaultMessage:
      '创建房间时选择 1 到 6 个对战箱子（可重复）、2 到 8 人、经典或小丑模式，并可设置 6-16 位房间密码。创建者支付费用并坐 1 号位；其他玩家选择空位加入时支付同样的费用。房主可以用机器人补齐空位，对战立即开始。',
  },
  modesTitle: { id: 'battleGroup.help.modesTitle', defaultMessage: '胜负规则' },
  modes: {
    id: 'battleGroup.help.modes',
    defaultMessage:
      '经典模式中，所有回合结束后开出总价值最高的玩家赢走全部玩家开出的饰品；小丑模式中，总价值最低的玩家赢走全部饰品。若最高（小丑模式为最低）总价值相同，则为平局：对所有人显示为失败，每位玩家保留自己开出的饰品。饰品在结算时直接放入背包。',
  },
  dissolveTitle: { id: 'battleGroup.help.dissolveTitle', defaultMessage: '解散与退款' },
  dissolve: {
    id: 'battleGroup.help.dissolve',
    defaultMessage:
      '房间创建后不能取消。15 分钟内未满员的房间自动解散，每位已支付的玩家全额退款，且只退一次。',
  },
  fairTitle: { id: 'battleGroup.help.fairTitle', defaultMessage: '公平性' },
  fair: {
    id: 'battleGroup.help.fair',
    defaultMessage:
      '房间创建时即锁定服务器种子并公布其哈希；满员时，公共种子由各座位的用户码按座位顺序计算得出，所有回合的结果在此刻一次性确定。对战结束后公开服务器种子，任何人都可以在验证页面逐回合重新计算。',
  },
  roomsTitle: { id: 'battleGroup.help.roomsTitle', defaultMessage: '房间类型' },
  rooms: {
    id: 'battleGroup.help.rooms',
    defaultMessage:
      '官方房间由平台开设，所有座位向玩家开放；主播房间由主播创建，带有主播标识；其余为玩家房间。排行榜按日、按周统计玩家在对战中赢走的饰品价值。',
  },
});
