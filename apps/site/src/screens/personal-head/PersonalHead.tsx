import { useIntl } from 'react-intl';
import { AccountPage } from '../../shared/account/AccountPage';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { AvatarChooser } from './AvatarChooser';
import { personalHeadMessages } from './messages';

/** /m/personalHead (on desktop the chooser sits on /p/me/personal). */
export function PersonalHead() {
  const intl = useIntl();
  return (
    <SignedInOnly>
      <AccountPage layout="m" title={intl.formatMessage(personalHeadMessages.title)}>
        <AvatarChooser />
      </AccountPage>
    </SignedInOnly>
  );
}
