import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { AccountPage } from '../account/shared/AccountPage';
import { registerMessages } from './messages';
import { RegisterForm } from './RegisterForm';

/** /m/register and /p/register: a new player is signed in and goes home (or the saved address). */
export function Register({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const finish = useFinishSignIn();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(registerMessages.title)}>
      <RegisterForm
        layout={layout}
        onRegistered={(session) => finish(session, `/${layout}/home`)}
        links={
          <Link to={`/${layout}/sign`} css={{ color: 'inherit', fontSize: 14 }}>
            {intl.formatMessage(registerMessages.toSign)}
          </Link>
        }
      />
    </AccountPage>
  );
}
