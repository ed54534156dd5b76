import { defineMessage, defineMessages } from 'react-intl';

export const chatMessages = {
  ...defineMessages({
    intro: {
      id: 'chat.intro',
      defaultMessage: '全站玩家的聊天室，文明发言。仅支持文字，链接不会被打开。',
    },
    lines: { id: 'chat.lines', defaultMessage: '聊天记录' },
    empty: { id: 'chat.empty', defaultMessage: '还没有人发言，来说第一句吧' },
    loadFailed: { id: 'chat.loadFailed', defaultMessage: '聊天记录加载失败' },
    retry: { id: 'chat.retry', defaultMessage: '重试' },
    placeholder: { id: 'chat.placeholder', defaultMessage: '说点什么…' },
    input: { id: 'chat.input', defaultMessage: '聊天内容' },
    send: { id: 'chat.send', defaultMessage: '发送' },
    signInToPost: { id: 'chat.signInToPost', defaultMessage: '登录后即可发言，游客可以浏览聊天' },
    signIn: { id: 'chat.signIn', defaultMessage: '登录' },
    me: { id: 'chat.me', defaultMessage: '我' },
    anchor: { id: 'chat.anchor', defaultMessage: '主播' },
    officialGroup: { id: 'chat.officialGroup', defaultMessage: '加入官方社群' },
    earlier: { id: 'chat.earlier', defaultMessage: '查看更早的消息' },
    earlierFailed: { id: 'chat.earlierFailed', defaultMessage: '更早的消息加载失败，请重试' },
    beginning: { id: 'chat.beginning', defaultMessage: '已经是最早的消息了' },
  }),
  count: defineMessage<{ count: number; max: number }>({
    id: 'chat.count',
    defaultMessage: '{count}/{max}',
  }),
  muted: defineMessage<{ until: string }>({
    id: 'chat.muted',
    defaultMessage: '您已被管理员禁言，{until} 后可再次发言',
  }),
};
