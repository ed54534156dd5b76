import { useTheme } from '@emotion/react';
import type { games } from '@skinbox/api/admin';
import { ADMIN_PAGE_SIZE } from '@skinbox/api/admin';
import { DataTable, FormSection, type DataTableColumn } from '@skinbox/ui/console';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle } from '../../shared/formStyles';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { CreateRollRoom } from './CreateRollRoom';

type Room = z.output<typeof games.rollRoomRow>;
const STATUSES = ['open', 'drawn', 'returned'] as const;
type Status = (typeof STATUSES)[number] | 'all';

/** The roll rooms, official and anchors', by status; a new official one below. */
export function RollRooms() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const rooms = useLoad(
    () => api.games.rollRooms({ page, ...(status === 'all' ? {} : { status }) }),
    `${status}|${page}|${round}`,
  );
  const columns: DataTableColumn<Room>[] = [
    { id: 'id', header: t('games.roll.col.id'), value: (row) => row.id },
    { id: 'name', header: t('games.roll.name'), value: (row) => row.name },
    {
      id: 'kind',
      header: t('games.roll.col.kind'),
      value: (row) => t(`games.roll.kind.${row.kind}`),
    },
    {
      id: 'status',
      header: t('games.roll.col.status'),
      value: (row) => t(`games.roll.status.${row.status}`),
    },
    {
      id: 'prizes',
      header: t('games.roll.col.prizes'),
      value: (row) => `${row.prizes} · ${row.prizeValue}`,
      align: 'end',
    },
    {
      id: 'participants',
      header: t('games.roll.col.participants'),
      value: (row) => `${row.participants} / ${row.cap}`,
      align: 'end',
    },
    dateTimeColumn('drawAt', t('games.roll.drawAt'), (row) => row.drawAt, locale.locale),
  ];
  return (
    <>
      <FormSection title={t('games.rollRooms')} level={2}>
        <select
          aria-label={t('games.roll.col.status')}
          css={[inputStyle(theme), { maxWidth: 200 }]}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status);
            setPage(1);
          }}
        >
          {(['all', ...STATUSES] as const).map((option) => (
            <option key={option} value={option}>
              {t(`games.roll.status.${option}`)}
            </option>
          ))}
        </select>
        <ErrorLine error={rooms.error} />
        <DataTable
          label={t('games.rollRooms')}
          columns={columns}
          rows={rooms.data?.list ?? []}
          rowKey={(row) => String(row.id)}
          loading={rooms.loading && !rooms.data}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={rooms.data?.total ?? 0}
          onPageChange={setPage}
        />
      </FormSection>
      <CreateRollRoom onCreated={() => setRound((value) => value + 1)} />
    </>
  );
}
