import { Empty, Loading } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { AccountPage } from '../../shared/account/AccountPage';
import { informationMessages as m } from './messages';
import type { InformationDetailScreen } from './useInformationDetailScreen';

/** One message: its title, date and text, or that it was not found; the way back to the list. */
export function InformationDetailView({ layout, message }: InformationDetailScreen) {
  const intl = useIntl();
  const list = useHref('information');

  return (
    <AccountPage layout={layout} title={intl.formatMessage(m.detailTitle)}>
      {message === undefined && <Loading />}
      {message === null && <Empty description={intl.formatMessage(m.notFound)} />}
      {message && (
        <article css={{ display: 'grid', gap: 8 }}>
          <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{message.title}</h2>
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
          <p css={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>{message.content}</p>
        </article>
      )}
      <Link to={list} css={{ color: 'inherit' }}>
        {intl.formatMessage(m.toList)}
      </Link>
    </AccountPage>
  );
}
