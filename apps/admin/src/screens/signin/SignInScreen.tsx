import { Button } from '@skinbox/ui';
import { FormActions, FormLayout } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { TotpCodeRow } from '../../shared/totpCode/TotpCodeRow';
import { SignInStore } from '../../stores/SignInStore';
import { useConsole } from '../../stores/storeContext';
import { SignInFrame } from './SignInFrame';

/** Account and password, then the authenticator's code. */
export const SignInScreen = observer(function SignInScreen() {
  const { api, session, locale } = useConsole();
  const [form] = useState(() => new SignInStore(api, session, locale));
  const t = useText();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.step === 'password') form.next();
    else void form.submit();
  };
  const notice =
    session.notice === 'expired'
      ? t('signin.expired')
      : session.notice === 'signedOut'
        ? t('signin.signedOut')
        : null;
  return (
    <SignInFrame heading={t(form.step === 'password' ? 'signin.heading' : 'signin.codeHeading')}>
      <NoticeLine notice={notice} />
      <form onSubmit={onSubmit} noValidate>
        <FormLayout labelWidth={120}>
          {form.step === 'password' ? (
            <>
              <TextRow
                label={t('signin.account')}
                autoComplete="username"
                value={form.account}
                onChange={(value) => form.set('account', value)}
              />
              <TextRow
                label={t('signin.password')}
                type="password"
                autoComplete="current-password"
                value={form.password}
                onChange={(value) => form.set('password', value)}
              />
            </>
          ) : (
            <TotpCodeRow
              help={t('signin.codeHelp', { account: form.account })}
              value={form.code}
              onChange={(value) => form.set('code', value)}
            />
          )}
          <ErrorLine error={form.error} />
          <FormActions>
            {form.step === 'code' && (
              <Button type="button" onClick={() => form.back()}>
                {t('common.back')}
              </Button>
            )}
            <Button type="submit" variant="primary" loading={form.busy}>
              {t(form.step === 'password' ? 'signin.next' : 'signin.submit')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </SignInFrame>
  );
});
