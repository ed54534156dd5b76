import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  heading: { id: 'help.heading', defaultMessage: '帮助中心' },
  pages: { id: 'help.pages', defaultMessage: '帮助页面' },
});
