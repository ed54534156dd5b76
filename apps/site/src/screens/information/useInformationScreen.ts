import { PAGE_SIZE, type Message } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { showConfirmDialog } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { usePaged, type Paged } from '../../shared/frame/Paged';
import { informationMessages as m } from './messages';
import { unreadIds } from './rules';

interface MessagePage {
  list: Message[];
  total: number;
  noReadMessages: number;
}

export interface InformationScreen {
  layout: Layout;
  messages: Paged<Message, MessagePage>;
  /** The player's unread messages, as the server last counted them. */
  unread: number;
  /** What the last 'delete read' removed. */
  notice?: string;
  readAll(): void;
  deleteRead(): void;
}

/**
 * In-site messages' state (at most 1000 kept): the listing, whose pages keep the unread count of
 * the header up to date, 'read all', and 'delete read' once confirmed (it cannot be undone).
 */
export function useInformationScreen(): InformationScreen {
  const layout = useLayout();
  const intl = useIntl();
  const { api, user, prefs } = useStores();
  const [notice, setNotice] = useState<string>();
  const messages = usePaged<MessagePage>(
    layout,
    async (page) => {
      const result = await api.user.getMessage({ page, pageSize: PAGE_SIZE });
      if (result.ok) user.setNoReadMessages(result.data.noReadMessages);
      return result;
    },
    'messages',
  );

  const readAll = async () => {
    const ids = unreadIds(messages.items);
    if (ids.length === 0) return;
    const result = await api.user.readyMessage({ ids });
    if (result.ok) messages.reload();
  };
  const deleteRead = async () => {
    const confirmed = await showConfirmDialog({
      locale: prefs.language,
      message: intl.formatMessage(m.deleteReadConfirm),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    const result = await api.user.delReadyMessage();
    if (!result.ok) return;
    setNotice(intl.formatMessage(m.deleted, { count: result.data.deleted }));
    messages.reload();
  };

  return {
    layout,
    messages,
    unread: user.noReadMessages,
    notice,
    readAll: () => void readAll(),
    deleteRead: () => void deleteRead(),
  };
}
