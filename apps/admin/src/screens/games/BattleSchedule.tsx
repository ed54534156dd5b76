import { useTheme } from '@emotion/react';
import { games } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { inputStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { draftOf, scheduleOf, type ScheduleDraft } from './gameRules';

const NEW_LINE: ScheduleDraft = { boxes: '', seats: '2', mode: 'classic', keep: '1' };

/**
 * The official battle schedule: each line keeps that many rooms of its boxes, seats and mode
 * waiting for players. Saving replaces the whole schedule; saving none stops it.
 */
export function BattleSchedule() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const schedule = useLoad(() => api.games.battleSchedule(), 'schedule');
  const [edited, setDrafts] = useState<ScheduleDraft[] | null>(null);
  // The loaded schedule until the operator changes a line.
  const drafts = edited ?? schedule.data?.map(draftOf) ?? null;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const change = (index: number, patch: Partial<ScheduleDraft>) =>
    drafts && setDrafts(drafts.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const save = async () => {
    if (!drafts) return;
    setNotice(null);
    const lines = scheduleOf(drafts);
    if ('badLine' in lines) {
      setError(t('games.boxesUnreadable', { line: lines.badLine }));
      return;
    }
    const problem = inputError(games.setBattleSchedule.request, { lines }, locale.locale);
    setError(problem);
    if (problem !== null) return;
    const answer = await api.games.setBattleSchedule({ lines });
    setError(answer.ok ? null : answer.msg);
    if (answer.ok) setNotice(t('games.scheduleSaved', { count: lines.length }));
  };
  const cell = { padding: theme.space.xs };
  return (
    <FormSection title={t('games.schedule')} description={t('games.scheduleHelp')} level={2}>
      <ErrorLine error={error ?? schedule.error} />
      <NoticeLine notice={notice} />
      {drafts && (
        <table css={{ borderCollapse: 'collapse', textAlign: 'left' }}>
          <thead>
            <tr>
              <th css={cell}>{t('games.boxes')}</th>
              <th css={cell}>{t('games.seats')}</th>
              <th css={cell}>{t('games.mode')}</th>
              <th css={cell}>{t('games.keep')}</th>
              <th css={cell}>{t('games.lineActions')}</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((line, index) => (
              <tr key={index}>
                <td css={cell}>
                  <input
                    aria-label={t('games.lineBoxes', { line: index + 1 })}
                    css={inputStyle(theme)}
                    value={line.boxes}
                    onChange={(event) => change(index, { boxes: event.target.value })}
                  />
                </td>
                <td css={cell}>
                  <input
                    aria-label={t('games.seats')}
                    type="number"
                    css={[inputStyle(theme), { width: 80 }]}
                    value={line.seats}
                    onChange={(event) => change(index, { seats: event.target.value })}
                  />
                </td>
                <td css={cell}>
                  <select
                    aria-label={t('games.mode')}
                    css={inputStyle(theme)}
                    value={line.mode}
                    onChange={(event) =>
                      change(index, { mode: event.target.value as ScheduleDraft['mode'] })
                    }
                  >
                    <option value="classic">{t('games.mode.classic')}</option>
                    <option value="clown">{t('games.mode.clown')}</option>
                  </select>
                </td>
                <td css={cell}>
                  <input
                    aria-label={t('games.keep')}
                    type="number"
                    css={[inputStyle(theme), { width: 80 }]}
                    value={line.keep}
                    onChange={(event) => change(index, { keep: event.target.value })}
                  />
                </td>
                <td css={cell}>
                  <Button
                    size="small"
                    onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}
                  >
                    {t('games.removeLine')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <FormActions>
        <Button disabled={!drafts} onClick={() => setDrafts([...(drafts ?? []), NEW_LINE])}>
          {t('games.addLine')}
        </Button>
        <Button variant="primary" disabled={!drafts} onClick={() => void save()}>
          {t('games.saveSchedule')}
        </Button>
      </FormActions>
    </FormSection>
  );
}
