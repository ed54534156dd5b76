import { defineMessage, defineMessages } from 'react-intl';

export const serviceMessages = {
  ...defineMessages({
    widget: {
      id: 'service.widget',
      defaultMessage: '在线客服窗口在页面右下角，点击即可与客服对话。',
    },
    widgetLoading: {
      id: 'service.widgetLoading',
      defaultMessage: '若窗口没有出现，请稍候片刻或刷新页面。',
    },
    intro: {
      id: 'service.intro',
      defaultMessage: '给客服留言，客服的回复会显示在这里，并同时发送到您的站内信。',
    },
    thread: { id: 'service.thread', defaultMessage: '我的留言' },
    empty: { id: 'service.empty', defaultMessage: '还没有留言，有问题请随时告诉我们' },
    you: { id: 'service.you', defaultMessage: '我' },
    operator: { id: 'service.operator', defaultMessage: '客服' },
    input: { id: 'service.input', defaultMessage: '留言内容' },
    placeholder: {
      id: 'service.placeholder',
      defaultMessage: '请描述您遇到的问题（订单号、时间等）',
    },
    send: { id: 'service.send', defaultMessage: '发送留言' },
    sent: { id: 'service.sent', defaultMessage: '已收到您的留言，客服会尽快回复' },
    signIn: { id: 'service.signIn', defaultMessage: '登录后即可给客服留言' },
    signInButton: { id: 'service.signInButton', defaultMessage: '登录' },
    messages: { id: 'service.messages', defaultMessage: '查看站内信' },
    elsewhere: { id: 'service.elsewhere', defaultMessage: '其他联系方式' },
  }),
  count: defineMessage<{ count: number; max: number }>({
    id: 'service.count',
    defaultMessage: '{count}/{max}',
  }),
};
