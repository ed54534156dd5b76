import { defineMessage, defineMessages } from 'react-intl';

/** What the limits say outside their own page: on a refused stake and in the session reminder. */
export const limitsNoticeMessages = {
  ...defineMessages({
    sessionTitle: { id: 'limits.sessionTitle', defaultMessage: '游戏时长提醒' },
    keepPlaying: { id: 'limits.keepPlaying', defaultMessage: '继续' },
    seeLimits: { id: 'limits.seeLimits', defaultMessage: '查看限额' },
  }),
  sessionMessage: defineMessage<{ minutes: number }>({
    id: 'limits.sessionMessage',
    defaultMessage: '您本次已游戏 {minutes} 分钟，请注意休息，理性娱乐。',
  }),
};
