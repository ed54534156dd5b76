import { Button, Empty, Loading, Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { AccountPage } from '../../shared/account/AccountPage';
import { informationMessages as m } from './messages';
import type { InformationScreen } from './useInformationScreen';

/**
 * In-site messages, unread marked, composed of the kit: the shared listing (Pagination of
 * PAGE_SIZE on /p; an endless List in a PullRefresh on /m), Empty when there are none, and
 * 'delete read' (confirmed in the kit's dialog first).
 */
export function InformationView({
  layout,
  messages,
  unread,
  notice,
  readAll,
  deleteRead,
}: InformationScreen) {
  const intl = useIntl();
  const detailHref = useHref('informationDetail');

  return (
    <AccountPage layout={layout} title={intl.formatMessage(m.title)}>
      <div css={{ display: 'flex', gap: 8 }}>
        <Button size="small" disabled={unread === 0} onClick={readAll}>
          {intl.formatMessage(m.readAll)}
        </Button>
        <Button size="small" onClick={deleteRead}>
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
}
