import { Button } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { useAskSignIn } from '../account/useAskSignIn';
import { goodsMessages } from '../goods/messages';

/** What a signed-out visitor sees where a screen needs an account: a way to sign in. */
export function SignInPrompt() {
  const intl = useIntl();
  const askSignIn = useAskSignIn();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <span>{intl.formatMessage(goodsMessages.signInFirst)}</span>
      <Button variant="primary" size="small" onClick={() => askSignIn()}>
        {intl.formatMessage(goodsMessages.signIn)}
      </Button>
    </div>
  );
}
