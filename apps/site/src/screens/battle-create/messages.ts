import { defineMessage, defineMessages } from 'react-intl';

/** The create form's words. */
export const createBattleMessages = {
  ...defineMessages({
    boxes: { id: 'createBattle.boxes', defaultMessage: '选择箱子' },
    boxesHint: {
      id: 'createBattle.boxesHint',
      defaultMessage: '每个箱子是一个回合，按添加顺序开启，最多 6 个',
    },
    rounds: { id: 'createBattle.rounds', defaultMessage: '回合顺序' },
    noRounds: { id: 'createBattle.noRounds', defaultMessage: '还没有添加箱子' },
    seats: { id: 'createBattle.seats', defaultMessage: '人数' },
    mode: { id: 'createBattle.mode', defaultMessage: '模式' },
    password: { id: 'createBattle.password', defaultMessage: '房间密码' },
    passwordHint: {
      id: 'createBattle.passwordHint',
      defaultMessage: '选填，6-16 位；设置后只有知道密码的玩家能加入',
    },
    perSeat: { id: 'createBattle.perSeat', defaultMessage: '每人花费' },
    balance: { id: 'createBattle.balance', defaultMessage: '余额' },
    rules: {
      id: 'createBattle.rules',
      defaultMessage:
        '创建后你将支付费用并占据 1 号位；15 分钟内未满员房间自动解散并全额退款，创建后不能取消。',
    },
    add: { id: 'createBattle.add', defaultMessage: '添加' },
  }),
  chosen: defineMessage<{ count: number; max: number }>({
    id: 'createBattle.chosen',
    defaultMessage: '已选 {count}/{max} 个箱子',
  }),
  submit: defineMessage<{ cost: string }>({
    id: 'createBattle.submit',
    defaultMessage: '创建并支付 {cost}',
  }),
  countOf: defineMessage<{ name: string }>({
    id: 'createBattle.countOf',
    defaultMessage: '{name} 的数量',
  }),
};
