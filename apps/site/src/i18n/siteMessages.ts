import { defineMessages } from 'react-intl';

/** Texts of the shell itself: the site title and the translated route names used in page titles. */
export const siteMessages = defineMessages({
  title: { id: 'site.title', defaultMessage: 'SkinBox' },
  routeHome: { id: 'route.home', defaultMessage: '首页' },
});
