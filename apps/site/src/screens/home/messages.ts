import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  heading: { id: 'home.heading', defaultMessage: 'CS2 开箱' },
  serverOk: { id: 'home.server.ok', defaultMessage: '服务器在线' },
  serverDown: { id: 'home.server.down', defaultMessage: '服务器暂时无法连接' },
});
