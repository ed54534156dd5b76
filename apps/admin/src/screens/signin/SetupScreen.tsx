import { css, useTheme, type Theme } from '@emotion/react';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { dateTime } from '../../shared/format';
import { TotpCodeRow } from '../../shared/totpCode/TotpCodeRow';
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
      <ErrorLine error={linkError} />
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
            <TextRow
              label={t('setup.password')}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(value) => form.set('password', value)}
            />
            <TextRow
              label={t('setup.repeat')}
              type="password"
              autoComplete="new-password"
              value={form.repeat}
              onChange={(value) => form.set('repeat', value)}
            />
            <TotpCodeRow value={form.code} onChange={(value) => form.set('code', value)} />
            <ErrorLine error={error} />
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
