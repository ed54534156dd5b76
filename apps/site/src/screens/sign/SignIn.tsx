import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { AccountPage } from '../../shared/account/AccountPage';
import { signMessages } from '../../shared/account/signMessages';
import { SignInForm } from '../../shared/account/SignInForm';
import { useHref, useLayout } from '../../routing/layoutContext';

const linkCss = { color: 'inherit', fontSize: 14 } as const;

/** /m/sign and /p/sign: after sign-in, the address the guard saved, otherwise home. */
export function SignIn() {
  const layout = useLayout();
  const home = useHref('home');
  const registerHref = useHref('register');
  const forgetPWHref = useHref('forgetPW');
  const intl = useIntl();
  const finish = useFinishSignIn();
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(signMessages.title)}>
      <SignInForm
        layout={layout}
        onSignedIn={(session) => finish(session, home)}
        links={
          <>
            <Link to={registerHref} css={linkCss}>
              {intl.formatMessage(signMessages.toRegister)}
            </Link>
            <Link to={forgetPWHref} css={linkCss}>
              {intl.formatMessage(signMessages.toForget)}
            </Link>
          </>
        }
      />
    </AccountPage>
  );
}
