import { observer } from 'mobx-react-lite';
import { SigninView } from './SigninView';
import { useSigninScreen } from './useSigninScreen';

/** /m/signin and /p/me/signin: the sign-in calendar (useSigninScreen) shown by SigninView. */
export const Signin = observer(function Signin() {
  return <SigninView {...useSigninScreen()} />;
});
