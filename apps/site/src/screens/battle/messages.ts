import { defineMessages } from 'react-intl';

/** The battle group's words: the lobby and the histories (the help page's: helpMessages.ts). */
export const battleGroupMessages = defineMessages({
  pages: { id: 'battleGroup.pages', defaultMessage: '对战页面' },
  filters: { id: 'battleGroup.filters', defaultMessage: '筛选房间' },
  lobbyEmpty: {
    id: 'battleGroup.lobbyEmpty',
    defaultMessage: '暂时没有等待中的房间，来创建第一个吧',
  },
  historyEmpty: { id: 'battleGroup.historyEmpty', defaultMessage: '还没有结束的对战' },
  mineEmpty: { id: 'battleGroup.mineEmpty', defaultMessage: '你还没有参加过对战' },
  rank: { id: 'battleGroup.rank', defaultMessage: '对战排行' },
  boxes: { id: 'battleGroup.boxes', defaultMessage: '对战箱子' },
});
