import { defineMessages } from 'react-intl';

/** The error state a page shows when its data could not be had (CallErrorState.tsx). */
export const callErrorMessages = defineMessages({
  offlineTitle: { id: 'callError.offlineTitle', defaultMessage: '连接不上服务器' },
  offlineBody: {
    id: 'callError.offlineBody',
    defaultMessage: '请检查网络连接。网络恢复后页面会自动重新加载，也可以现在重试。',
  },
  serverTitle: { id: 'callError.serverTitle', defaultMessage: '服务器暂时出错' },
  serverBody: {
    id: 'callError.serverBody',
    defaultMessage: '我们会自动再试几次，也可以现在重试。',
  },
  notFoundTitle: { id: 'callError.notFoundTitle', defaultMessage: '找不到这个页面的内容' },
  notFoundBody: {
    id: 'callError.notFoundBody',
    defaultMessage: '它可能已被删除，或链接有误。',
  },
  retry: { id: 'callError.retry', defaultMessage: '重试' },
  home: { id: 'callError.home', defaultMessage: '返回首页' },
});
