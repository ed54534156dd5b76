import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { AccountPage } from '../account/shared/AccountPage';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import { forgetMessages } from './messages';

/** /m/forgetPW and /p/forgetPW. */
export function ForgetPassword({ layout }: { layout: Layout }) {
  const intl = useIntl();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(forgetMessages.title)}>
      <ForgetPasswordForm
        links={
          <Link to={`/${layout}/sign`} css={{ color: 'inherit', fontSize: 14 }}>
            {intl.formatMessage(forgetMessages.toSign)}
          </Link>
        }
      />
    </AccountPage>
  );
}
