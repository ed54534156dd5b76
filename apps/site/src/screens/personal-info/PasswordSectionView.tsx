import { useIntl } from 'react-intl';
import { AccountForm } from '../../shared/account/AccountForm';
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
      <AccountForm
        onSubmit={submit}
        submitLabel={intl.formatMessage(accountMessages.save)}
        busy={busy}
        doneNote={done && intl.formatMessage(m.passwordChanged)}
      >
        <CardField
          label={intl.formatMessage(m.oldPassword)}
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          onChange={set('oldPassword')}
          errorMessage={err('oldPassword')}
        />
        <NewPasswordRows label={intl.formatMessage(m.newPassword)} state={{ form, set, err }} />
      </AccountForm>
    </Section>
  );
}
