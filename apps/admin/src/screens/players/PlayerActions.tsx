import { useTheme } from '@emotion/react';
import { players, signedMoney, type AdminCurrency, type PlayerDetail } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow, FormSection } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { inputStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { useConsole } from '../../stores/storeContext';

type Pending = 'adjust' | 'ban' | 'unban' | null;

/**
 * What the operator's roles allow on this player, each behind a reason: adjust a balance (a
 * ledger row against a system account), ban or lift a ban. Nothing is offered that the role
 * table refuses.
 */
export const PlayerActions = observer(function PlayerActions({
  detail,
  onChanged,
}: {
  detail: PlayerDetail;
  onChanged(): void;
}) {
  const { api, session, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const userId = detail.player.userId;
  const [pending, setPending] = useState<Pending>(null);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<AdminCurrency>('amount');
  const [account, setAccount] = useState<(typeof players.ADJUSTMENT_ACCOUNTS)[number]>('house');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayAdjust = session.may('players.adjustBalance');
  const mayBan = session.may(detail.player.bannedAt ? 'players.unban' : 'players.ban');
  if (!mayAdjust && !mayBan) return null;

  const askAdjust = () => {
    const problem = inputError(signedMoney, amount.trim(), locale.locale);
    setError(problem);
    setDone(null);
    if (problem === null) setPending('adjust');
  };
  /** Runs the action; a refusal rejects, so the dialog stays open and shows it. */
  const confirm = async (reason: string) => {
    if (pending === 'adjust') {
      const answer = await api.players.adjustBalance({
        userId,
        currency,
        account,
        amount: amount.trim(),
        reason,
      });
      if (!answer.ok) throw new Error(answer.msg);
      setDone(t('player.adjusted', { balance: answer.data.balance }));
      setAmount('');
    } else if (pending) {
      const answer = await api.players[pending]({ userId, reason });
      if (!answer.ok) throw new Error(answer.msg);
      setDone(t('common.done'));
    }
    onChanged();
  };
  const title =
    pending === 'adjust'
      ? t('player.adjustConfirm', { id: userId, amount: amount.trim() })
      : pending === 'ban'
        ? t('player.banConfirm', { id: userId })
        : t('player.unbanConfirm', { id: userId });
  return (
    <>
      <FormLayout labelWidth={200}>
        {mayAdjust && (
          <FormSection title={t('player.adjust')} level={2}>
            <TextRow
              label={t('player.adjustAmount')}
              error={error}
              value={amount}
              onChange={setAmount}
            />
            <FormRow label={t('player.adjustCurrency')}>
              {(control) => (
                <select
                  {...control}
                  css={inputStyle(theme)}
                  value={currency}
                  onChange={(event) => setCurrency(event.target.value as AdminCurrency)}
                >
                  {players.ADMIN_CURRENCIES.map((option) => (
                    <option key={option} value={option}>
                      {t(`player.${option}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormRow>
            <FormRow label={t('player.adjustAccount')}>
              {(control) => (
                <select
                  {...control}
                  css={inputStyle(theme)}
                  value={account}
                  onChange={(event) => setAccount(event.target.value as typeof account)}
                >
                  {players.ADJUSTMENT_ACCOUNTS.map((option) => (
                    <option key={option} value={option}>
                      {t(`account.${option}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormRow>
            <FormActions>
              <Button variant="primary" onClick={askAdjust}>
                {t('player.adjust')}
              </Button>
            </FormActions>
          </FormSection>
        )}
        {mayBan && (
          <FormActions>
            {detail.player.bannedAt ? (
              <Button onClick={() => setPending('unban')}>{t('player.unban')}</Button>
            ) : (
              <Button variant="danger" onClick={() => setPending('ban')}>
                {t('player.ban')}
              </Button>
            )}
          </FormActions>
        )}
        <NoticeLine notice={done} />
      </FormLayout>
      <ReasonDialog
        show={pending !== null}
        title={title}
        message={pending === 'ban' ? t('player.banMessage') : undefined}
        danger={pending === 'ban'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
});
