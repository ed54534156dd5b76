import type { queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { dateTime } from '../../shared/format';
import { pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { AddReservation } from './AddReservation';

type Reservation = z.output<typeof queues.reservation>;

/**
 * Announced events and box openings with their sign-ups; one is opened now (before its time)
 * and everybody who reserved it gets their message.
 */
const ReservationsScreen = observer(function ReservationsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState<Reservation | null>(null);
  const changes = useSaving();
  const rows = useLoad(() => api.queues.reservations({ page }), `${page}|${changes.round}`);
  const name = (row: Reservation) => (locale.locale === 'en' ? row.names.en : row.names.zh);

  const open = async (reason: string) => {
    if (!opening) return;
    const answer = await api.queues.openReservation({ eventId: opening.id, reason });
    if (!answer.ok) throw new Error(answer.msg);
    changes.done(t('queues.reservations.opened', { name: name(opening) }));
  };

  const columns: DataTableColumn<Reservation>[] = [
    { id: 'id', header: t('queues.reservations.col.id'), value: (row) => row.id },
    { id: 'name', header: t('queues.reservations.col.name'), value: name },
    {
      id: 'kind',
      header: t('queues.reservations.kind'),
      value: (row) =>
        row.kind === 'box'
          ? t('queues.reservations.boxOf', { id: row.boxId ?? '' })
          : t('queues.reservations.event'),
    },
    dateTimeColumn(
      'opensAt',
      t('queues.reservations.opensAt'),
      (row) => row.opensAt,
      locale.locale,
    ),
    {
      id: 'signups',
      header: t('queues.reservations.col.signups'),
      value: (row) => row.signups,
      align: 'end',
    },
    {
      id: 'actions',
      header: t('queues.col.actions'),
      hideable: false,
      cell: (row) =>
        row.openedAt ? (
          t('queues.reservations.openedAt', { at: dateTime(row.openedAt, locale.locale) })
        ) : (
          <Button size="small" onClick={() => setOpening(row)}>
            {t('queues.reservations.open')}
          </Button>
        ),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.reservations')}</h1>
      <SaveFeedback saving={{ error: rows.error, notice: changes.notice }} />
      <PagedTable
        label={t('nav.reservations')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
      <AddReservation
        onAdded={(eventId) => changes.done(t('queues.reservations.added', { id: eventId }))}
      />
      <ReasonDialog
        show={opening !== null}
        title={opening ? t('queues.reservations.openTitle', { name: name(opening) }) : ''}
        message={
          opening ? t('queues.reservations.openMessage', { count: opening.signups }) : undefined
        }
        onConfirm={open}
        onClose={() => setOpening(null)}
      />
    </div>
  );
});

export default ReservationsScreen;
