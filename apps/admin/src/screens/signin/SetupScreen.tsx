import { css, useTheme, type Theme } from '@emotion/react';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { errorStyle, inputStyle } from '../../shared/formStyles';
import { SetupStore } from '../../stores/SetupStore';
import { useConsole } from '../../stores/storeContext';
import { SignInFrame } from './SignInFrame';

const secretStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.background};
  font-family: ui-monospace, monospace;
  overflow-wrap: anywhere;
  user-select: all;
`;

/** The one-time setup link: enrol the TOTP secret, choose a password, prove a first code. */
const SetupScreen = observer(function SetupScreen() {
  const { api, session, locale } = useConsole();
  const [params] = useSearchParams();
  const [form] = useState(() => new SetupStore(api, session, locale, params.get('token')));
  const t = useText();
  const theme = useTheme();
  useEffect(() => {
    void form.load();
  }, [form]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const linkError = form.linkErrorId ? t(form.linkErrorId) : form.linkError;
  const error = form.errorId ? t(form.errorId) : form.error;
  return (
    <SignInFrame heading={t('setup.heading')}>
      {linkError && (
        <p role="alert" css={errorStyle}>
          {linkError}
        </p>
      )}
      {!linkError && !form.info && <p>{t('common.loading')}</p>}
      {form.info && (
        <form onSubmit={onSubmit} noValidate>
          <FormLayout labelWidth={160}>
            <p css={{ margin: 0 }}>
              {t('setup.intro', { name: form.info.name, account: form.info.account })}
            </p>
            <FormRow label={t('setup.secret')}>
              <p css={secretStyle} data-testid="totp-secret">
                {form.info.secret}
              </p>
            </FormRow>
            <FormRow label={t('setup.uri')}>
              <p css={secretStyle}>{form.info.otpauthUri}</p>
            </FormRow>
            <p css={{ margin: 0, color: theme.color.textMuted }}>
              {t('setup.expires', { at: dateTime(form.info.expiresAt, locale.locale) })}
            </p>
            <FormRow label={t('setup.password')}>
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  type="password"
                  autoComplete="new-password"
                  value={form.password}
                  onChange={(event) => form.set('password', event.target.value)}
                />
              )}
            </FormRow>
            <FormRow label={t('setup.repeat')}>
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  type="password"
                  autoComplete="new-password"
                  value={form.repeat}
                  onChange={(event) => form.set('repeat', event.target.value)}
                />
              )}
            </FormRow>
            <FormRow label={t('signin.code')}>
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
            {error && (
              <p role="alert" css={errorStyle}>
                {error}
              </p>
            )}
            <FormActions>
              <Button type="submit" variant="primary" loading={form.busy}>
                {t('setup.submit')}
              </Button>
            </FormActions>
          </FormLayout>
        </form>
      )}
    </SignInFrame>
  );
});

export default SetupScreen;
