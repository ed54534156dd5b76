import { useIntl } from 'react-intl';
import { AccountForm } from '../../shared/account/AccountForm';
import { CardField } from '../../shared/account/CardField';
import { useErrorText } from '../../shared/account/errors';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import type { RealNameSectionState } from './useRealNameSection';

/**
 * Real-name verification: the masked name and number once verified, else the form, its reward,
 * and 'retry after {sec} seconds' while the next attempt waits.
 */
export function RealNameSectionView({
  status,
  retryIn,
  form,
  set,
  err,
  busy,
  submit,
}: RealNameSectionState) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Section title={intl.formatMessage(m.realNameTitle)}>
      {status?.isVerified ? (
        <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8 }}>
          <dt>{intl.formatMessage(m.realName)}</dt>
          <dd css={{ margin: 0 }}>{status.realName}</dd>
          <dt>{intl.formatMessage(m.idNumber)}</dt>
          <dd css={{ margin: 0 }}>{status.idNumber}</dd>
          <dt css={(theme) => ({ color: theme.color.success })}>
            {intl.formatMessage(m.verified)}
          </dt>
        </dl>
      ) : (
        <AccountForm
          onSubmit={submit}
          submitLabel={intl.formatMessage(m.verify)}
          busy={busy}
          submitDisabled={retryIn > 0}
        >
          <CardField
            label={intl.formatMessage(m.realName)}
            autoComplete="name"
            value={form.realName}
            onChange={set('realName')}
            errorMessage={err('realName')}
          />
          <CardField
            label={intl.formatMessage(m.idNumber)}
            maxlength={18}
            value={form.idNumber}
            onChange={set('idNumber')}
            errorMessage={err('idNumber')}
          />
          {status && Number(status.rewardAmount) > 0 && (
            <p
              css={(theme) => ({ margin: 0, color: theme.color.coin, fontSize: theme.fontSize.sm })}
            >
              {intl.formatMessage(m.reward, { amount: status.rewardAmount })}
            </p>
          )}
          {retryIn > 0 && (
            <p role="status" css={(theme) => ({ margin: 0, color: theme.color.warning })}>
              {errorText('errors.realNameRetryAfter', { sec: retryIn })}
            </p>
          )}
        </AccountForm>
      )}
    </Section>
  );
}
