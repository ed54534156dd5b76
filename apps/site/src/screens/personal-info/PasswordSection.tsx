import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, useErrorText, withPasswordsMatch } from '../account/shared/errors';
import { accountMessages } from '../account/shared/messages';
import { Section } from '../account/shared/Section';
import { NewPasswordRows } from '../account/shared/NewPasswordRows';
import { personalInfoMessages as m } from './messages';
import { CardField } from '../account/shared/CardField';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** Password change: the current one, a new one of 6 to 16 characters, typed twice. */
export function PasswordSection() {
  const intl = useIntl();
  const { api } = useStores();
  const errorText = useErrorText();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    setDone(false);
    const parsed = userContract.changePassword.request.safeParse(form);
    setErrors(withPasswordsMatch(fieldErrors(parsed), form));
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.user.changePassword(parsed.data);
    setBusy(false);
    if (!result.ok) return;
    setForm(EMPTY);
    setDone(true);
  };

  const err = (key: string) => (errors[key] ? errorText(errors[key]) : undefined);
  return (
    <Section title={intl.formatMessage(m.passwordTitle)}>
      <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
        <CardField
          label={intl.formatMessage(m.oldPassword)}
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          onChange={set('oldPassword')}
          errorMessage={err('oldPassword')}
        />
        <NewPasswordRows
          label={intl.formatMessage(m.newPassword)}
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPassword={set('password')}
          onConfirmPassword={set('confirmPassword')}
          errors={{ password: err('password'), confirmPassword: err('confirmPassword') }}
        />
        {done && (
          <p role="status" css={(theme) => ({ margin: 0, color: theme.color.success })}>
            {intl.formatMessage(m.passwordChanged)}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {intl.formatMessage(accountMessages.save)}
        </Button>
      </Form>
    </Section>
  );
}
