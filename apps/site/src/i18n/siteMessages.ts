import { defineMessages } from 'react-intl';

/** Texts of the shell itself: the site title (the screens' names are in the manifest). */
export const siteMessages = defineMessages({
  title: { id: 'site.title', defaultMessage: 'SkinBox' },
});
