import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { AccountPage } from '../account/shared/AccountPage';
import { signMessages } from './messages';
import { SignInForm } from './SignInForm';

const linkCss = { color: 'inherit', fontSize: 14 } as const;

/** /m/sign and /p/sign: after sign-in, the address the guard saved, otherwise home. */
export function SignIn({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const finish = useFinishSignIn();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(signMessages.title)}>
      <SignInForm
        layout={layout}
        onSignedIn={(session) => finish(session, `/${layout}/home`)}
        links={
          <>
            <Link to={`/${layout}/register`} css={linkCss}>
              {intl.formatMessage(signMessages.toRegister)}
            </Link>
            <Link to={`/${layout}/forgetPW`} css={linkCss}>
              {intl.formatMessage(signMessages.toForget)}
            </Link>
          </>
        }
      />
    </AccountPage>
  );
}
