import { useStores } from '@skinbox/stores';
import { Button, Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { chromeMessages } from '../../layout/messages';
import { hasScreen } from '../../layout/screens';
import { AccountPage } from '../account/shared/AccountPage';
import { SignedInOnly } from '../account/shared/SignedInOnly';
import { PersonalEditForm } from '../personal-edit/PersonalEditForm';
import { AvatarChooser } from '../personal-head/AvatarChooser';
import { SecuritySections } from '../personal-info/SecuritySections';
import { personalMessages } from './messages';
import { PersonalSummary } from './PersonalSummary';

const linkCss = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '14px 16px',
  color: 'inherit',
  textDecoration: 'none',
} as const;

/** /m/personal: the summary and the links to the account pages. */
export const MobilePersonal = observer(function MobilePersonal() {
  const intl = useIntl();
  const { user } = useStores();
  useEffect(() => void user.loadInfo(), [user]);
  const links = [
    { to: '/m/personalInfo', label: intl.formatMessage(personalMessages.info) },
    { to: '/m/personalEdit', label: intl.formatMessage(personalMessages.edit) },
    { to: '/m/personalHead', label: intl.formatMessage(personalMessages.head) },
    {
      to: '/m/information',
      label: intl.formatMessage(personalMessages.messages),
      note:
        user.noReadMessages > 0
          ? intl.formatMessage(personalMessages.unread, { count: user.noReadMessages })
          : undefined,
    },
    { to: '/m/vip', label: intl.formatMessage(personalMessages.vip) },
    ...(hasScreen('m', '/m/bag')
      ? [{ to: '/m/bag', label: intl.formatMessage(personalMessages.bag) }]
      : []),
    ...(hasScreen('m', '/m/record')
      ? [{ to: '/m/record', label: intl.formatMessage(chromeMessages.record) }]
      : []),
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
      <Button block onClick={() => void user.signOut()}>
        {intl.formatMessage(personalMessages.logout)}
      </Button>
    </AccountPage>
  );
});

/** /p/me/personal: the summary, profile, avatar and account security on one page. */
export const DesktopPersonal = observer(function DesktopPersonal() {
  const intl = useIntl();
  const { user } = useStores();
  useEffect(() => void user.loadInfo(), [user]);
  return (
    <AccountPage layout="p" title={intl.formatMessage(personalMessages.title)}>
      <PersonalSummary layout="p" />
      <PersonalEditForm />
      <AvatarChooser />
      <SecuritySections />
    </AccountPage>
  );
});

export function Personal({ layout }: { layout: 'm' | 'p' }) {
  return (
    <SignedInOnly layout={layout}>
      {layout === 'm' ? <MobilePersonal /> : <DesktopPersonal />}
    </SignedInOnly>
  );
}
