import { auth } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form } from '@skinbox/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CodeSender } from '../account/shared/CodeSender';
import { fieldErrors, useErrorText, withPasswordsMatch } from '../account/shared/errors';
import { NewPasswordRows } from '../account/shared/NewPasswordRows';
import { forgetMessages } from './messages';

/** A new password set with phone, slider and SMS code (the contract's forgotPasswordRequest). */
export function ForgetPasswordForm({ onDone, links }: { onDone?: () => void; links: ReactNode }) {
  const intl = useIntl();
  const { api } = useStores();
  const errorText = useErrorText();
  const [form, setForm] = useState({ mobile: '', code: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const parsed = auth.forgotPasswordRequest.safeParse(form);
    setErrors(withPasswordsMatch(fieldErrors(parsed), form));
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.auth.forgotPassword(parsed.data);
    setBusy(false);
    if (!result.ok) return;
    setDone(true);
    onDone?.();
  };

  const err = (key: string) => (errors[key] ? errorText(errors[key]) : undefined);
  return (
    <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
      <CodeSender
        purpose="forgotPassword"
        mobile={form.mobile}
        code={form.code}
        onMobile={set('mobile')}
        onCode={set('code')}
        errors={{ mobile: err('mobile'), code: err('code') }}
      />
      <NewPasswordRows
        label={intl.formatMessage(forgetMessages.newPassword)}
        password={form.password}
        confirmPassword={form.confirmPassword}
        onPassword={set('password')}
        onConfirmPassword={set('confirmPassword')}
        errors={{ password: err('password'), confirmPassword: err('confirmPassword') }}
      />
      {done && (
        <p
          role="status"
          css={(theme) => ({
            margin: 0,
            padding: `0 ${theme.space.lg}`,
            color: theme.color.success,
          })}
        >
          {intl.formatMessage(forgetMessages.done)}
        </p>
      )}
      <Button type="submit" variant="primary" block loading={busy}>
        {intl.formatMessage(forgetMessages.submit)}
      </Button>
      <div>{links}</div>
    </Form>
  );
}
