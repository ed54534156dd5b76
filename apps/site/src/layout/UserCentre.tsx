import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { USER_CENTRE_MENU, available } from './menus';
import { chromeMessages } from './messages';

/** The desktop user centre /p/me: its menu beside the chosen page (SPEC section 2). */
export const UserCentre = observer(function UserCentre() {
  const intl = useIntl();
  const store = useStores();
  return (
    <div css={{ display: 'flex', gap: 24, padding: 24, alignItems: 'flex-start' }}>
      <nav
        aria-label={intl.formatMessage(chromeMessages.myAccount)}
        css={(theme) => ({
          flex: 'none',
          width: 200,
          display: 'grid',
          gap: 4,
          padding: 8,
          borderRadius: theme.radius.lg,
          background: theme.color.surface,
        })}
      >
        {available(USER_CENTRE_MENU, 'p', store).map((d) => (
          <NavLink
            key={d.screen}
            to={d.href}
            css={(theme) => ({
              padding: '10px 12px',
              borderRadius: theme.radius.md,
              color: theme.color.textMuted,
              textDecoration: 'none',
              '&.active': { color: theme.color.primary, background: theme.color.surfaceRaised },
            })}
          >
            {intl.formatMessage(d.label)}
          </NavLink>
        ))}
      </nav>
      <div css={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
});
