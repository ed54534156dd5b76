import { useStores } from '@skinbox/stores';
import { Button, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { AccountPage } from '../account/shared/AccountPage';
import { SignedInOnly } from '../account/shared/SignedInOnly';
import { informationMessages as m } from './messages';
import { useMessages } from './useMessages';

export function detailPath(layout: Layout, id: number) {
  return layout === 'm' ? `/m/informationDetail?id=${id}` : `/p/me/informationDetail?id=${id}`;
}

/** In-site messages: unread marked, mark all read, delete the read ones (at most 1000 kept). */
const MessageList = observer(function MessageList({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { api, user } = useStores();
  const messages = useMessages();
  const [notice, setNotice] = useState<string>();

  const readAll = async () => {
    const ids = messages.list.filter((x) => !x.isRead).map((x) => x.id);
    if (ids.length === 0) return;
    const result = await api.user.readyMessage({ ids });
    if (result.ok) await messages.reload();
  };
  const deleteRead = async () => {
    const result = await api.user.delReadyMessage();
    if (!result.ok) return;
    setNotice(intl.formatMessage(m.deleted, { count: result.data.deleted }));
    await messages.reload();
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
      {messages.list.length === 0 && !messages.loading ? (
        <p css={(theme) => ({ color: theme.color.textMuted, textAlign: 'center' })}>
          {intl.formatMessage(m.empty)}
        </p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {messages.list.map((message) => (
            <li key={message.id}>
              <Link
                to={detailPath(layout, message.id)}
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
                  {!message.isRead && (
                    <span
                      css={(theme) => ({ color: theme.color.danger, fontSize: theme.fontSize.sm })}
                    >
                      {intl.formatMessage(m.unread)}
                    </span>
                  )}
                </span>
                <span
                  css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
                >
                  {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {messages.loading && <Loading />}
      {!messages.loading &&
        messages.list.length > 0 &&
        (messages.finished ? (
          <p css={(theme) => ({ margin: 0, textAlign: 'center', color: theme.color.textMuted })}>
            {intl.formatMessage(m.noMore)}
          </p>
        ) : (
          <Button onClick={() => void messages.more()}>{intl.formatMessage(m.more)}</Button>
        ))}
    </AccountPage>
  );
});

/** /m/information and /p/me/information. */
export function Information({ layout }: { layout: Layout }) {
  return (
    <SignedInOnly layout={layout}>
      <MessageList layout={layout} />
    </SignedInOnly>
  );
}
