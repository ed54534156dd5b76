import { LOCALES } from '@skinbox/api';
import type { queues } from '@skinbox/api/admin';
import type { z } from 'zod';
import { localToIso } from '../../shared/localTime';

type Texts = Record<(typeof LOCALES)[number], string>;

export interface ReservationForm {
  kind: 'event' | 'box';
  names: Texts;
  details: Texts;
  /** As typed; only a box reservation names one. */
  boxId: string;
  /** A `datetime-local` value. */
  opensAt: string;
}

const blank = (): Texts => Object.fromEntries(LOCALES.map((language) => [language, ''])) as Texts;

export const emptyReservation = (): ReservationForm => ({
  kind: 'event',
  names: blank(),
  details: blank(),
  boxId: '',
  opensAt: '',
});

/**
 * The request a form makes. What is missing stays visibly wrong (an empty time, box 0) so the
 * contract's own schema refuses it with its message, rather than a second rule here.
 */
export function reservationRequest(
  form: ReservationForm,
): z.input<typeof queues.addReservation.request> {
  return {
    kind: form.kind,
    names: form.names,
    details: form.details,
    opensAt: localToIso(form.opensAt) ?? '',
    ...(form.kind === 'box' ? { boxId: Number(form.boxId.trim()) } : {}),
  };
}
