import { PAGE_SIZE, type Message } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Empty, Loading, showConfirmDialog, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { informationMessages as m } from './messages';
import { usePaged } from '../../shared/frame/Paged';

interface MessagePage {
  list: Message[];
  total: number;
  noReadMessages: number;
}

/**
 * In-site messages (at most 1000 kept), unread marked, composed of the kit: the shared listing
 * (Pagination of PAGE_SIZE on /p; an endless List in a PullRefresh on /m), Empty when there are
 * none, and 'delete read' confirmed in the kit's dialog first (it cannot be undone).
 */
const MessageList = observer(function MessageList({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const detailHref = useHref('informationDetail');
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
    const ids = messages.items.filter((x) => !x.isRead).map((x) => x.id);
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

  return (
    <AccountPage layout={layout} title={intl.formatMessage(m.title)}>
      <div css={{ display: 'flex', gap: 8 }}>
        <Button size="small" disabled={user.noReadMessages === 0} onClick={() => void readAll()}>
          {intl.formatMessage(m.readAll)}
        </Button>
        <Button size="small" onClick={() => void deleteRead()}>
          {intl.formatMessage(m.deleteRead)}
        </Button>
      </div>
      {notice && (
        <p role="status" css={{ margin: 0 }}>
          {notice}
        </p>
      )}
      {!messages.loaded && layout === 'p' && <Loading />}
      {messages.view({
        rowKey: (message) => message.id,
        rowsCss: () => ({ display: 'grid', gap: 8 }),
        empty: <Empty description={intl.formatMessage(m.empty)} />,
        row: (message) => (
          <Link
            to={`${detailHref}?id=${message.id}`}
            css={(theme) => ({
              display: 'grid',
              gap: 4,
              padding: theme.space.md,
              borderRadius: theme.radius.md,
              background: theme.color.surface,
              color: 'inherit',
              textDecoration: 'none',
            })}
          >
            <span css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <strong css={{ fontWeight: message.isRead ? 400 : 700 }}>{message.title}</strong>
              {!message.isRead && <Tag type="danger">{intl.formatMessage(m.unread)}</Tag>}
            </span>
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
          </Link>
        ),
      })}
    </AccountPage>
  );
});

/** /m/information and /p/me/information. */
export function Information() {
  const layout = useLayout();
  return (
    <SignedInOnly>
      <MessageList layout={layout} />
    </SignedInOnly>
  );
}
