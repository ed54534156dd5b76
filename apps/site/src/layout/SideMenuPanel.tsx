import type { Theme } from '@emotion/react';
import { useStores } from '@skinbox/stores';
import { Button, Icon, Popup, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { requireHref, screenHref } from '../routing/manifest';
import { useAskSignIn } from '../shared/account/useAskSignIn';
import { Balance } from './Balance';
import type { Layout } from './device';
import { available } from './menus';
import { chromeMessages } from './messages';
import { withoutUnsetDownload } from './otherConfig';
import { EffectSwitches } from './EffectSwitches';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SIDE_MENU_GROUPS } from './sideMenu';
import { claimableMessage, sideMenuMessages, vipLevelMessage } from './sideMenuMessages';
import { UserAvatar } from './UserAvatar';
import { useClaimable } from './useClaimable';
import { nickNameIn } from '../shared/nickname/nickName';

const itemCss = {
  display: 'block',
  padding: '10px 16px',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 8,
  '&:hover, &:focus-visible': { background: 'rgba(255,255,255,0.06)' },
} as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * An entry's "claimable now" count. The count is its description (aria-describedby), not part
 * of its name: the entry keeps the name it is found by.
 */
function EntryLink({
  href,
  label,
  claimable,
  onClose,
}: {
  href: string;
  label: string;
  claimable: number;
  onClose(): void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <Link
        to={href}
        onClick={onClose}
        aria-describedby={claimable > 0 ? id : undefined}
        css={[itemCss, { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }]}
      >
        {label}
        {claimable > 0 && (
          <span
            aria-hidden
            css={(theme) => ({
              minWidth: 18,
              padding: '0 5px',
              boxSizing: 'border-box',
              borderRadius: theme.radius.round,
              background: theme.color.danger,
              color: theme.color.statusText,
              fontSize: theme.fontSize.xs,
              fontWeight: 700,
              lineHeight: '18px',
              textAlign: 'center',
            })}
          >
            {claimable}
          </span>
        )}
      </Link>
      {claimable > 0 && (
        <span id={id} css={visuallyHidden}>
          {intl.formatMessage(claimableMessage, { count: claimable })}
        </span>
      )}
    </>
  );
}

/**
 * Who is playing: avatar, nickname, VIP level, balance with its deposit "+", points and the
 * sign-up red packet while it waits; a visitor gets sign-in and sign-up instead.
 */
const UserCard = observer(function UserCard({
  layout,
  onClose,
}: {
  layout: Layout;
  onClose(): void;
}) {
  const intl = useIntl();
  const { user } = useStores();
  const navigate = useNavigate();
  const askSignIn = useAskSignIn();
  const card = (theme: Theme) => ({
    display: 'grid',
    gap: theme.space.sm,
    margin: `0 ${theme.space.sm} ${theme.space.md}`,
    padding: theme.space.md,
    borderRadius: theme.radius.lg,
    background: `linear-gradient(135deg, ${theme.color.surfaceRaised}, ${theme.color.surface})`,
    border: `1px solid ${theme.color.border}`,
  });
  if (!user.isLoggedIn)
    return (
      <section aria-label={intl.formatMessage(chromeMessages.myAccount)} css={card}>
        <p css={{ margin: 0 }}>{intl.formatMessage(sideMenuMessages.guestTitle)}</p>
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              askSignIn();
            }}
          >
            {intl.formatMessage(chromeMessages.signIn)}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate(requireHref('register', layout));
            }}
          >
            {intl.formatMessage(chromeMessages.register)}
          </Button>
        </div>
      </section>
    );
  const personal = screenHref('personal', layout);
  return (
    <section aria-label={intl.formatMessage(chromeMessages.myAccount)} css={card}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
        <UserAvatar size="header" layout={layout} />
        <div css={{ minWidth: 0, display: 'grid', gap: 2 }}>
          {personal ? (
            <Link
              to={personal}
              onClick={onClose}
              css={(theme) => ({
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: theme.color.text,
                fontWeight: 700,
                textDecoration: 'none',
              })}
            >
              {nickNameIn(intl, user.base.nickName) || user.base.account}
            </Link>
          ) : (
            <span css={{ fontWeight: 700 }}>
              {nickNameIn(intl, user.base.nickName) || user.base.account}
            </span>
          )}
          <span
            css={(theme) => ({
              justifySelf: 'start',
              padding: '0 6px',
              borderRadius: theme.radius.sm,
              background: theme.color.primary,
              color: theme.color.primaryText,
              fontSize: theme.fontSize.xs,
              fontWeight: 700,
              lineHeight: '16px',
            })}
          >
            {intl.formatMessage(vipLevelMessage, { level: user.base.userLevel })}
          </span>
        </div>
      </div>
      <div
        css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
        // The deposit "+" leaves the menu for recharge.
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a')) onClose();
        }}
      >
        <Balance layout={layout} />
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(sideMenuMessages.points)}{' '}
          <Price value={user.assets.point} showIcon={false} css={{ fontSize: 'inherit' }} />
        </span>
      </div>
      {user.hasRegisterPacket && (
        <Button
          size="small"
          variant="danger"
          onClick={() => {
            onClose();
            user.showRegisterPacket();
          }}
        >
          {intl.formatMessage(sideMenuMessages.registerPacket)}
        </Button>
      )}
    </section>
  );
});

