import { useStores } from '@skinbox/stores';
import { Button, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { siteMessages } from '../i18n/siteMessages';
import { DESTINATIONS, available, hrefOf } from './destinations';
import type { Layout } from './device';
import { chromeMessages } from './messages';
import { EffectSwitches, LanguageSwitcher } from './PrefControls';
import { SideMenu } from './SideMenu';
import { UserAvatar } from './UserAvatar';

const DESKTOP_NAV = [
  DESTINATIONS.home,
  DESTINATIONS.mall,
  DESTINATIONS.recharge,
  DESTINATIONS.help,
];

/** Balance, avatar and the user centre link for a signed-in player; sign-in and sign-up otherwise. */
const Account = observer(function Account({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const { user, ui } = useStores();
  const navigate = useNavigate();
  if (!user.isLoggedIn) {
    return (
      <div css={{ display: 'flex', gap: 8 }}>
        <Button
          size="small"
          variant="primary"
          onClick={() => (layout === 'm' ? navigate('/m/sign') : ui.openSignIn())}
        >
          {intl.formatMessage(chromeMessages.signIn)}
        </Button>
        <Button size="small" onClick={() => navigate(`/${layout}/register`)}>
          {intl.formatMessage(chromeMessages.register)}
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Price
        value={user.assets.amount}
        data-testid="balance"
        aria-label={`${intl.formatMessage(chromeMessages.balance)} ${user.assets.amount}`}
      />
      <Link
        to={hrefOf(DESTINATIONS.personal, layout)}
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
        gap: theme.space.md,
        height: layout === 'm' ? 48 : 64,
        padding: `0 ${theme.space.lg}`,
        background: theme.color.surface,
        borderBottom: `1px solid ${theme.color.border}`,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      {layout === 'm' && <SideMenu layout="m" />}
      <Link
        to={`/${layout}/home`}
        css={(theme) => ({
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
          css={{ display: 'flex', gap: 4 }}
        >
          {available(DESKTOP_NAV, 'p', store).map((d) => (
            <NavLink
              key={d.key}
              to={hrefOf(d, 'p')}
              css={(theme) => ({
                padding: '8px 12px',
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
      <div css={{ flex: 1 }} />
      {layout === 'p' && (
        <div css={{ display: 'flex', gap: 8 }}>
          <LanguageSwitcher />
          <EffectSwitches />
        </div>
      )}
      <Account layout={layout} />
      {layout === 'p' && <SideMenu layout="p" />}
    </header>
  );
});
