import { ADMIN_PAGE_SIZE, queues, REASON_MAX, type ExtractionRow } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { ConfirmDialog, DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { errorStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Queue = (typeof queues.EXTRACTION_QUEUES)[number];
type Cancel = { row: ExtractionRow; refund: 'item' | 'coins' };

/**
 * Extractions by queue: a failed or stuck one is retried, or cancelled with the item or its
 * price in coins given back (behind a reason), as the role table allows.
 */
const ExtractionsScreen = observer(function ExtractionsScreen() {
  const { api, session, locale } = useConsole();
  const t = useText();
  const [queue, setQueue] = useState<Queue>('failed');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [cancel, setCancel] = useState<Cancel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = useLoad(() => api.queues.extractions({ queue, page }), `${queue}|${page}|${round}`);
  const open = queue === 'pending' || queue === 'delivering' || queue === 'failed';
  const mayRetry = open && session.may('queues.retryExtraction');
  const mayCancel = open && session.may('queues.cancelExtraction');

  const retry = async (row: ExtractionRow) => {
    const answer = await api.queues.retryExtraction({ deliveryId: row.deliveryId, reason: '' });
    setError(answer.ok ? null : answer.msg);
    setNotice(answer.ok ? t('extractions.retried', { id: row.deliveryId }) : null);
    setRound((value) => value + 1);
  };
  const confirmCancel = async (reason: string) => {
    if (!cancel) return;
    const answer = await api.queues.cancelExtraction({
      deliveryId: cancel.row.deliveryId,
      refund: cancel.refund,
      reason,
    });
    if (!answer.ok) throw new Error(answer.msg);
    setNotice(t('common.done'));
    setRound((value) => value + 1);
  };

  const columns: DataTableColumn<ExtractionRow>[] = [
    { id: 'id', header: t('extractions.col.id'), value: (row) => row.deliveryId },
    {
      id: 'player',
      header: t('extractions.col.player'),
      value: (row) => `${row.userId} ${row.nickName}`,
    },
    { id: 'item', header: t('extractions.col.item'), value: (row) => row.name },
    { id: 'price', header: t('extractions.col.price'), value: (row) => row.price, align: 'end' },
    { id: 'provider', header: t('extractions.col.provider'), value: (row) => row.provider },
    {
      id: 'created',
      header: t('extractions.col.created'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt, locale.locale),
    },
  ];
  if (mayRetry || mayCancel)
    columns.push({
      id: 'actions',
      header: t('extractions.col.actions'),
      hideable: false,
      cell: (row) => (
        <span css={{ display: 'inline-flex', gap: 6 }}>
          {mayRetry && (
            <Button size="small" onClick={() => void retry(row)}>
              {t('extractions.retry')}
            </Button>
          )}
          {mayCancel && (
            <Button size="small" onClick={() => setCancel({ row, refund: 'item' })}>
              {t('extractions.cancelItem')}
            </Button>
          )}
          {mayCancel && (
            <Button
              size="small"
              variant="danger"
              onClick={() => setCancel({ row, refund: 'coins' })}
            >
              {t('extractions.cancelCoins')}
            </Button>
          )}
        </span>
      ),
    });
  return (
    <div css={pageStyle}>
      <h1>{t('nav.extractions')}</h1>
      <div role="group" aria-label={t('nav.extractions')} css={{ display: 'flex', gap: 8 }}>
        {queues.EXTRACTION_QUEUES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={queue === option ? 'primary' : 'default'}
            aria-pressed={queue === option}
            onClick={() => {
              setQueue(option);
              setPage(1);
            }}
          >
            {t(`extractions.queue.${option}`)}
          </Button>
        ))}
      </div>
      {(error ?? rows.error) && (
        <p role="alert" css={errorStyle}>
          {error ?? rows.error}
        </p>
      )}
      {notice && (
        <p role="status" css={noticeStyle}>
          {notice}
        </p>
      )}
      <DataTable
        label={t(`extractions.queue.${queue}`)}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => String(row.deliveryId)}
        loading={rows.loading && !rows.data}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={rows.data?.total ?? 0}
        onPageChange={setPage}
      />
      <ConfirmDialog
        show={cancel !== null}
        title={
          cancel
            ? t('extractions.cancelConfirm', { id: cancel.row.deliveryId, item: cancel.row.name })
            : ''
        }
        message={
          cancel?.refund === 'coins'
            ? t('extractions.cancelCoinsMessage', { price: cancel.row.price })
            : t('extractions.cancelItemMessage')
        }
        danger={cancel?.refund === 'coins'}
        reasonLabel={t('common.reason')}
        maxReasonLength={REASON_MAX}
        onConfirm={confirmCancel}
        onClose={() => setCancel(null)}
      />
    </div>
  );
});

export default ExtractionsScreen;
