import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AccountPage } from '../../shared/account/AccountPage';
import { ForgetPasswordForm } from '../../shared/account/ForgetPasswordForm';
import { forgetMessages } from '../../shared/account/forgetMessages';
import { useHref, useLayout } from '../../routing/layoutContext';

/** /m/forgetPW and /p/forgetPW. */
export function ForgetPassword() {
  const layout = useLayout();
  const signHref = useHref('sign');
  const intl = useIntl();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(forgetMessages.title)}>
      <ForgetPasswordForm
        links={
          <Link to={signHref} css={{ color: 'inherit', fontSize: 14 }}>
            {intl.formatMessage(forgetMessages.toSign)}
          </Link>
        }
      />
    </AccountPage>
  );
}
