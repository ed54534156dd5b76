import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { accountMessages } from '../../shared/account/messages';
import { Section } from '../../shared/account/Section';
import { InviteCodeSection } from './InviteCodeSection';
import { personalInfoMessages as m } from './messages';
import { PasswordSection } from './PasswordSection';
import { RealNameSection } from './RealNameSection';
import { TradeLinkSection } from './TradeLinkSection';

/** Account facts, trade link, invite code, real-name verification and the password change. */
export const SecuritySections = observer(function SecuritySections() {
  const intl = useIntl();
  const { user } = useStores();
  const notSet = intl.formatMessage(accountMessages.notSet);
  return (
    <>
      <Section title={intl.formatMessage(m.account)}>
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8 }}>
          <dt>{intl.formatMessage(m.accountName)}</dt>
          <dd css={{ margin: 0 }}>{user.base.account || notSet}</dd>
          <dt>{intl.formatMessage(m.mobile)}</dt>
          <dd css={{ margin: 0 }}>{user.base.mobile || notSet}</dd>
          <dt>{intl.formatMessage(m.spreadCode)}</dt>
          <dd css={{ margin: 0 }} data-testid="spread-code">
            {user.ext.spreadCode || notSet}
          </dd>
        </dl>
      </Section>
      <TradeLinkSection />
      <InviteCodeSection />
      <RealNameSection />
      <PasswordSection />
    </>
  );
});
