import { useTheme } from '@emotion/react';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useText } from '../../i18n/useText';
import { errorStyle, inputStyle, noticeStyle } from '../../shared/formStyles';
import { SignInStore } from '../../stores/SignInStore';
import { useConsole } from '../../stores/storeContext';
import { SignInFrame } from './SignInFrame';

/** Account and password, then the authenticator's code. */
export const SignInScreen = observer(function SignInScreen() {
  const { api, session, locale } = useConsole();
  const [form] = useState(() => new SignInStore(api, session, locale));
  const t = useText();
  const theme = useTheme();
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
      {notice && (
        <p role="status" css={noticeStyle}>
          {notice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormLayout labelWidth={120}>
          {form.step === 'password' ? (
            <>
              <FormRow label={t('signin.account')}>
                {(control) => (
                  <input
                    {...control}
                    css={inputStyle(theme)}
                    autoComplete="username"
                    value={form.account}
                    onChange={(event) => form.set('account', event.target.value)}
                  />
                )}
              </FormRow>
              <FormRow label={t('signin.password')}>
                {(control) => (
                  <input
                    {...control}
                    css={inputStyle(theme)}
                    type="password"
                    autoComplete="current-password"
                    value={form.password}
                    onChange={(event) => form.set('password', event.target.value)}
                  />
                )}
              </FormRow>
            </>
          ) : (
            <FormRow
              label={t('signin.code')}
              help={t('signin.codeHelp', { account: form.account })}
            >
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={form.code}
                  onChange={(event) => form.set('code', event.target.value)}
                />
              )}
            </FormRow>
          )}
          {form.error && (
            <p role="alert" css={errorStyle}>
              {form.error}
            </p>
          )}
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
