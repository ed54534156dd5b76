import { Empty, Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { spreadMessages as m } from './messages';
import { SpreadUserRow } from './SpreadUserRow';
import type { SpreadUsersScreen } from './useSpreadUsersScreen';
import { SCREENS } from '../../routing/manifest';

/**
 * /m/spreadUser and /p/me/spreadUser: the invited players, each a link to their recharges and my
 * rewards. Desktop has no /p/spread, so its page opens with the overview (`overview`).
 */
export const SpreadUsersView = observer(function SpreadUsersView({
  overview,
  ...screen
}: SpreadUsersScreen & { overview?: ReactNode }) {
  const intl = useIntl();
  return (
    <Page layout={screen.layout} title={intl.formatMessage(SCREENS.spreadUser.title)}>
      {!screen.signedIn ? (
        <SignInPrompt />
      ) : (
        <>
          {overview}
          <Section title={intl.formatMessage(m.users)}>
            {screen.users.view({
              rowKey: (user) => user.userId,
              rowsCss: (theme) => ({ display: 'grid', gap: theme.space.xs }),
              empty: <Empty />,
              row: (user) => (
                <Link
                  to={screen.detailHref(user.userId)}
                  css={(theme) => ({
                    display: 'block',
                    padding: theme.space.sm,
                    borderRadius: theme.radius.md,
                    background: theme.color.surface,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover': { background: theme.color.surfaceRaised },
                  })}
                >
                  <SpreadUserRow
                    user={user}
                    more={
                      <span
                        css={(theme) => ({
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 2,
                          color: theme.color.textMuted,
                          fontSize: theme.fontSize.sm,
                        })}
                      >
                        {intl.formatMessage(m.detail)}
                        <Icon name="arrow" size={12} />
                      </span>
                    }
                  />
                </Link>
              ),
            })}
          </Section>
        </>
      )}
    </Page>
  );
});
