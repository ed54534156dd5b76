import { useTheme } from '@emotion/react';
import { games } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormRow, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { inputStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { useConsole } from '../../stores/storeContext';
import { parseBoxLines } from './gameRules';

type Mode = 'classic' | 'clown';

/** One official battle now, its seats paid by players as in any room. */
export function OfficialBattle() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [boxes, setBoxes] = useState('');
  const [seats, setSeats] = useState('2');
  const [mode, setMode] = useState<Mode>('classic');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const create = async () => {
    setNotice(null);
    const lines = parseBoxLines(boxes);
    if (!lines) {
      setError(t('games.boxesFormat'));
      return;
    }
    const request = {
      boxes: lines,
      seats: Number(seats),
      mode,
      ...(password ? { password } : {}),
    };
    const problem = inputError(games.createOfficialBattle.request, request, locale.locale);
    setError(problem);
    if (problem !== null) return;
    const answer = await api.games.createOfficialBattle(request);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setNotice(t('games.battleCreated', { id: answer.data.battleId, cost: answer.data.seatCost }));
    setBoxes('');
    setPassword('');
  };
  return (
    <FormSection title={t('games.officialBattle')} level={2}>
      <TextRow
        label={t('games.boxes')}
        help={t('games.boxesHelp')}
        value={boxes}
        onChange={setBoxes}
      />
      <TextRow label={t('games.seats')} type="number" value={seats} onChange={setSeats} />
      <FormRow label={t('games.mode')}>
        {(control) => (
          <select
            {...control}
            css={inputStyle(theme)}
            value={mode}
            onChange={(event) => setMode(event.target.value as Mode)}
          >
            <option value="classic">{t('games.mode.classic')}</option>
            <option value="clown">{t('games.mode.clown')}</option>
          </select>
        )}
      </FormRow>
      <TextRow
        label={t('games.password')}
        autoComplete="off"
        value={password}
        onChange={setPassword}
      />
      <ErrorLine error={error} />
      <NoticeLine notice={notice} />
      <FormActions>
        <Button variant="primary" onClick={() => void create()}>
          {t('games.createBattle')}
        </Button>
      </FormActions>
    </FormSection>
  );
}
