import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { AccountPage } from '../../shared/account/AccountPage';
import { registerMessages } from '../../shared/account/registerMessages';
import { RegisterForm } from '../../shared/account/RegisterForm';
import { useHref, useLayout } from '../../routing/layoutContext';

/** /m/register and /p/register: a new player is signed in and goes home (or the saved address). */
export function Register() {
  const layout = useLayout();
  const home = useHref('home');
  const signHref = useHref('sign');
  const intl = useIntl();
  const finish = useFinishSignIn();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(registerMessages.title)}>
      <RegisterForm
        layout={layout}
        onRegistered={(session) => finish(session, home)}
        links={
          <Link to={signHref} css={{ color: 'inherit', fontSize: 14 }}>
            {intl.formatMessage(registerMessages.toSign)}
          </Link>
        }
      />
    </AccountPage>
  );
}
