import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages } from './messages';
import { useAskSignIn } from './useAskSignIn';

/**
 * Account pages outside SPEC's guard list (the desktop user centre, /m/personalInfo …) still need
 * a player: a visitor gets a sign-in button instead of the page.
 */
export const SignedInOnly = observer(function SignedInOnly({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { user } = useStores();
  const askSignIn = useAskSignIn();
  if (user.isLoggedIn) return children;
  return (
    <main css={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 48 }}>
      <p css={{ margin: 0 }}>{intl.formatMessage(accountMessages.signInFirst)}</p>
      <Button variant="primary" onClick={() => askSignIn()}>
        {intl.formatMessage(accountMessages.signIn)}
      </Button>
    </main>
  );
});
