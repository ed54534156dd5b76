import type { Message } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Empty, Loading } from '@skinbox/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { informationMessages as m } from './messages';

/** How many pages of messages the detail looks through for its id (1000 kept, 50 a page). */
const SEARCH_PAGE_SIZE = 50;
const SEARCH_PAGES = 20;

/**
 * One message (?id=), marked read on opening. The contract has no single-message call, so the
 * message is found in the player's list.
 */
function Detail({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const list = useHref('information');
  const { api, user } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [message, setMessage] = useState<Message | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void (async () => {
      for (let page = 1; page <= SEARCH_PAGES; page++) {
        const result = await api.user.getMessage({ page, pageSize: SEARCH_PAGE_SIZE });
        if (!result.ok || !current) return;
        const found = result.data.list.find((x) => x.id === id);
        if (found) {
          setMessage(found);
          if (!found.isRead) {
            const read = await api.user.readyMessage({ ids: [id] });
            if (read.ok) user.setNoReadMessages(read.data.noReadMessages);
          }
          return;
        }
        if (page * SEARCH_PAGE_SIZE >= result.data.total) break;
      }
      if (current) setMessage(null);
    })();
    return () => {
      current = false;
    };
  }, [api, user, id]);

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

/** /m/informationDetail?id= and /p/me/informationDetail?id=. */
export function InformationDetail() {
  const layout = useLayout();
  return (
    <SignedInOnly>
      <Detail layout={layout} />
    </SignedInOnly>
  );
}
