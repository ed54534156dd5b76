import { useStores } from '@skinbox/stores';
import { Button, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFinishSignIn } from '../routing/useFinishSignIn';
import { GuardExplanation } from '../shared/guard/GuardExplanation';
import { useWaitingPage } from '../shared/guard/useWaitingPage';
import { useFinishRegistration } from '../shared/welcome/useFinishRegistration';
import { ForgetPasswordForm } from '../shared/account/ForgetPasswordForm';
import { forgetMessages } from '../shared/account/forgetMessages';
import { registerMessages } from '../shared/account/registerMessages';
import { RegisterForm } from '../shared/account/RegisterForm';
import { signMessages } from '../shared/account/signMessages';
import { SignInForm } from '../shared/account/SignInForm';

type View = 'sign' | 'register' | 'forget';

const TITLES = {
  sign: signMessages.title,
  register: registerMessages.title,
  forget: forgetMessages.title,
};

/**
 * The desktop sign-in overlay (ui.signInOpen): sign-in, sign-up and password reset in one
 * dialog. After sign-in the guard's saved address opens, and the dialog first says which page
 * that is and why it waits; otherwise the page stays.
 */
export const SignInOverlay = observer(function SignInOverlay() {
  const intl = useIntl();
  const { ui } = useStores();
  const finish = useFinishSignIn();
  const finishRegistration = useFinishRegistration();
  const waiting = useWaitingPage('p');
  const [view, setView] = useState<View>('sign');
  const link = (to: View, label: string) => (
    <Button size="small" onClick={() => setView(to)}>
      {label}
    </Button>
  );
  const close = () => {
    ui.closeSignIn();
    setView('sign');
  };
  return (
    <Popup
      show={ui.signInOpen}
      round
      closeable
      onClose={close}
      aria-label={intl.formatMessage(TITLES[view])}
      css={{ width: 420 }}
    >
      <div css={{ padding: 24, display: 'grid', gap: 12 }}>
        <h2 css={{ margin: 0 }}>{intl.formatMessage(TITLES[view])}</h2>
        {view === 'sign' && waiting !== null && (
          <GuardExplanation layout="p" reason="signIn" address={waiting} withSignIn={false} />
        )}
        {view === 'sign' && (
          <SignInForm
            layout="p"
            onSignedIn={(session) => finish(session)}
            links={
              <>
                {link('register', intl.formatMessage(signMessages.toRegister))}
                {link('forget', intl.formatMessage(signMessages.toForget))}
              </>
            }
          />
        )}
        {view === 'register' && (
          <RegisterForm
            layout="p"
            onRegistered={(session) => finishRegistration(session)}
            links={link('sign', intl.formatMessage(registerMessages.toSign))}
          />
        )}
        {view === 'forget' && (
          <ForgetPasswordForm links={link('sign', intl.formatMessage(forgetMessages.toSign))} />
        )}
      </div>
    </Popup>
  );
});
