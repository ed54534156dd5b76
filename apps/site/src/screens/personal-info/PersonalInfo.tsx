import { useIntl } from 'react-intl';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { personalInfoMessages } from './messages';
import { SecuritySections } from './SecuritySections';

/** /m/personalInfo (on desktop these sections sit on /p/me/personal). */
export function PersonalInfo() {
  const intl = useIntl();
  return (
    <SignedInOnly>
      <AccountPage layout="m" title={intl.formatMessage(personalInfoMessages.title)}>
        <SecuritySections />
      </AccountPage>
    </SignedInOnly>
  );
}
