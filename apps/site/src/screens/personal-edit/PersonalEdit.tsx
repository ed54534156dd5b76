import { useIntl } from 'react-intl';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { personalEditMessages } from './messages';
import { PersonalEditForm } from './PersonalEditForm';

/** /m/personalEdit. */
export function PersonalEdit() {
  const intl = useIntl();
  return (
    <SignedInOnly>
      <AccountPage layout="m" title={intl.formatMessage(personalEditMessages.title)}>
        <PersonalEditForm showTitle={false} />
      </AccountPage>
    </SignedInOnly>
  );
}
