import { Button, Form } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { CardField } from '../../shared/account/CardField';
import { accountMessages } from '../../shared/account/messages';
import { NewPasswordRows } from '../../shared/account/NewPasswordRows';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import type { PasswordSectionState } from './usePasswordSection';

/** Password change: the current one, a new one typed twice, and the change confirmed. */
export function PasswordSectionView({ form, set, err, busy, done, submit }: PasswordSectionState) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.passwordTitle)}>
      <Form labelAlign="top" onSubmit={submit} css={{ display: 'grid', gap: 12 }}>
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
