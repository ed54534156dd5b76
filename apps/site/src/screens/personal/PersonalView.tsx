import { Button, Icon } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { chromeMessages } from '../../layout/messages';
import { useHref } from '../../routing/layoutContext';
import { AccountPage } from '../../shared/account/AccountPage';
import { PersonalEditForm } from '../personal-edit/PersonalEditForm';
import { AvatarChooser } from '../personal-head/AvatarChooser';
import { SecuritySections } from '../personal-info/SecuritySections';
import { personalMessages } from './messages';
import { PersonalSummary } from './PersonalSummary';
import type { PersonalScreen } from './usePersonalScreen';
import { SCREENS } from '../../routing/manifest';

const linkCss = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '14px 16px',
  color: 'inherit',
  textDecoration: 'none',
} as const;

/** /m/personal: the summary and the links to the account pages. */
function MobilePersonal({ unread, spreadOn, signOut }: PersonalScreen) {
  const intl = useIntl();
  const spreadHref = useHref('spread');
  const links = [
    { to: useHref('personalInfo'), label: intl.formatMessage(personalMessages.info) },
    { to: useHref('personalEdit'), label: intl.formatMessage(personalMessages.edit) },
    { to: useHref('personalHead'), label: intl.formatMessage(personalMessages.head) },
    {
      to: useHref('information'),
      label: intl.formatMessage(personalMessages.messages),
      note: unread > 0 ? intl.formatMessage(personalMessages.unread, { count: unread }) : undefined,
    },
    { to: useHref('vip'), label: intl.formatMessage(personalMessages.vip) },
    { to: useHref('bag'), label: intl.formatMessage(personalMessages.bag) },
    { to: useHref('record'), label: intl.formatMessage(chromeMessages.record) },
    { to: useHref('signin'), label: intl.formatMessage(SCREENS.signin.title) },
    { to: useHref('stickers'), label: intl.formatMessage(SCREENS.stickers.title) },
    ...(spreadOn ? [{ to: spreadHref, label: intl.formatMessage(SCREENS.spread.title) }] : []),
    { to: useHref('limits'), label: intl.formatMessage(SCREENS.limits.title) },
  ];
  return (
    <AccountPage layout="m" title={intl.formatMessage(personalMessages.title)}>
      <PersonalSummary layout="m" />
      <nav aria-label={intl.formatMessage(personalMessages.links)}>
        <ul
          css={(theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            borderRadius: theme.radius.lg,
            background: theme.color.surface,
            '& li + li': { borderTop: `1px solid ${theme.color.border}` },
          })}
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} css={linkCss}>
                <span>{link.label}</span>
                <span
                  css={(theme) => ({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 4,
                    color: theme.color.textMuted,
                  })}
                >
                  {link.note}
                  <Icon name="arrow" size={14} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button block onClick={signOut}>
        {intl.formatMessage(personalMessages.logout)}
      </Button>
    </AccountPage>
  );
}

/** /p/me/personal: the summary, profile, avatar and account security on one page. */
function DesktopPersonal() {
  const intl = useIntl();
  return (
    <AccountPage layout="p" title={intl.formatMessage(personalMessages.title)}>
      <PersonalSummary layout="p" />
      <PersonalEditForm />
      <AvatarChooser />
      <SecuritySections />
    </AccountPage>
  );
}

/** The personal centre: on /m the links to the account pages, on /p those pages' forms in one. */
export function PersonalView(screen: PersonalScreen) {
  return screen.layout === 'm' ? <MobilePersonal {...screen} /> : <DesktopPersonal />;
}
