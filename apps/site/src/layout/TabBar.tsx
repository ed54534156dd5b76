import { useStores } from '@skinbox/stores';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { TAB_BAR, available } from './menus';
import { chromeMessages } from './messages';

/** The mobile bottom tab bar: the main screens that exist and whose module is on. */
export const TabBar = observer(function TabBar() {
  const intl = useIntl();
  const store = useStores();
  const shown = available(TAB_BAR, 'm', store);
  return (
    <nav
      aria-label={intl.formatMessage(chromeMessages.mainNav)}
      css={(theme) => ({
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 100,
        maxWidth: 540,
        margin: '0 auto',
        display: 'flex',
        height: 56,
        paddingBottom: 'env(safe-area-inset-bottom)',
        background: theme.color.surface,
        borderTop: `1px solid ${theme.color.border}`,
        fontFamily: theme.fontFamily,
      })}
    >
      {shown.map((tab) => (
        <NavLink
          key={tab.screen}
          to={tab.href}
          css={(theme) => ({
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            fontSize: theme.fontSize.xs,
            color: theme.color.textMuted,
            textDecoration: 'none',
            '&.active': { color: theme.color.primary },
          })}
        >
          <Icon name={tab.icon} size={20} />
          {intl.formatMessage(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
});
