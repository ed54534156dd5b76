import { useStores } from '@skinbox/stores';
import { Button, Icon, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DESTINATIONS, available, hrefOf } from './destinations';
import type { Layout } from './device';
import { chromeMessages } from './messages';
import { otherConfigLink } from './otherConfig';
import { EffectSwitches, LanguageSwitcher } from './PrefControls';

const MENU = [
  DESTINATIONS.liveDrops,
  DESTINATIONS.vip,
  DESTINATIONS.mall,
  DESTINATIONS.help,
  DESTINATIONS.recharge,
  DESTINATIONS.download,
];

/** External links of the menu: the module that shows them and their OtherConfig key. */
const EXTERNAL = [
  { key: 'groupChatUrl', module: 'GroupChat', label: chromeMessages.groups },
  { key: 'serviceUrl', module: 'Service', label: chromeMessages.service },
] as const;

const itemCss = {
  display: 'block',
  padding: '12px 16px',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 8,
  '&:hover, &:focus-visible': { background: 'rgba(255,255,255,0.06)' },
} as const;

/**
 * The side menu of SPEC section 2: live drops (on the home), member system, gold mall, help
 * centre, recharge centre, app download, groups, customer service and logout — each only when
 * its screen exists (or its link is configured) and its module is on. Rank and red packet claim
 * have no screen yet, so they are left out. On mobile it also holds the language and effect
 * switches.
 */
export const SideMenu = observer(function SideMenu({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const store = useStores();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        size="small"
        aria-label={intl.formatMessage(chromeMessages.openMenu)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        icon={<Icon name="setting" size={18} />}
      />
      <Popup
        show={open}
        position="left"
        closeable
        onClose={close}
        aria-label={intl.formatMessage(chromeMessages.menu)}
        css={{ width: 260 }}
      >
        <nav
          aria-label={intl.formatMessage(chromeMessages.menu)}
          css={{ padding: '48px 8px 16px' }}
        >
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {available(MENU, layout, store).map((d) => (
              <li key={d.key}>
                <Link to={hrefOf(d, layout)} onClick={close} css={itemCss}>
                  {intl.formatMessage(d.label)}
                </Link>
              </li>
            ))}
            {EXTERNAL.filter((e) => store.app.isModuleOn(e.module)).map((e) => {
              const href = otherConfigLink(store, e.key);
              return href ? (
                <li key={e.key}>
                  <a href={href} target="_blank" rel="noreferrer" css={itemCss}>
                    {intl.formatMessage(e.label)}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
          {layout === 'm' && (
            <div css={{ display: 'flex', gap: 8, padding: 16, flexWrap: 'wrap' }}>
              <LanguageSwitcher />
              <EffectSwitches />
            </div>
          )}
          {store.user.isLoggedIn && (
            <div css={{ padding: 16 }}>
              <Button
                block
                onClick={() => {
                  close();
                  void store.user.signOut();
                }}
              >
                {intl.formatMessage(chromeMessages.logout)}
              </Button>
            </div>
          )}
        </nav>
      </Popup>
    </>
  );
});