/** What the side menu's panel and its sheet are told: the layout, whether it is open, and how to close. */
interface SideMenuProps {
  layout: Layout;
  open: boolean;
  onClose(): void;
}

/**
 * The side menu of SPEC section 2: the user card, then live drops (on the home), member system,
 * gold mall, help centre, recharge centre, app download (when a download address is configured),
 * groups (the site's group chat), customer service (the chat widget or the support inbox) and
 * logout — each only when its screen exists and its module is on; the OtherConfig community and
 * service links show inside those two screens. Rank has no screen yet, so it is left out. On mobile it also
 * holds the language and effect switches. The rewards' entries count what can be claimed now
 * (claimable.ts), asked again each time the menu opens.
 */
export const SideMenuPanel = observer(function SideMenuPanel({
  layout,
  open,
  onClose,
}: SideMenuProps) {
  const intl = useIntl();
  const store = useStores();
  const claimable = useClaimable(open);
  return (
    <nav aria-label={intl.formatMessage(sideMenuMessages.menu)} css={{ padding: '48px 8px 16px' }}>
      <UserCard layout={layout} onClose={onClose} />
      {/* The header has no room to name the switches; here they are named on both layouts,
          above the entries so no scrolling hides them. */}
      <div css={{ display: 'flex', gap: 8, padding: '8px 16px', flexWrap: 'wrap' }}>
        {layout === 'm' && <LanguageSwitcher />}
        <EffectSwitches />
      </div>
      {SIDE_MENU_GROUPS.map((group) => {
        const entries = withoutUnsetDownload(available(group.entries, layout, store), store);
        if (entries.length === 0) return null;
        const title = intl.formatMessage(group.label);
        return (
          <section key={group.label.id} aria-label={title} css={{ marginTop: 8 }}>
            <h2
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                margin: 0,
                padding: '8px 16px 4px',
                color: theme.color.textMuted,
                fontSize: theme.fontSize.xs,
                fontWeight: 600,
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
              })}
            >
              <Icon name={group.icon} size={14} />
              {title}
            </h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((d) => (
                <li key={d.label.id}>
                  <EntryLink
                    href={d.href}
                    label={intl.formatMessage(d.label)}
                    claimable={claimable[d.screen] ?? 0}
                    onClose={onClose}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {store.user.isLoggedIn && (
        <div css={{ padding: 16 }}>
          <Button
            block
            onClick={() => {
              onClose();
              void store.user.signOut();
            }}
          >
            {intl.formatMessage(sideMenuMessages.logout)}
          </Button>
        </div>
      )}
    </nav>
  );
});

/**
 * The sheet the side menu opens: the kit's Popup (a modal dialog: focus moved in, kept in, given
 * back to the menu button on close) holding the panel, sliding in from the left on mobile, from
 * the right on desktop. It loads with the panel the first time the menu opens (SideMenu).
 */
export function SideMenuSheet({ layout, open, onClose }: SideMenuProps) {
  const intl = useIntl();
  return (
    <Popup
      show={open}
      position={layout === 'm' ? 'left' : 'right'}
      closeable
      onClose={onClose}
      aria-label={intl.formatMessage(sideMenuMessages.menu)}
      css={{ width: 280, maxWidth: '85vw', height: '100%', overflowY: 'auto' }}
    >
      <SideMenuPanel layout={layout} open={open} onClose={onClose} />
    </Popup>
  );
}
