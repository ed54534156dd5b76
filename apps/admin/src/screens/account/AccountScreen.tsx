import { useTheme } from '@emotion/react';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow, FormSection } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { dateTime } from '../../shared/format';
import { inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { passwordFormError, type PasswordForm } from './passwordRules';

const EMPTY: PasswordForm = { password: '', newPassword: '', repeat: '', code: '' };
const FIELDS = [
  { key: 'password', label: 'account.password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'account.newPassword', autoComplete: 'new-password' },
  { key: 'repeat', label: 'account.repeat', autoComplete: 'new-password' },
] as const;

/** Who the operator is by the server's word, and their password changed with a fresh code. */
const AccountScreen = observer(function AccountScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const me = useLoad(() => api.session.me(), 'me');
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async () => {
    const problem = passwordFormError(form, locale.locale, t);
    setError(problem);
    setNotice(null);
    if (problem !== null) return;
    setBusy(true);
    const answer = await api.session.changePassword({
      password: form.password,
      newPassword: form.newPassword,
      code: form.code,
    });
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setForm(EMPTY);
    setNotice(t('account.changed'));
  };
  const operator = me.data?.operator;
  return (
    <div css={pageStyle}>
      <h1>{t('nav.account')}</h1>
      <ErrorLine error={me.error} />
      {operator && me.data && (
        <dl css={[panelStyle(theme), { margin: 0, display: 'grid', gap: theme.space.xs }]}>
          <dt>{t('account.who')}</dt>
          <dd css={{ margin: 0 }} data-testid="account-who">
            {operator.name} ({operator.account})
          </dd>
          <dt>{t('account.roles')}</dt>
          <dd css={{ margin: 0 }}>{operator.roles.map((role) => t(`role.${role}`)).join('、')}</dd>
          <dt>{t('account.expires')}</dt>
          <dd css={{ margin: 0 }}>{dateTime(me.data.expiresAt, locale.locale)}</dd>
        </dl>
      )}
      <FormLayout labelWidth={180}>
        <FormSection title={t('account.changePassword')} level={2}>
          {FIELDS.map(({ key, label, autoComplete }) => (
            <FormRow key={key} label={t(label)}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete={autoComplete}
                  css={inputStyle(theme)}
                  value={form[key]}
                  onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                />
              )}
            </FormRow>
          ))}
          <TextRow
            label={t('account.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            onChange={(value) => setForm({ ...form, code: value })}
          />
          <ErrorLine error={error} />
          <NoticeLine notice={notice} />
          <FormActions>
            <Button variant="primary" loading={busy} onClick={() => void change()}>
              {t('account.changeSubmit')}
            </Button>
          </FormActions>
        </FormSection>
      </FormLayout>
    </div>
  );
});

export default AccountScreen;
