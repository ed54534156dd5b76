import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withPasswordsMatch } from '../../shared/account/errors';
import { accountMessages } from '../../shared/account/messages';
import { Section } from '../../shared/account/Section';
import { NewPasswordRows } from '../../shared/account/NewPasswordRows';
import { personalInfoMessages as m } from './messages';
import { CardField } from '../../shared/account/CardField';
import { useContractForm } from '../../shared/account/useContractForm';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** Password change: the current one, a new one of 6 to 16 characters, typed twice. */
export function PasswordSection() {
  const intl = useIntl();
  const { api } = useStores();
  const { form, set, err, busy, reset, submit: send } = useContractForm(EMPTY);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setDone(false);
    const result = await send(
      userContract.changePassword.request.safeParse(form),
      (data) => api.user.changePassword(data),
      (errors) => withPasswordsMatch(errors, form),
    );
    if (!result?.ok) return;
    reset();
    setDone(true);
  };

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
