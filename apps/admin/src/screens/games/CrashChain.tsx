import { useTheme } from '@emotion/react';
import { games } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { dateTime } from '../../shared/format';
import { inputError } from '../../shared/inputError';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Step = 'rotate' | 'salt';

/**
 * The crash chain and its two-step rotation (the seeding event): commit a new chain with the
 * announced source of its salt, then enter the salt once that public value exists. Neither step
 * can be undone, so each asks for a confirmation and a reason.
 */
export function CrashChain() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [round, setRound] = useState(0);
  const [rounds, setRounds] = useState('100000');
  const [saltSource, setSaltSource] = useState('');
  const [salt, setSalt] = useState('');
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const state = useLoad(() => api.games.crashChain(), String(round));
  const chain = state.data?.chain ?? null;
  const waitingForSalt = chain !== null && chain.salt === null;

  const rotateRequest = () => ({ rounds: Number(rounds), saltSource });
  const saltRequest = () => ({ chainId: chain?.chainId ?? 0, salt });
  const ask = (next: Step) => {
    const problem =
      next === 'rotate'
        ? inputError(games.rotateCrashChain.request, rotateRequest(), locale.locale)
        : inputError(games.saltCrashChain.request, saltRequest(), locale.locale);
    setError(problem);
    setNotice(null);
    if (problem === null) setStep(next);
  };
  /** A refusal rejects, so the dialog stays open and shows it. */
  const confirm = async (reason: string) => {
    if (step === 'rotate') {
      const answer = await api.games.rotateCrashChain({ ...rotateRequest(), reason });
      if (!answer.ok) throw new Error(answer.msg);
      setNotice(t('games.crash.rotated', { id: answer.data.chain.chainId }));
      setSaltSource('');
    } else {
      const answer = await api.games.saltCrashChain({ ...saltRequest(), reason });
      if (!answer.ok) throw new Error(answer.msg);
      setNotice(t('games.crash.salted', { id: answer.data.chain.chainId }));
      setSalt('');
    }
    setRound((value) => value + 1);
  };
  const facts = state.data && [
    [t('games.crash.terminalHash'), state.data.terminalHash ?? '—'],
    [t('games.crash.used'), `${state.data.used} / ${state.data.rounds}`],
    [t('games.crash.committedAt'), dateTime(state.data.createdAt, locale.locale)],
    [t('games.crash.saltSource'), chain?.saltSource ?? '—'],
    [t('games.crash.salt'), chain?.salt ?? t('games.crash.noSalt')],
  ];
  return (
    <FormSection title={t('games.crash')} description={t('games.crash.procedure')} level={2}>
      <ol css={{ margin: 0, paddingLeft: theme.space.xl, color: theme.color.textMuted }}>
        <li>{t('games.crash.step1')}</li>
        <li>{t('games.crash.step2')}</li>
        <li>{t('games.crash.step3')}</li>
      </ol>
      {facts && (
        <dl
          data-testid="crash-chain"
          css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 6, margin: 0 }}
        >
          {facts.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd css={{ margin: 0, wordBreak: 'break-all' }}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ErrorLine error={error ?? state.error} />
      <NoticeLine notice={notice} />
      {waitingForSalt && (
        <>
          <TextRow
            label={t('games.crash.saltInput', { id: chain.chainId })}
            value={salt}
            onChange={setSalt}
          />
          <FormActions>
            <Button variant="primary" onClick={() => ask('salt')}>
              {t('games.crash.setSalt')}
            </Button>
          </FormActions>
        </>
      )}
      <TextRow label={t('games.crash.rounds')} type="number" value={rounds} onChange={setRounds} />
      <TextRow
        label={t('games.crash.newSaltSource')}
        help={t('games.crash.saltSourceHelp')}
        value={saltSource}
        onChange={setSaltSource}
      />
      <FormActions>
        <Button onClick={() => ask('rotate')}>{t('games.crash.rotate')}</Button>
      </FormActions>
      <ReasonDialog
        show={step !== null}
        title={
          step === 'rotate'
            ? t('games.crash.rotateTitle', { rounds })
            : t('games.crash.saltTitle', { id: chain?.chainId ?? '' })
        }
        message={
          step === 'rotate'
            ? t('games.crash.rotateMessage', { source: saltSource })
            : t('games.crash.saltMessage', { salt })
        }
        danger
        onConfirm={confirm}
        onClose={() => setStep(null)}
      />
    </FormSection>
  );
}
