import type { queues } from '@skinbox/api/admin';
import { ADMIN_PAGE_SIZE, REASON_MAX } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { ConfirmDialog, DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { errorStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
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
  const [round, setRound] = useState(0);
  const [opening, setOpening] = useState<Reservation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useLoad(() => api.queues.reservations({ page }), `${page}|${round}`);
  const name = (row: Reservation) => (locale.locale === 'en' ? row.names.en : row.names.zh);

  const open = async (reason: string) => {
    if (!opening) return;
    const answer = await api.queues.openReservation({ eventId: opening.id, reason });
    if (!answer.ok) throw new Error(answer.msg);
    setNotice(t('queues.reservations.opened', { name: name(opening) }));
    setRound((value) => value + 1);
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
    {
      id: 'opensAt',
      header: t('queues.reservations.opensAt'),
      value: (row) => row.opensAt,
      cell: (row) => dateTime(row.opensAt, locale.locale),
    },
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
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
      {notice && (
        <p role="status" css={noticeStyle}>
          {notice}
        </p>
      )}
      <DataTable
        label={t('nav.reservations')}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => String(row.id)}
        loading={rows.loading && !rows.data}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={rows.data?.total ?? 0}
        onPageChange={setPage}
      />
      <AddReservation
        onAdded={(eventId) => {
          setNotice(t('queues.reservations.added', { id: eventId }));
          setRound((value) => value + 1);
        }}
      />
      <ConfirmDialog
        show={opening !== null}
        title={opening ? t('queues.reservations.openTitle', { name: name(opening) }) : ''}
        message={
          opening ? t('queues.reservations.openMessage', { count: opening.signups }) : undefined
        }
        reasonLabel={t('common.reason')}
        maxReasonLength={REASON_MAX}
        onConfirm={open}
        onClose={() => setOpening(null)}
        describeError={(failure) => (
          <span css={errorStyle}>
            {failure instanceof Error ? failure.message : String(failure)}
          </span>
        )}
      />
    </div>
  );
});

export default ReservationsScreen;
