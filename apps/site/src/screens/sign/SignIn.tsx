import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFinishSignIn } from '../../routing/useFinishSignIn';
import { GuardExplanation } from '../../shared/guard/GuardExplanation';
import { useWaitingPage } from '../../shared/guard/useWaitingPage';
import { AccountPage } from '../../shared/account/AccountPage';
import { signMessages } from '../../shared/account/signMessages';
import { SignInForm } from '../../shared/account/SignInForm';
import { useHref, useLayout } from '../../routing/layoutContext';

const linkCss = { color: 'inherit', fontSize: 14 } as const;

/**
 * /m/sign and /p/sign: after sign-in, the address the guard saved, otherwise home. A visitor the
 * guard sent here reads which page waits and why before the form.
 */
export function SignIn() {
  const layout = useLayout();
  const home = useHref('home');
  const registerHref = useHref('register');
  const forgetPWHref = useHref('forgetPW');
  const intl = useIntl();
  const finish = useFinishSignIn();
  const waiting = useWaitingPage(layout);
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(signMessages.title)}>
      {waiting !== null && (
        <GuardExplanation layout={layout} reason="signIn" address={waiting} withSignIn={false} />
      )}
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
