import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AccountPage } from '../../shared/account/AccountPage';
import { registerMessages } from '../../shared/account/registerMessages';
import { RegisterForm } from '../../shared/account/RegisterForm';
import { useFinishRegistration } from '../../shared/welcome/useFinishRegistration';
import { useHref, useLayout } from '../../routing/layoutContext';

/**
 * /m/register and /p/register: a new player is signed in and goes home (or the saved address),
 * at the top of the page with the welcome.
 */
export function Register() {
  const layout = useLayout();
  const home = useHref('home');
  const signHref = useHref('sign');
  const intl = useIntl();
  const finish = useFinishRegistration();
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
