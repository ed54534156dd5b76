import { defineMessage } from 'react-intl';

/** A default nickname in the viewer's language: the server stores a neutral "Player1234". */
export const nicknameMessages = {
  defaultName: defineMessage<{ digits: string }>({
    id: 'nickname.defaultName',
    defaultMessage: '玩家{digits}',
  }),
};
