import { useStores } from '@skinbox/stores';
import { Icon, type IconName } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { DESTINATIONS, available, hrefOf, type Destination } from './destinations';
import { chromeMessages } from './messages';

/** The tabs, with short labels that fit a fifth of a phone's width. */
const TABS: { destination: Destination; icon: IconName; label: MessageDescriptor }[] = [
  { destination: DESTINATIONS.home, icon: 'box', label: chromeMessages.tabHome },
  { destination: DESTINATIONS.mall, icon: 'gift', label: chromeMessages.tabMall },
  { destination: DESTINATIONS.recharge, icon: 'coin', label: chromeMessages.tabRecharge },
  { destination: DESTINATIONS.bag, icon: 'bag', label: chromeMessages.tabBag },
  { destination: DESTINATIONS.personal, icon: 'user', label: chromeMessages.tabMine },
];

/** The mobile bottom tab bar: the main screens that exist and whose module is on. */
export const TabBar = observer(function TabBar() {
  const intl = useIntl();
  const store = useStores();
  const shown = available(
    TABS.map((t) => t.destination),
    'm',
    store,
  ).flatMap((d) => TABS.filter((t) => t.destination === d));
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
          key={tab.destination.key}
          to={hrefOf(tab.destination, 'm')}
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
