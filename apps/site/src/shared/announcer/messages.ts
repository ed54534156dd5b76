import { defineMessage } from 'react-intl';

/** What the layout's live region says of itself; the screens bring their own lines. */
export const announcerMessages = {
  balance: defineMessage<{ amount: string }>({
    id: 'announcer.balance',
    defaultMessage: '余额现为 {amount}',
  }),
};
