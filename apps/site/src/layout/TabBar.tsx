import { useStores } from '@skinbox/stores';
import { Icon, type IconName } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { DESTINATIONS, available, hrefOf, type Destination } from './destinations';
import { chromeMessages } from './messages';

const TABS: { destination: Destination; icon: IconName }[] = [
  { destination: DESTINATIONS.home, icon: 'box' },
  { destination: DESTINATIONS.mall, icon: 'gift' },
  { destination: DESTINATIONS.recharge, icon: 'coin' },
  { destination: DESTINATIONS.bag, icon: 'bag' },
  { destination: DESTINATIONS.personal, icon: 'user' },
];

/** The mobile bottom tab bar: the main screens that exist and whose module is on. */
export const TabBar = observer(function TabBar() {
  const intl = useIntl();
  const store = useStores();
  const shown = available(
    TABS.map((t) => t.destination),
    'm',
    store,
  );
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
      {shown.map((d) => (
        <NavLink
          key={d.key}
          to={hrefOf(d, 'm')}
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
          <Icon name={TABS.find((t) => t.destination.key === d.key)?.icon ?? 'box'} size={20} />
          {intl.formatMessage(d.label)}
        </NavLink>
      ))}
    </nav>
  );
});
