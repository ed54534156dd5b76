import { useTheme } from '@emotion/react';
import { LOCALES } from '@skinbox/api';
import { queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { useConsole } from '../../stores/storeContext';
import { emptyReservation, reservationRequest, type ReservationForm } from './reservationRules';

/** Announces an event (or a box's opening) players may reserve, in the five site languages. */
export function AddReservation({ onAdded }: { onAdded(eventId: number): void }) {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [form, setForm] = useState<ReservationForm>(emptyReservation);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const request = reservationRequest(form);
    const problem = inputError(queues.addReservation.request, request, locale.locale);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    const answer = await api.queues.addReservation(request);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setForm(emptyReservation());
    onAdded(answer.data.eventId);
  };
  return (
    <FormLayout labelWidth={180}>
      <FormSection title={t('queues.reservations.add')} level={2}>
        <FormRow label={t('queues.reservations.kind')}>
          {(control) => (
            <select
              {...control}
              css={inputStyle(theme)}
              value={form.kind}
              onChange={(event) =>
                setForm({ ...form, kind: event.target.value as ReservationForm['kind'] })
              }
            >
              <option value="event">{t('queues.reservations.event')}</option>
              <option value="box">{t('queues.reservations.box')}</option>
            </select>
          )}
        </FormRow>
        {form.kind === 'box' && (
          <TextRow
            label={t('queues.reservations.boxId')}
            inputMode="numeric"
            value={form.boxId}
            onChange={(value) => setForm({ ...form, boxId: value })}
          />
        )}
        <TextRow
          label={t('queues.reservations.opensAt')}
          type="datetime-local"
          value={form.opensAt}
          onChange={(value) => setForm({ ...form, opensAt: value })}
        />
        {LOCALES.map((language) => (
          <FormRow key={`name-${language}`} label={t('queues.reservations.name', { language })}>
            {(control) => (
              <input
                {...control}
                css={inputStyle(theme)}
                value={form.names[language]}
                onChange={(event) =>
                  setForm({ ...form, names: { ...form.names, [language]: event.target.value } })
                }
              />
            )}
          </FormRow>
        ))}
        {LOCALES.map((language) => (
          <FormRow
            key={`details-${language}`}
            label={t('queues.reservations.details', { language })}
          >
            {(control) => (
              <textarea
                {...control}
                css={inputStyle(theme)}
                value={form.details[language]}
                onChange={(event) =>
                  setForm({
                    ...form,
                    details: { ...form.details, [language]: event.target.value },
                  })
                }
              />
            )}
          </FormRow>
        ))}
        <ErrorLine error={error} />
        <FormActions>
          <Button variant="primary" loading={busy} onClick={() => void add()}>
            {t('queues.reservations.addSubmit')}
          </Button>
        </FormActions>
      </FormSection>
    </FormLayout>
  );
}
