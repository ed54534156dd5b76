import { Empty } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { spreadMessages as m } from './messages';
import { SpreadUserRow } from './SpreadUserRow';
import type { SpreadUserDetailScreen } from './useSpreadUserDetailScreen';
import { SCREENS } from '../../routing/manifest';

/**
 * /m/spreadUserDetail and /p/me/spreadUserDetail: the player, then each recharge and reward. A
 * player not invited by me is refused by the server (its toast); the listing stays empty.
 */
export const SpreadUserDetailView = observer(function SpreadUserDetailView(
  screen: SpreadUserDetailScreen,
) {
  const intl = useIntl();
  const { records } = screen;
  const back = (
    <Link to={screen.backHref} css={(theme) => ({ color: theme.color.primary })}>
      {intl.formatMessage(m.back)}
    </Link>
  );
  const body = () => {
    if (!screen.signedIn) return <SignInPrompt />;
    if (screen.userId === null) return <Empty description={intl.formatMessage(m.noUser)} />;
    const user = records.data?.user;
    return (
      <>
        {user && (
          <div
            css={(theme) => ({
              padding: theme.space.md,
              borderRadius: theme.radius.lg,
              background: theme.color.surface,
            })}
          >
            <SpreadUserRow user={user} />
          </div>
        )}
        <Section title={intl.formatMessage(m.records)}>
          {records.view({
            rowKey: (record) => record.id,
            rowsCss: (theme) => ({ display: 'grid', gap: theme.space.xs }),
            empty: <Empty />,
            row: (record) => (
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'space-between',
                  gap: theme.space.sm,
                  padding: theme.space.sm,
                  borderRadius: theme.radius.sm,
                  background: theme.color.surface,
                })}
              >
                <span css={(theme) => ({ color: theme.color.textMuted })}>
                  {intl.formatDate(record.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                <span>
                  {intl.formatMessage(m.recordRow, {
                    recharge: record.recharge,
                    percent: record.percent,
                    reward: record.reward,
                  })}
                </span>
              </div>
            ),
          })}
        </Section>
      </>
    );
  };
  return (
    <Page
      layout={screen.layout}
      title={intl.formatMessage(SCREENS.spreadUserDetail.title)}
      actions={back}
    >
      {body()}
    </Page>
  );
});
