import { useTheme } from '@emotion/react';
import { games } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormRow, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { inputStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { localToIso } from '../../shared/localTime';
import { useConsole } from '../../stores/storeContext';
import { parseIds } from './gameRules';

const EMPTY = {
  name: '',
  goods: '',
  cap: '100',
  drawAt: '',
  password: '',
  vipLevel: '',
  rechargeMin: '',
  rechargeSince: '',
};
type Form = typeof EMPTY;
const FIELDS: {
  key: keyof Form;
  label: Parameters<ReturnType<typeof useText>>[0];
  type?: string;
}[] = [
  { key: 'name', label: 'games.roll.name' },
  { key: 'goods', label: 'games.roll.goods' },
  { key: 'cap', label: 'games.roll.cap', type: 'number' },
  { key: 'drawAt', label: 'games.roll.drawAt', type: 'datetime-local' },
  { key: 'password', label: 'games.password' },
  { key: 'vipLevel', label: 'games.roll.vipLevel', type: 'number' },
  { key: 'rechargeMin', label: 'games.roll.rechargeMin' },
  { key: 'rechargeSince', label: 'games.roll.rechargeSince', type: 'datetime-local' },
];

/** An official roll room: its prizes come from the house, the draw at the time set. */
export function CreateRollRoom({ onCreated }: { onCreated(): void }) {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const create = async () => {
    setNotice(null);
    const goodsIds = parseIds(form.goods);
    if (!goodsIds) {
      setError(t('games.roll.goodsFormat'));
      return;
    }
    const since = localToIso(form.rechargeSince);
    const request = {
      name: form.name,
      goodsIds,
      cap: Number(form.cap),
      drawAt: localToIso(form.drawAt) ?? '',
      ...(form.password ? { password: form.password } : {}),
      ...(form.vipLevel ? { vipLevel: Number(form.vipLevel) } : {}),
      ...(form.rechargeMin.trim() ? { rechargeMin: form.rechargeMin.trim() } : {}),
      ...(since ? { rechargeSince: since } : {}),
    };
    const problem = inputError(games.createRollRoom.request, request, locale.locale);
    setError(problem);
    if (problem !== null) return;
    const answer = await api.games.createRollRoom(request);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setNotice(t('games.roll.created', { id: answer.data.rollId, value: answer.data.prizeValue }));
    setForm(EMPTY);
    onCreated();
  };
  return (
    <FormSection title={t('games.roll.create')} level={2}>
      {FIELDS.map(({ key, label, type }) => (
        <FormRow
          key={key}
          label={t(label)}
          help={key === 'goods' ? t('games.roll.goodsHelp') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type={type ?? 'text'}
              autoComplete="off"
              css={inputStyle(theme)}
              value={form[key]}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
          )}
        </FormRow>
      ))}
      <ErrorLine error={error} />
      <NoticeLine notice={notice} />
      <FormActions>
        <Button variant="primary" onClick={() => void create()}>
          {t('games.roll.createSubmit')}
        </Button>
      </FormActions>
    </FormSection>
  );
}
