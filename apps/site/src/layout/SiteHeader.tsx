import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { siteMessages } from '../i18n/siteMessages';
import { requireHref } from '../routing/manifest';
import { useAskSignIn } from '../shared/account/useAskSignIn';
import { Balance } from './Balance';
import type { Layout } from './device';
import { HEADER_NAV, available } from './menus';
import { chromeMessages } from './messages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SideMenu } from './SideMenu';
import { UserAvatar } from './UserAvatar';

/** Header buttons keep their words on one line in every language (Vietnamese runs longest). */
const oneLineButton = { whiteSpace: 'nowrap', padding: '0 10px', flex: 'none' } as const;

/**
 * Balance with its deposit "+", avatar and the user centre link for a signed-in player; sign-in
 * and sign-up otherwise.
 */
const Account = observer(function Account({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { user } = useStores();
  const navigate = useNavigate();
  const askSignIn = useAskSignIn();
  if (!user.isLoggedIn) {
    return (
      <div css={{ display: 'flex', gap: 6, flex: 'none' }}>
        <Button size="small" variant="primary" css={oneLineButton} onClick={() => askSignIn()}>
          {intl.formatMessage(chromeMessages.signIn)}
        </Button>
        <Button
          size="small"
          css={oneLineButton}
          onClick={() => navigate(requireHref('register', layout))}
        >
          {intl.formatMessage(chromeMessages.register)}
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }}>
      <Balance layout={layout} />
      <Link
        to={requireHref('personal', layout)}
        aria-label={intl.formatMessage(chromeMessages.myAccount)}
        css={{ display: 'flex' }}
      >
        <UserAvatar size="header" layout={layout} />
      </Link>
    </div>
  );
});

export const SiteHeader = observer(function SiteHeader({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const store = useStores();
  return (
    <header
      css={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: layout === 'm' ? theme.space.sm : theme.space.md,
        height: layout === 'm' ? 52 : 64,
        padding: `0 ${layout === 'm' ? theme.space.md : theme.space.lg}`,
        background: theme.color.surface,
        borderBottom: `1px solid ${theme.color.border}`,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      {layout === 'm' && <SideMenu layout="m" />}
      <Link
        to={requireHref('home', layout)}
        css={(theme) => ({
          // On a phone the name gives way to the account buttons; on desktop the nav does.
          flex: layout === 'm' ? '0 1 auto' : 'none',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: theme.color.primary,
          fontSize: theme.fontSize.xl,
          fontWeight: 700,
          textDecoration: 'none',
        })}
      >
        {intl.formatMessage(siteMessages.title)}
      </Link>
      {layout === 'p' && (
        <nav
          aria-label={intl.formatMessage(chromeMessages.mainNav)}
          // Many screens or long words (Vietnamese) scroll the nav sideways instead of wrapping it.
          css={{
            flex: '1 1 auto',
            minWidth: 0,
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {available(HEADER_NAV, 'p', store).map((d) => (
            <NavLink
              key={d.screen}
              to={d.href}
              css={(theme) => ({
                flex: 'none',
                padding: '8px 10px',
                whiteSpace: 'nowrap',
                borderRadius: theme.radius.md,
                color: theme.color.textMuted,
                textDecoration: 'none',
                '&.active': { color: theme.color.primary },
                '&:hover': { color: theme.color.text },
              })}
            >
              {intl.formatMessage(d.label)}
            </NavLink>
          ))}
        </nav>
      )}
      {layout === 'm' && <div css={{ flex: 1 }} />}
      {layout === 'p' && (
        <div css={{ display: 'flex', gap: 8, flex: 'none' }}>
          <LanguageSwitcher />
        </div>
      )}
      <Account layout={layout} />
      {layout === 'p' && <SideMenu layout="p" />}
    </header>
  );
});
