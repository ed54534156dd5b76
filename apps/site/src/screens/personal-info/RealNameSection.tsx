import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form, useCountDown } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/account/errors';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import { CardField } from '../../shared/account/CardField';
import { useContractForm } from '../../shared/account/useContractForm';

type Status = userContract.RealNameStatus;

/**
 * Real-name verification (SPEC sections 4 and 5): name and ID number; after an attempt the next is
 * allowed only after a minute (the server's retryAfter), counted down with the kit's useCountDown
 * as 'retry after {sec} seconds'; a success pays the reward and shows the masked name and number.
 */
export const RealNameSection = observer(function RealNameSection() {
  const intl = useIntl();
  const { api, user } = useStores();
  const errorText = useErrorText();
  const retry = useCountDown({ time: 0 });
  const left = Math.ceil(retry.current.total / 1000);
  const [status, setStatus] = useState<Status | null>(null);
  const { form, set, err, busy, submit: send } = useContractForm({ realName: '', idNumber: '' });
  const { reset, start } = retry;

  const refresh = useCallback(async () => {
    const result = await api.user.queryRealName();
    if (!result.ok) return;
    setStatus(result.data);
    reset(result.data.retryAfter * 1000);
    if (result.data.retryAfter > 0) start();
  }, [api, reset, start]);

  useEffect(() => void refresh(), [refresh]);

  const submit = async () => {
    const result = await send(userContract.realName.request.safeParse(form), (data) =>
      api.user.realName(data),
    );
    if (!result) return;
    if (result.ok) {
      setStatus(result.data);
      await user.loadInfo();
    } else {
      await refresh();
    }
  };

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
        <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
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
          {left > 0 && (
            <p role="status" css={(theme) => ({ margin: 0, color: theme.color.warning })}>
              {errorText('errors.realNameRetryAfter', { sec: left })}
            </p>
          )}
          <Button type="submit" variant="primary" loading={busy} disabled={left > 0}>
            {intl.formatMessage(m.verify)}
          </Button>
        </Form>
      )}
    </Section>
  );
});
